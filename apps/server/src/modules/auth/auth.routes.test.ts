import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TErrorResponse, TLoginResponse, TMyProfile, TUserProfile } from '@portal/domain';
import { bearer, buildFirm, buildUser, login } from '../../test/factories.js';
import { createTestApp, TEST_JWT_SECRET, type TTestContext } from '../../test/setup.js';
import { signInKit, type TSignInKit } from '../../test/sign-in-kit.js';
import { createTokenService } from './tokens.js';

let ctx: TTestContext;
let k: TSignInKit;
beforeAll(async () => {
  ctx = await createTestApp();
  k = signInKit(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/auth/login', () => {
  it('signs in with username or e-mail (any case) and answers the spec login response', async () => {
    const user = await buildUser(ctx.database.db, { userType: 'COM_SEC' });
    const byName = await login(ctx.app, user);
    expect(byName.userType.typeCode).toBe('COM_SEC');
    expect(byName.isFirstTimeLogin).toBe(false);
    expect(byName.expiresIn).toBeGreaterThan(800);
    expect(byName.expiresIn).toBeLessThanOrEqual(900);
    expect(byName.user).toMatchObject({
      userID: user.id,
      email: user.email,
      engFirstName: 'Tai Man',
      engLastName: 'Chan',
    });
    expect(byName.user.firm?.firmID).toBe(user.firmId);
    const byEmail = await login(ctx.app, { username: user.email.toUpperCase(), password: user.password });
    expect(byEmail.user.userID).toBe(user.id);
    expect(byEmail.refreshToken).not.toBe(byName.refreshToken);
  });

  it('passes the first-time flag through', async () => {
    const user = await buildUser(ctx.database.db, { userType: 'GU', isFirstTimeLogin: true });
    const session = await login(ctx.app, user);
    expect(session.isFirstTimeLogin).toBe(true);
    expect(session.user.isFirstTimeLogin).toBe(true);
    expect(session.user.firm).toBeNull();
  });

  it('answers a wrong password and an unknown user alike, in the caller language', async () => {
    const user = await buildUser(ctx.database.db);
    const wrong = await k.post(
      '/api/auth/login',
      { username: user.username, password: 'not-the-password' },
      { 'accept-language': 'zh-HK' },
      '10.1.0.1',
    );
    const unknown = await k.post(
      '/api/auth/login',
      { username: 'nobody.here', password: 'not-the-password' },
      { 'accept-language': 'zh-HK' },
      '10.1.0.1',
    );
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json<TErrorResponse>()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: '用戶名稱或密碼不正確。',
      });
    }
  });

  it('refuses bad input with 400 naming the field, never 500', async () => {
    const missing = await k.post('/api/auth/login', { password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<TErrorResponse>()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'username' });
    expect(missing.json<TErrorResponse>().details?.[0]?.reason).toBe('required');

    const blank = await k.post(
      '/api/auth/login',
      { username: '   ', password: 'x' },
      { 'accept-language': 'zh-CN' },
    );
    expect(blank.json<TErrorResponse>()).toMatchObject({ field: 'username', message: '用户名：必须填写' });

    const wrongType = await k.post('/api/auth/login', { username: 'a', password: 123 });
    expect(wrongType.json<TErrorResponse>()).toMatchObject({ field: 'password' });

    const tooLong = await k.post('/api/auth/login', { username: 'a', password: 'x'.repeat(129) });
    expect(tooLong.json<TErrorResponse>().details?.[0]).toMatchObject({
      field: 'password',
      reason: 'tooLong',
    });

    for (const body of ['{not json', '', '[]', 'null', '"text"']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, body).toBe(400);
      expect(response.json<TErrorResponse>().code).toBe('VALIDATION_ERROR');
    }
  });

  it('blocks an account from one address after 5 failures, but not the owner elsewhere', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 5; i += 1) {
      const r = await k.post(
        '/api/auth/login',
        { username: user.username, password: `wrong-${i}-guess` },
        {},
        '10.2.0.1',
      );
      expect(r.statusCode).toBe(401);
    }
    const blocked = await k.passwordStep(user, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json<TErrorResponse>();
    expect(body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.message).toMatch(/try again in \d+ minutes/);
    expect(Number(blocked.headers['retry-after'])).toBe(body.retryAfterSeconds);
    // The owner, from their own address, still gets in.
    expect((await k.passwordStep(user, '10.2.0.2')).statusCode).toBe(200);
  });

  it('blocks an address that sprays many accounts', async () => {
    const victim = await buildUser(ctx.database.db);
    for (let i = 0; i < 30; i += 1) {
      await k.post('/api/auth/login', { username: `spray.${i}`, password: 'Password123' }, {}, '10.3.0.1');
    }
    const response = await k.passwordStep(victim, '10.3.0.1');
    expect(response.statusCode).toBe(429);
  });

  it('stops a distributed attack on one account without locking out a known address', async () => {
    const user = await buildUser(ctx.database.db);
    await login(ctx.app, user, '10.4.0.99'); // the owner's usual address
    for (let i = 0; i < 20; i += 1) {
      await k.post(
        '/api/auth/login',
        { username: user.username, password: `guess-${i}-wrong` },
        {},
        `10.4.1.${i}`,
      );
    }
    const attacker = await k.passwordStep(user, '10.4.2.1');
    expect(attacker.statusCode).toBe(429);
    const owner = await k.passwordStep(user, '10.4.0.99');
    expect(owner.statusCode).toBe(200);
  });

  it('lets the owner’s browser in when a colleague behind the same address guessed wrongly', async () => {
    const user = await buildUser(ctx.database.db);
    const office = '10.61.0.1';
    const first = await k.passwordStep(user, office);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_device=v1\./);
    const device = setCookie.split(';')[0]!;
    // A colleague at the same address, without the owner's browser, tries the owner's account.
    for (let i = 0; i < 5; i += 1) {
      const r = await k.post(
        '/api/auth/login',
        { username: user.username, password: `nat-guess-${i}` },
        {},
        office,
      );
      expect(r.statusCode).toBe(401);
    }
    for (let i = 0; i < 30; i += 1)
      await k.post('/api/auth/login', { username: `nat.spray.${i}`, password: 'Password123' }, {}, office);
    // The colleague's next try is refused, even with the right password ...
    const colleague = await k.passwordStep(user, office);
    expect(colleague.statusCode).toBe(429);
    // ... but the owner's browser, known to the account, is not locked out by them.
    const owner = await k.passwordStep(user, office, { cookie: device });
    expect(owner.statusCode).toBe(200);
    // The browser keeps its device id across sign-ins.
    expect(String(owner.headers['set-cookie']).split('.')[2]).toBe(device.split('.')[2]);
  });

  it('still limits a known browser by its own failures, without blocking the account elsewhere', async () => {
    const user = await buildUser(ctx.database.db);
    const signedIn = await k.passwordStep(user, '10.71.0.1');
    const device = String(signedIn.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 5; i += 1) {
      const r = await k.post(
        '/api/auth/login',
        { username: user.username, password: `device-guess-${i}` },
        { cookie: device },
        '10.71.0.1',
      );
      expect(r.statusCode).toBe(401);
    }
    const sameBrowser = await k.passwordStep(user, '10.71.0.1', { cookie: device });
    expect(sameBrowser.statusCode).toBe(429);
    expect(sameBrowser.json<TErrorResponse>().code).toBe('TOO_MANY_ATTEMPTS');
    const rows = await ctx.database.db
      .selectFrom('login_attempts')
      .select(['device_id', 'succeeded'])
      .where('ip', '=', '10.71.0.1')
      .execute();
    expect(rows.filter((r) => !r.succeeded).every((r) => r.device_id !== null)).toBe(true);
    // Its failures were its own: another browser at the same address is not held back by them.
    const otherBrowser = await k.passwordStep(user, '10.71.0.1');
    expect(otherBrowser.statusCode).toBe(200);
  });

  it('gives no head start to a browser known to another account', async () => {
    const victim = await buildUser(ctx.database.db);
    const attacker = await buildUser(ctx.database.db);
    const own = await k.passwordStep(attacker, '10.81.0.1');
    const attackerDevice = String(own.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 5; i += 1)
      await k.post(
        '/api/auth/login',
        { username: victim.username, password: `cross-guess-${i}` },
        { cookie: attackerDevice },
        '10.81.0.1',
      );
    const sixth = await k.passwordStep(victim, '10.81.0.1', { cookie: attackerDevice });
    expect(sixth.statusCode).toBe(429);
  });

  it('tells a deactivated user so only when the password is right', async () => {
    const user = await buildUser(ctx.database.db);
    await ctx.database.db
      .updateTable('users')
      .set({ status: 'DEACTIVATED' })
      .where('id', '=', user.id)
      .execute();
    const wrong = await k.post(
      '/api/auth/login',
      { username: user.username, password: 'wrong-password-1' },
      {},
      '10.5.0.1',
    );
    expect(wrong.json<TErrorResponse>().code).toBe('INVALID_CREDENTIALS');
    const right = await k.passwordStep(user, '10.5.0.1');
    expect(right.statusCode).toBe(403);
    expect(right.json<TErrorResponse>().code).toBe('ACCOUNT_DEACTIVATED');
  });

  it('writes audit rows for sign-in, failure and sign-out', async () => {
    const user = await buildUser(ctx.database.db);
    await k.post(
      '/api/auth/login',
      { username: user.username, password: 'wrong-password-1' },
      {},
      '10.6.0.1',
    );
    const session = await login(ctx.app, user, '10.6.0.1');
    await k.post('/api/auth/logout', {}, bearer(session.accessToken));
    const rows = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'ip'])
      .where('target_id', 'in', [user.id, ...(await sessionIds(user.id))])
      .where('action', 'like', 'auth.%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['auth.login_failed', 'auth.login', 'auth.logout']);
    expect(rows[0]?.ip).toBe('10.6.0.1');
  });
});

