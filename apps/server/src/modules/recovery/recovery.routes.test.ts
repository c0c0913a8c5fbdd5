import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TErrorResponse, TLinkStatus } from '@portal/domain';
import { bearer, buildUser, login, type TBuiltUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { startTestSmtp, type TTestSmtp } from '../../test/smtp.js';
import { createJobHandlers } from '../jobs/job-handlers.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { createSmtpTransport } from '../mail/mail.service.js';

let ctx: TTestContext;
let smtp: TTestSmtp;
let ipCounter = 0;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** Each test comes from its own address, so address limits of one test do not touch another. */
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const post = (url: string, payload: object, ip = nextIp(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
/** Works every due job (the background worker, run on demand). */
const deliver = () =>
  createJobRunner({
    db: ctx.database.db,
    handlers: createJobHandlers({
      db: ctx.database.db,
      transport: createSmtpTransport(smtp.url),
      mailFrom: 'Portal <no-reply@portal.example>',
      publicUrl: 'https://portal.example',
    }),
    pollMs: 1000,
  }).runDue();

const linkIn = (text: string | undefined) =>
  /https:\/\/portal\.example\/reset-password\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
const linkStatus = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/user/resetPassword/${token}` })).json<TLinkStatus>();

async function requestReset(user: TBuiltUser): Promise<string> {
  expect((await post('/api/user/forgotPassword', { login: user.username })).statusCode).toBe(200);
  await deliver();
  const token = linkIn(smtp.received.at(-1)?.text);
  expect(token).toBeTruthy();
  return token!;
}

describe('forgotten username', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await buildUser(ctx.database.db, { userType: 'GU' });
    await ctx.database.db.updateTable('users').set({ language: 'zh-HK' }).where('id', '=', user.id).execute();
    const known = await post('/api/user/forgotUsername', { email: user.email.toUpperCase() });
    const unknown = await post('/api/user/forgotUsername', { email: 'nobody@nowhere.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await deliver();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to?.[0]?.address).toBe(user.email);
    expect(mail.subject).toBe('你的平台用戶名稱');
    expect(mail.text).toContain(user.username);
  });

  it('refuses a malformed address naming the field', async () => {
    const response = await post('/api/user/forgotUsername', { email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorResponse>().field).toBe('email');
  });
});

describe('password reset', () => {
  it('mails a one-hour link; the new password works, the old one and every session end', async () => {
    const user = await buildUser(ctx.database.db);
    const phone = await login(ctx.app, user, nextIp());
    const token = await requestReset(user);
    expect(smtp.received[0]!.to?.[0]?.address).toBe(user.email);
    const status = await linkStatus(token);
    expect(status.state).toBe('valid');
    const minutes = (Date.parse(status.expiresAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);

    const weak = await post('/api/user/resetPassword', { token, newPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<TErrorResponse>()).toMatchObject({
      field: 'newPassword',
      details: [{ reason: 'commonPassword' }],
    });
    expect((await linkStatus(token)).state).toBe('valid'); // a refused password does not use the link up

    const done = await post('/api/user/resetPassword', { token, newPassword: 'Star-Ferry-Crossing-1888' });
    expect(done.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(phone.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: phone.refreshToken })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { username: user.username, password: user.password })).statusCode,
    ).toBe(401);
    await login(ctx.app, { username: user.username, password: 'Star-Ferry-Crossing-1888' }, nextIp());

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', user.id)
      .where('action', 'like', 'auth.password_reset%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['auth.password_reset_requested', 'auth.password_reset']);
  });

  it('refuses a replayed link', async () => {
    const user = await buildUser(ctx.database.db);
    const token = await requestReset(user);
    expect(
      (await post('/api/user/resetPassword', { token, newPassword: 'Lion-Rock-Spirit-1973' })).statusCode,
    ).toBe(200);
    const replay = await post(
      '/api/user/resetPassword',
      { token, newPassword: 'Another-Good-Pass-77' },
      nextIp(),
      {
        'accept-language': 'zh-HK',
      },
    );
    expect(replay.statusCode).toBe(410);
    expect(replay.json<TErrorResponse>()).toMatchObject({
      code: 'LINK_USED',
      message: '此連結已使用過，請重新申請。',
    });
    expect((await linkStatus(token)).state).toBe('used');
  });

  it('refuses an expired link and a guessed one', async () => {
    const user = await buildUser(ctx.database.db);
    const token = await requestReset(user);
    await ctx.database.db
      .updateTable('user_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await linkStatus(token)).state).toBe('expired');
    const expired = await post('/api/user/resetPassword', { token, newPassword: 'Lion-Rock-Spirit-1973' });
    expect(expired.json<TErrorResponse>().code).toBe('LINK_EXPIRED');
    expect(expired.statusCode).toBe(410);

    const guessed = 'A'.repeat(43);
    expect((await linkStatus(guessed)).state).toBe('invalid');
    const response = await post('/api/user/resetPassword', {
      token: guessed,
      newPassword: 'Lion-Rock-Spirit-1973',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorResponse>().code).toBe('LINK_INVALID');
  });

  it('keeps only the newest link working', async () => {
    const user = await buildUser(ctx.database.db);
    const first = await requestReset(user);
    const second = await requestReset(user);
    expect((await linkStatus(first)).state).toBe('used');
    expect((await linkStatus(second)).state).toBe('valid');
  });

  it('sends nothing to a deactivated account, and the same answer', async () => {
    const user = await buildUser(ctx.database.db);
    await ctx.database.db
      .updateTable('users')
      .set({ status: 'DEACTIVATED' })
      .where('id', '=', user.id)
      .execute();
    expect((await post('/api/user/forgotPassword', { login: user.email })).statusCode).toBe(200);
    await deliver();
    expect(smtp.received).toHaveLength(0);
  });
});

describe('recovery limits', () => {
  it('mails an account at most 3 times an hour, whoever asks', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/user/forgotPassword', { login: user.username })).statusCode).toBe(200);
    await deliver();
    expect(smtp.received).toHaveLength(3);
  });

  it('answers 429 to an address past 10 requests an hour, in its language', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1)
      expect((await post('/api/user/forgotUsername', { email: `x${i}@y.example` }, ip)).statusCode).toBe(200);
    const blocked = await post('/api/user/forgotUsername', { email: 'z@y.example' }, ip, {
      'accept-language': 'zh-CN',
    });
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json<TErrorResponse>();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/^请求次数过多，请于 \d+ 分钟后再试。$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
