import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TErrorResponse, TLoginResponse, TUserProfile } from '@portal/domain';
import { bearer, buildUser, login } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const GOOD = {
  newPassword: 'Repulse-Bay-Sunrise-21',
  engFirstName: 'Siu Ming',
  engLastName: 'Lee',
  chiName: '李小明',
  phone: '+852 9123 4567',
  language: 'zh-HK',
};
const setUp = (token: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/setUpAccount',
    payload,
    headers: { ...bearer(token), ...headers },
  });

describe('POST /api/user/setUpAccount', () => {
  it('saves the details and password, clears the first-time flag and keeps only this session', async () => {
    const user = await buildUser(ctx.database.db, { userType: 'COM_SEC', isFirstTimeLogin: true });
    const adminsTry = await login(ctx.app, user);
    const own = await login(ctx.app, user);
    const response = await setUp(own.accessToken, GOOD);
    expect(response.statusCode).toBe(200);
    const pair = response.json<TLoginResponse>();
    expect(pair.isFirstTimeLogin).toBe(false);
    expect(pair.user).toMatchObject({
      engFirstName: 'Siu Ming',
      engLastName: 'Lee',
      chiName: '李小明',
      language: 'zh-HK',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(pair.accessToken),
    });
    expect(me.json<TUserProfile>().isFirstTimeLogin).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(adminsTry.accessToken) }))
        .statusCode,
    ).toBe(401);
    await expect(login(ctx.app, user)).rejects.toThrow(/401/); // the temporary password no longer works
    await login(ctx.app, { username: user.username, password: GOOD.newPassword });
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['phone'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+852 9123 4567');
  });

  it('refuses a second set-up', async () => {
    const user = await buildUser(ctx.database.db, { isFirstTimeLogin: true });
    const session = await login(ctx.app, user);
    const pair = (await setUp(session.accessToken, GOOD)).json<TLoginResponse>();
    const again = await setUp(pair.accessToken, { ...GOOD, newPassword: 'Another-Good-Pass-77' });
    expect(again.statusCode).toBe(409);
    const alreadyDone = await buildUser(ctx.database.db);
    expect((await setUp((await login(ctx.app, alreadyDone)).accessToken, GOOD)).statusCode).toBe(409);
  });

  it('names each bad field with its reason, in the caller language, and changes nothing', async () => {
    const user = await buildUser(ctx.database.db, { isFirstTimeLogin: true });
    const session = await login(ctx.app, user);
    const cases = [
      [{ engFirstName: '小明' }, 'engFirstName', 'englishOnly', '英文名字：只可使用英文（不可包含中文字）'],
      [{ chiName: 'Lee Siu Ming' }, 'chiName', 'chineseText', '中文姓名：必須包含中文字'],
      [{ phone: 'call me' }, 'phone', 'phone', '電話：不是有效的電話號碼'],
      [{ engLastName: '   ' }, 'engLastName', 'required', '英文姓氏：必須填寫'],
      [{ language: 'fr' }, 'language', 'invalid', '語言：格式不正確'],
      [{ newPassword: 'qwerty123' }, 'newPassword', 'commonPassword', null],
    ] as const;
    for (const [change, field, reason, message] of cases) {
      const response = await setUp(
        session.accessToken,
        { ...GOOD, ...change },
        { 'accept-language': 'zh-HK' },
      );
      expect(response.statusCode, field).toBe(400);
      const body = response.json<TErrorResponse>();
      expect(body.field).toBe(field);
      expect(body.details?.[0]?.reason).toBe(reason);
      if (message) expect(body.message).toBe(message);
    }
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['is_first_time_login'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.is_first_time_login).toBe(true);
  });

  it('accepts the optional fields left out', async () => {
    const user = await buildUser(ctx.database.db, { isFirstTimeLogin: true });
    const session = await login(ctx.app, user);
    const { chiName: _c, phone: _p, ...required } = GOOD;
    expect((await setUp(session.accessToken, { ...required, language: 'en' })).statusCode).toBe(200);
  });
});
