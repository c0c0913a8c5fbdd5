import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TErrorResponse, TMyProfile, TSessionInfo } from '@portal/domain';
import { bearer, buildUser, login } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const call = (
  method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' },
    ...(payload ? { payload } : {}),
  });

describe('profile', () => {
  it('updates names and phone, and answers the new profile', async () => {
    const user = await buildUser(ctx.database.db, { userType: 'GU' });
    const { accessToken } = await login(ctx.app, user);
    const response = await call('PATCH', '/api/user/profile', accessToken, {
      engFirstName: 'Mei Ling',
      engLastName: 'Wong',
      chiName: '黃美玲',
      phone: '2123 4567',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TMyProfile>()).toMatchObject({
      engFirstName: 'Mei Ling',
      engLastName: 'Wong',
      chiName: '黃美玲',
      phone: '2123 4567',
    });
    const cleared = await call('PATCH', '/api/user/profile', accessToken, {
      engFirstName: 'Mei Ling',
      engLastName: 'Wong',
      chiName: '',
      phone: '',
    });
    expect(cleared.json<TMyProfile>()).toMatchObject({ chiName: null, phone: null });
  });

  it('refuses bad values naming the field and keeps what was stored', async () => {
    const user = await buildUser(ctx.database.db, { userType: 'GU' });
    const { accessToken } = await login(ctx.app, user);
    const response = await call('PATCH', '/api/user/profile', accessToken, {
      engFirstName: '美玲',
      engLastName: 'Wong',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorResponse>()).toMatchObject({
      field: 'engFirstName',
      details: [{ reason: 'englishOnly' }],
    });
    const profile = (await call('GET', '/api/user/myProfile', accessToken)).json<TMyProfile>();
    expect(profile.engFirstName).toBe('Tai Man');
  });

  it('stores language and theme preferences', async () => {
    const user = await buildUser(ctx.database.db);
    const { accessToken } = await login(ctx.app, user);
    expect(
      (await call('PUT', '/api/user/preferences', accessToken, { language: 'zh-CN' })).json<TMyProfile>(),
    ).toMatchObject({ language: 'zh-CN', theme: 'light' });
    expect(
      (await call('PUT', '/api/user/preferences', accessToken, { theme: 'dark' })).json<TMyProfile>(),
    ).toMatchObject({ language: 'zh-CN', theme: 'dark' });
    expect((await call('PUT', '/api/user/preferences', accessToken, { theme: 'blue' })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('lists the caller sessions, marks this one, and signs out another or all others', async () => {
    const user = await buildUser(ctx.database.db);
    const a = await login(ctx.app, user);
    const b = await login(ctx.app, user);
    const c = await login(ctx.app, user);
    const list = (await call('GET', '/api/user/sessions', a.accessToken)).json<{ items: TSessionInfo[] }>()
      .items;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const other = list.find((s) => !s.current)!;
    expect((await call('DELETE', `/api/user/sessions/${other.sessionID}`, a.accessToken)).statusCode).toBe(
      204,
    );
    expect(
      (await call('GET', '/api/user/sessions', a.accessToken)).json<{ items: TSessionInfo[] }>().items,
    ).toHaveLength(2);
    const current = list.find((s) => s.current)!;
    expect((await call('DELETE', `/api/user/sessions/${current.sessionID}`, a.accessToken)).statusCode).toBe(
      400,
    );

    const all = await call('POST', '/api/user/sessions/revokeOthers', a.accessToken);
    expect(all.json()).toEqual({ revoked: 1 });
    for (const gone of [b, c])
      expect((await call('GET', '/api/auth/me', gone.accessToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', a.accessToken)).statusCode).toBe(200);
  });

  it("cannot sign out another user's session", async () => {
    const victim = await buildUser(ctx.database.db);
    const attacker = await buildUser(ctx.database.db);
    const victimSession = await login(ctx.app, victim);
    const attackerSession = await login(ctx.app, attacker);
    const victimId = (await call('GET', '/api/user/sessions', victimSession.accessToken)).json<{
      items: TSessionInfo[];
    }>().items[0]!.sessionID;
    expect(
      (await call('DELETE', `/api/user/sessions/${victimId}`, attackerSession.accessToken)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/auth/me', victimSession.accessToken)).statusCode).toBe(200);
  });
});
