import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors.js';
import { buildFirm, buildUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/setup.js';
import type { TDatabase } from '../../db/database.js';
import { createFirm, createUser } from './users.service.js';

let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('createUser', () => {
  it('refuses a username or e-mail that is taken, whatever the case, naming which', async () => {
    const existing = await buildUser(database.db, { userType: 'GU' });
    const sameName = await refusal(
      createUser(database.db, {
        username: existing.username.toUpperCase(),
        email: 'new@x.example',
        password: 'Long-enough-pass-9',
        userType: 'GU',
      }),
    );
    expect(sameName).toMatchObject({ code: 'ALREADY_EXISTS', extra: { field: 'username' } });
    const sameEmail = await refusal(
      createUser(database.db, {
        username: 'brand.new',
        email: existing.email.toUpperCase(),
        password: 'Long-enough-pass-9',
        userType: 'GU',
      }),
    );
    expect(sameEmail).toMatchObject({ code: 'ALREADY_EXISTS', extra: { field: 'email' } });
  });

  it('refuses weak passwords and staff without a firm, and clients with one', async () => {
    const firmId = await buildFirm(database.db);
    const weak = await refusal(
      createUser(database.db, {
        username: 'weak.pass',
        email: 'weak@x.example',
        password: 'Password2026!',
        userType: 'GU',
      }),
    );
    expect(weak.extra.details?.[0]).toMatchObject({ field: 'password', reason: 'commonPassword' });
    const staff = await refusal(
      createUser(database.db, {
        username: 'no.firm',
        email: 'nofirm@x.example',
        password: 'Long-enough-pass-9',
        userType: 'COM_SEC',
      }),
    );
    expect(staff.extra.details?.[0]).toMatchObject({ field: 'firmId', reason: 'required' });
    const client = await refusal(
      createUser(database.db, {
        username: 'client.firm',
        email: 'cf@x.example',
        password: 'Long-enough-pass-9',
        userType: 'GU',
        firmId,
      }),
    );
    expect(client.extra.details?.[0]).toMatchObject({ field: 'firmId', reason: 'invalid' });
  });

  it('leaves nothing behind when the firm and its administrator are made together and the user is refused', async () => {
    const name = `Half Made ${Date.now()}`;
    await refusal(
      database.db.transaction().execute(async (trx) => {
        const firmId = await createFirm(trx, { name });
        await createUser(trx, {
          username: 'x',
          email: 'x@x.example',
          password: 'Long-enough-pass-9',
          userType: 'SYSTEM_ADMIN',
          firmId,
        });
      }),
    );
    const firm = await database.db
      .selectFrom('firms')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    expect(firm).toBeUndefined();
  });
});

describe('createFirm', () => {
  it('checks the name and the TCSP licence number format (TC + 6 digits)', async () => {
    expect((await refusal(createFirm(database.db, { name: '   ' }))).extra.details?.[0]).toMatchObject({
      field: 'firm',
      reason: 'required',
    });
    expect(
      (await refusal(createFirm(database.db, { name: 'Ok Ltd', tcspLicenceNo: 'TC12345' }))).extra
        .details?.[0],
    ).toMatchObject({
      field: 'tcspLicenceNo',
    });
    await expect(createFirm(database.db, { name: 'Ok Ltd', tcspLicenceNo: 'TC123456' })).resolves.toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});