async function sessionIds(userId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.id);
}

const me = (token: string) => k.get('/api/auth/me', token);
const refresh = (refreshToken: string) => k.post('/api/auth/refresh', { refreshToken });

describe('access tokens', () => {
  it('GET /api/auth/me answers the profile for a valid token and 401 otherwise', async () => {
    const user = await buildUser(ctx.database.db, { userType: 'SMOOOTH' });
    const session = await login(ctx.app, user);
    const ok = await me(session.accessToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<TUserProfile>()).toMatchObject({
      userID: user.id,
      userType: { typeCode: 'SMOOOTH' },
      firm: null,
    });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('not.a.token')).json<TErrorResponse>().code).toBe('UNAUTHENTICATED');
    const forged = createTokenService('another-secret-another-secret-12345').signAccess(
      { sub: user.id, sid: '00000000-0000-0000-0000-000000000000', tv: 0 },
      Math.floor(Date.now() / 1000) + 60,
    );
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('answers TOKEN_EXPIRED for an expired token so the browser knows to refresh', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await login(ctx.app, user);
    const payload = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    const expired = createTokenService(TEST_JWT_SECRET).signAccess(
      { sub: user.id, sid: payload.sid, tv: 0 },
      Math.floor(Date.now() / 1000) - 5,
    );
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json<TErrorResponse>().code).toBe('TOKEN_EXPIRED');
  });

  it('ends every access token at once when the token version moves (password change, deactivation)', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await login(ctx.app, user);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    await ctx.database.db.updateTable('users').set({ token_version: 1 }).where('id', '=', user.id).execute();
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('rejects a deactivated user at once', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await login(ctx.app, user);
    await ctx.database.db
      .updateTable('users')
      .set({ status: 'DEACTIVATED' })
      .where('id', '=', user.id)
      .execute();
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: the new pair works and the used refresh token cannot be used again', async () => {
    const user = await buildUser(ctx.database.db);
    const first = await login(ctx.app, user);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const pair = second.json<TLoginResponse>();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    const third = await refresh(pair.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const user = await buildUser(ctx.database.db);
    const first = await login(ctx.app, user);
    const rotated = (await refresh(first.refreshToken)).json<TLoginResponse>();
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<TErrorResponse>().code).toBe('REFRESH_TOKEN_INVALID');
    // The thief's replay also ends the legitimate holder's newer tokens.
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'auth.refresh_reuse')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('lets exactly one of two simultaneous refreshes with the same token win', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await login(ctx.app, user);
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses unknown tokens and bad input', async () => {
    expect((await refresh('x'.repeat(43))).json<TErrorResponse>().code).toBe('REFRESH_TOKEN_INVALID');
    const empty = await k.post('/api/auth/refresh', { refreshToken: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<TErrorResponse>().field).toBe('refreshToken');
    expect((await k.post('/api/auth/refresh', { refreshToken: 42 })).statusCode).toBe(400);
    expect((await k.post('/api/auth/refresh', {})).json<TErrorResponse>().field).toBe('refreshToken');
  });

  it('ends the session at its maximum age (SESSION_TIMEOUT) whatever the refreshes', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await login(ctx.app, user);
    await ctx.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its access and refresh tokens stop working, other sessions go on', async () => {
    const user = await buildUser(ctx.database.db);
    const phone = await login(ctx.app, user);
    const laptop = await login(ctx.app, user);
    const response = await k.post(
      '/api/auth/logout',
      { refreshToken: laptop.refreshToken },
      bearer(laptop.accessToken),
    );
    expect(response.statusCode).toBe(204);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    expect((await me(phone.accessToken)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await k.post('/api/auth/logout', {})).statusCode).toBe(401);
  });
});

