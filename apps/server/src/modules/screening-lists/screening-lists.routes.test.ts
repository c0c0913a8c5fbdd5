import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TErrorResponse, TListVersion } from '@portal/domain';
import { bearer, buildUser, login } from '../../test/factories.js';
import { multipart, type TMultipartFile } from '../../test/case-kit.js';
import { ALT_CSV, SDN_CSV, UN_XML } from '../../test/list-files-kit.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';

let ctx: TTestContext;
const tokens: Record<'operator' | 'officer' | 'admin' | 'client', string> = {
  operator: '',
  officer: '',
  admin: '',
  client: '',
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const signIn = async (userType: 'SMOOOTH' | 'COM_SEC' | 'SYSTEM_ADMIN' | 'GU') =>
    (await login(ctx.app, await buildUser(db, { userType }))).accessToken;
  tokens.operator = await signIn('SMOOOTH');
  tokens.officer = await signIn('COM_SEC');
  tokens.admin = await signIn('SYSTEM_ADMIN');
  tokens.client = await signIn('GU');
});
afterAll(async () => {
  await ctx.close();
});

const file = (name: string, text: string, type = 'text/csv'): TMultipartFile => ({
  name,
  type,
  data: Buffer.from(text, 'utf8'),
});

function upload(token: string, files: TMultipartFile[], fields: Record<string, string> = {}) {
  const { body, contentType } = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/screening/lists',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

const versions = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/screening/lists', headers: bearer(token) });

describe('sanctions list versions through the API', () => {
  it('says no list is loaded, then SMOOOTH uploads both lists and staff see the new current versions', async () => {
    const empty = await versions(tokens.officer);
    expect(empty.json()).toEqual({ versions: [], loaded: false });

    const uploaded = await upload(tokens.operator, [
      file('consolidated.xml', UN_XML, 'application/xml'),
      file('sdn.csv', SDN_CSV),
      file('alt.csv', ALT_CSV),
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const answer = uploaded.json<{ versions: TListVersion[]; loaded: boolean }>();
    expect(answer.loaded).toBe(true);
    expect(answer.versions.map((v) => [v.list, v.entryCount, v.current, v.importedBy, v.files])).toEqual(
      expect.arrayContaining([
        ['UN', 3, true, 'Tai Man Chan', ['consolidated.xml']],
        ['OFAC', 4, true, 'Tai Man Chan', ['sdn.csv', 'alt.csv']],
      ]),
    );

    for (const token of [tokens.officer, tokens.admin, tokens.operator]) {
      const listed = await versions(token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual({
        versions: expect.arrayContaining(answer.versions) as unknown,
        loaded: true,
      });
    }
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'screening.list_imported')
      .execute();
    expect(audit.map((a) => a.target_id).sort()).toEqual(answer.versions.map((v) => v.versionID).sort());

    // The same files again: nothing new, the current versions answered.
    // The web app names its parts `files`.
    const again = await upload(tokens.operator, [
      { ...file('sdn.csv', SDN_CSV), field: 'files' },
      { ...file('alt.csv', ALT_CSV), field: 'files' },
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ versions: TListVersion[] }>().versions).toEqual(
      answer.versions.filter((v) => v.list === 'OFAC'),
    );
  });

  it('refuses a bad file with its reason and stores nothing', async () => {
    const before = (await versions(tokens.operator)).json<unknown>();
    const cut = await upload(tokens.operator, [file('un.xml', UN_XML.slice(0, 1200), 'application/xml')]);
    expect(cut.statusCode).toBe(400);
    expect(cut.json<TErrorResponse>()).toMatchObject({
      code: 'SCREENING_LIST_INVALID',
      message: expect.stringMatching(
        /^This sanctions list file could not be read \(un\.xml: The XML ends before it is complete .*\(line \d+\)\); nothing was imported\.$/,
      ) as unknown,
    });
    const orphan = await upload(tokens.operator, [file('alt.csv', ALT_CSV)]);
    expect(orphan.json<TErrorResponse>()).toMatchObject({ code: 'SCREENING_LIST_INVALID' });
    const stranger = await upload(tokens.operator, [
      file('clients.csv', 'name,email\r\nChan,c@example.com\r\n'),
    ]);
    expect(stranger.statusCode).toBe(400);
    expect((await versions(tokens.operator)).json()).toEqual(before);
  });

  it('refuses an upload with no file, other fields or more than five files', async () => {
    const none = await upload(tokens.operator, []);
    expect([none.statusCode, none.json<TErrorResponse>().field]).toEqual([400, 'file']);
    const field = await upload(tokens.operator, [file('sdn.csv', SDN_CSV)], { caseID: 'x' });
    expect([field.statusCode, field.json<TErrorResponse>().field]).toEqual([400, 'caseID']);
    const six = await upload(
      tokens.operator,
      Array.from({ length: 6 }, (_, i) => file(`sdn-${i}.csv`, SDN_CSV)),
    );
    expect(six.statusCode).toBe(413);
  });

  it('lets only SMOOOTH upload and only staff read; clients and strangers are refused', async () => {
    for (const token of [tokens.officer, tokens.admin, tokens.client])
      expect((await upload(token, [file('sdn.csv', SDN_CSV)])).statusCode).toBe(403);
    expect((await versions(tokens.client)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/screening/lists' })).statusCode).toBe(401);
  });
});
