import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TErrorResponse, TLoginResponse } from '@portal/domain';
import { bearer, buildUser, login } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const change = (token: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/changePassword',
    payload,
    headers: { ...bearer(token), ...headers },
  });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('POST /api/user/changePassword', () => {
  it('changes the password, keeps this session with a new pair and ends every other one', async () => {
    const user = await buildUser(ctx.database.db);
    const laptop = await login(ctx.app, user);
    const phone = await login(ctx.app, user);
    const response = await change(laptop.accessToken, {
      oldPassword: user.password,
      newPassword: 'Ngong-Ping-360-Cable',
    });
    expect(response.statusCode).toBe(200);
    const pair = response.json<TLoginResponse>();
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    expect((await me(laptop.accessToken)).statusCode).toBe(401); // old access token: old token version
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    await expect(login(ctx.app, user)).rejects.toThrow(/401/);
    await login(ctx.app, { username: user.username, password: 'Ngong-Ping-360-Cable' });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', user.id)
      .where('action', '=', 'auth.password_changed')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a wrong current password naming the field, and a weak new one', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await login(ctx.app, user);
    const wrong = await change(
      session.accessToken,
      { oldPassword: 'not-my-password', newPassword: 'Ngong-Ping-360-Cable' },
      { 'accept-language': 'zh-HK' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TErrorResponse>()).toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'oldPassword',
      message: '目前的密碼不正確。',
    });
    const weak = await change(session.accessToken, { oldPassword: user.password, newPassword: 'qwerty123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<TErrorResponse>()).toMatchObject({
      field: 'newPassword',
      details: [{ reason: 'commonPassword' }],
    });
    expect((await me(session.accessToken)).statusCode).toBe(200); // nothing changed
    const missing = await change(session.accessToken, { newPassword: 'x' });
    expect(missing.json<TErrorResponse>().field).toBe('oldPassword');
  });

  it('stops guessing the current password through a stolen session after 5 tries', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await login(ctx.app, user);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await change(session.accessToken, {
            oldPassword: `guess-${i}-wrong`,
            newPassword: 'Ngong-Ping-360-Cable',
          })
        ).statusCode,
      ).toBe(400);
    }
    const blocked = await change(session.accessToken, {
      oldPassword: user.password,
      newPassword: 'Ngong-Ping-360-Cable',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      payload: { oldPassword: 'a', newPassword: 'b' },
    });
    expect(response.statusCode).toBe(401);
  });
});