describe('GET /api/user/myProfile', () => {
  it("gives staff their firm's plan and clients no subscription", async () => {
    const firmId = await buildFirm(ctx.database.db, { planCode: 'ENTERPRISE' });
    const admin = await buildUser(ctx.database.db, { userType: 'SYSTEM_ADMIN', firmId });
    const client = await buildUser(ctx.database.db, { userType: 'GU', clientOf: [firmId] });
    const adminProfile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/myProfile',
      headers: bearer((await login(ctx.app, admin)).accessToken),
    });
    expect(adminProfile.json<TMyProfile>().subscription).toEqual({
      planCode: 'ENTERPRISE',
      planName: 'Enterprise',
    });
    const clientProfile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/myProfile',
      headers: bearer((await login(ctx.app, client)).accessToken),
    });
    expect(clientProfile.json<TMyProfile>()).toMatchObject({
      subscription: null,
      features: { nameSearch: false },
    });
  });
});

describe('hostile input', () => {
  it('answers control characters and odd shapes with 400, never 500', async () => {
    const payloads: unknown[] = [
      { username: 'a\u0000b', password: 'x' },
      { username: 'admin', password: 'pass\u0000word' },
      { username: ['admin'], password: 'x' },
      { username: { $ne: null }, password: 'x' },
      { username: 'a'.repeat(10_000), password: 'x' },
    ];
    for (const payload of payloads) {
      const response = await k.post('/api/auth/login', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const nulRefresh = await k.post('/api/auth/refresh', { refreshToken: 'abc\u0000' });
    expect(nulRefresh.statusCode).toBe(400);
  });
});

describe('message language', () => {
  it("answers in the request's Accept-Language, whatever language the user stored", async () => {
    const user = await buildUser(ctx.database.db);
    await ctx.database.db.updateTable('users').set({ language: 'zh-CN' }).where('id', '=', user.id).execute();
    const session = await login(ctx.app, user);
    await k.post('/api/auth/logout', {}, bearer(session.accessToken));
    const asked = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(session.accessToken), 'accept-language': 'zh-HK,zh;q=0.9' },
    });
    expect(asked.json<TErrorResponse>().message).toBe('請先登入。');
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const failFrom = async (app: TTestContext, remoteAddress: string, forwardedFor: string) => {
    const username = `proxy.${Math.random().toString(36).slice(2)}`;
    await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'not-the-password' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
    const row = await app.database.db
      .selectFrom('login_attempts')
      .select('ip')
      .where('username_key', '=', username)
      .executeTakeFirstOrThrow();
    return row.ip;
  };

  it('takes the forwarded address only from a configured proxy', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '10.9.0.1' });
    try {
      expect(await failFrom(behindProxy, '10.9.0.1', '203.0.113.7')).toBe('203.0.113.7');
      // Anyone else who sends the header is judged by their own address.
      expect(await failFrom(behindProxy, '10.9.0.2', '203.0.113.8')).toBe('10.9.0.2');
    } finally {
      await behindProxy.close();
    }
  });

  it('counts hops: one proxy in front means the address it saw', async () => {
    const oneHop = await createTestApp({ TRUST_PROXY: '1' });
    try {
      expect(await failFrom(oneHop, '10.9.0.3', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    } finally {
      await oneHop.close();
    }
  });

  it('ignores the header without TRUST_PROXY', async () => {
    expect(await failFrom(ctx, '10.9.0.4', '203.0.113.10')).toBe('10.9.0.4');
  });
});
