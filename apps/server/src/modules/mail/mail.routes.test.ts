import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TErrorResponse } from '@portal/domain';
import { bearer, buildFirm, buildUser, login } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { queueMail } from './mail.service.js';

let ctx: TTestContext;
let firmA: string;
let firmB: string;
let mailA: string;
let mailB: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  firmA = await buildFirm(db);
  firmB = await buildFirm(db);
  const values = {
    name: 'x',
    email: 'x@example.com',
    expiresAt: 'soon',
    url: 'http://localhost/x',
    firmName: 'A',
  };
  mailA = await queueMail(db, {
    firmId: firmA,
    to: 'a@client.example',
    language: 'en',
    template: 'verifyEmail',
    values,
  });
  await queueMail(db, {
    firmId: firmA,
    to: 'a2@client.example',
    language: 'en',
    template: 'verifyEmail',
    values,
  });
  mailB = await queueMail(db, {
    firmId: firmB,
    to: 'b@client.example',
    language: 'en',
    template: 'verifyEmail',
    values,
  });
  await db.updateTable('mail_messages').set({ status: 'OUTBOX' }).where('id', '=', mailA).execute();
  const users = {
    adminA: await buildUser(db, { userType: 'SYSTEM_ADMIN', firmId: firmA }),
    adminB: await buildUser(db, { userType: 'SYSTEM_ADMIN', firmId: firmB }),
    cosecA: await buildUser(db, { userType: 'COM_SEC', firmId: firmA }),
    client: await buildUser(db, { userType: 'GU', clientOf: [firmA] }),
    operator: await buildUser(db, { userType: 'SMOOOTH' }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = (await login(ctx.app, user)).accessToken;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, who: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
type TList = { items: { mailID: string; recipient: string; status: string }[]; total: number };

describe('GET /api/mail/outbox', () => {
  it("shows a firm's administrator their firm's mail only", async () => {
    const response = await get('/api/mail/outbox', 'adminA');
    expect(response.statusCode).toBe(200);
    const list = response.json<TList>();
    expect(list.total).toBe(2);
    expect(list.items.map((m) => m.recipient).sort()).toEqual(['a2@client.example', 'a@client.example']);
    const other = (await get('/api/mail/outbox', 'adminB')).json<TList>();
    expect(other.items.map((m) => m.mailID)).toEqual([mailB]);
  });

  it('shows the platform operator every firm', async () => {
    const list = (await get('/api/mail/outbox?pageSize=100', 'operator')).json<TList>();
    expect(list.items.map((m) => m.mailID)).toEqual(expect.arrayContaining([mailA, mailB]));
  });

  it('refuses case officers and clients', async () => {
    for (const who of ['cosecA', 'client']) {
      const response = await get('/api/mail/outbox', who);
      expect(response.statusCode).toBe(403);
      expect(response.json<TErrorResponse>().code).toBe('FORBIDDEN');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/mail/outbox' })).statusCode).toBe(401);
  });

  it('filters by status and pages', async () => {
    const outbox = (await get('/api/mail/outbox?status=OUTBOX', 'adminA')).json<TList>();
    expect(outbox.items.map((m) => m.mailID)).toEqual([mailA]);
    const page = (await get('/api/mail/outbox?page=2&pageSize=1', 'adminA')).json<TList>();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(2);
  });

  it('answers bad query values with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['page=abc', 'page'],
      ['status=LOST', 'status'],
    ] as const) {
      const response = await get(`/api/mail/outbox?${query}`, 'adminA');
      expect(response.statusCode, query).toBe(400);
      expect(response.json<TErrorResponse>().field).toBe(field);
    }
  });
});

describe('GET /api/mail/outbox/:mailID', () => {
  it('shows the mail with its bodies to its firm and hides it from another firm', async () => {
    const own = await get(`/api/mail/outbox/${mailA}`, 'adminA');
    expect(own.statusCode).toBe(200);
    expect(own.json<{ textBody: string; htmlBody: string }>().htmlBody).toContain('<!doctype html>');
    const foreign = await get(`/api/mail/outbox/${mailA}`, 'adminB');
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/mail/outbox/not-a-uuid', 'adminA')).statusCode).toBe(400);
  });
});
