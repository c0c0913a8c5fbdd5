import { execFileSync, spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TEntityDetail, TNameSearch } from '@portal/domain';
import { buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, caller, kit, signedIn } from '../../test/case-kit.js';
import { HARBOUR_TEA_RECORDS } from '../../test/amendment-kit.js';
import { caseSteps } from '../../test/case-steps.js';
import { walkToActiveEntity } from '../../test/entity-kit.js';
import { acceptNameSearchTerms, TEST_OFAC_CSV, TEST_UN_XML, uploadLists } from '../../test/screening-kit.js';
import { resolveSigningKey } from '../auth/signing-key.js';

/**
 * Issue 24 point 6: a dump of the database shows no full identity number, residential address, date of
 * birth or secret in clear, after the work that stores them went through the API — an incorporation
 * to its company, an amendment of a director's number and home, a name search with a date of birth
 * and a number, an authenticator enrolment, the token signing key. Every table's every row is read as
 * text (both databases), and on PostgreSQL pg_dump's own output is searched too.
 */

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function everyRowAsText(): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(ctx.database.db);
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ r: string }>`select t::text as r from ${sql.table(name)} t`.execute(
      ctx.database.db,
    );
    parts.push(...rows.map((row) => row.r));
  }
  return parts.join('\n');
}

/** pg_dump of the test database, when it is PostgreSQL and pg_dump is installed. */
function pgDump(): string | null {
  const url = ctx.database.connectionString;
  if (!url) return null;
  if (spawnSync('pg_dump', ['--version']).status !== 0) return null;
  return execFileSync('pg_dump', ['--data-only', url], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

describe('a dump of the database', () => {
  it('holds no identity number, residential address, date of birth or secret in clear', async () => {
    const { db } = ctx.database;
    const k = kit(ctx.app, db);
    const call = caller(ctx.app);

    // An incorporation to its company: the director's number and home address (entity-kit).
    const { firm } = await walkToActiveEntity(ctx.app, db);

    // An amendment of another firm's company: a member's new identity card and new home.
    const other = await buildStaffedFirm(ctx.app, db);
    const companyID = await buildEntity(db, {
      firmId: other.firmId,
      clientUserId: other.client.id,
      information: HARBOUR_TEA_RECORDS,
      incorporationDate: '2024-01-10',
    });
    const amendment = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      other.officer.token,
      { caseType: 'AMENDMENT', companyID },
      201,
    );
    await k.ok('PUT', `/api/cases/${amendment.caseID}/amendment`, other.officer.token, {
      changes: [
        {
          changeID: 'new-card',
          type: 'UPDATE_STAKEHOLDER_PARTICULARS',
          holderID: 'ben',
          particulars: {
            idNum: 'Y123456(9)',
            resAddress: {
              engBuilding: 'Hidden Residence Tower',
              engStreet: '7 Unlisted Lane',
              engDistrict: 'Sai Kung',
              country: 'HKG',
            },
          },
          effectiveDate: '2025-03-01',
        },
      ],
    });
    await k.complete(amendment.caseID, 'T_RECORD_UPDATES', other.officer);
    const ended = await caseSteps(ctx.app, db).amendmentToEnd(amendment.caseID, other.officer, other.client);
    expect(ended.status).toBe('COMPLETED');
    const entity = await k.ok<TEntityDetail>('GET', `/api/entities/${companyID}`, other.officer.token);
    // The firm's staff still read the history whole.
    const change = entity.history
      .find((h) => h.kind === 'AMENDMENT')
      ?.changes.find((c) => c.field === 'idNum');
    expect(change).toMatchObject({ before: 'K1234560', after: 'Y123456(9)' });

    // A name search with a date of birth and an identity number, matching a listed person.
    const smoooth = await signedIn(ctx.app, await buildUser(db, { userType: 'SMOOOTH' }));
    await uploadLists(ctx.app, smoooth.token, [
      { name: 'consolidated.xml', text: TEST_UN_XML },
      { name: 'sdn.csv', text: TEST_OFAC_CSV },
    ]);
    await acceptNameSearchTerms(ctx.app, firm.officer.token);
    const searched = await call('POST', '/api/name-search', firm.officer.token, {
      name: 'ho MEI LING',
      type: 'I',
      dateOfBirth: '1993-08-17',
      idNumber: 'P5550123',
    });
    expect(searched.statusCode).toBe(201);
    const search = searched.json<TNameSearch>();
    expect(search).toMatchObject({ dateOfBirth: '1993-08-17', idNumber: 'P5550123' });
    expect(search.matches[0]?.reasons.some((r) => r.query.includes('1993-08-17'))).toBe(true);

    // An authenticator enrolment, and the key that signs tokens.
    const enrolment = await call('POST', '/api/user/two-factor/enrolment', firm.colleague.token);
    expect(enrolment.statusCode).toBe(200);
    const totpSecret = enrolment.json<{ secret: string }>().secret;
    const signingKey = await resolveSigningKey(db, undefined);
    expect(await resolveSigningKey(db, undefined)).toBe(signingKey);

    const secrets = [
      'A123456(3)',
      'A1234563',
      'K1234560',
      'Y123456(9)',
      'Y1234569',
      'Hidden Residence Tower',
      '7 Unlisted Lane',
      '1993-08-17',
      'P5550123',
      totpSecret,
      signingKey,
    ];
    const dumps = [await everyRowAsText(), pgDump()].filter((d): d is string => d !== null);
    for (const dump of dumps) {
      // The dump holds the data: the company and its sealed values are there.
      expect(dump).toContain('Kowloon Tea');
      expect(dump).toContain('sealed:v1:');
      for (const secret of secrets) expect(dump, secret).not.toContain(secret);
    }
  });
});
