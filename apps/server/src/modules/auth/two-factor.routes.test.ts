import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TErrorResponse,
  TLoginResponse,
  TRecoveryCodesAnswer,
  TSecondFactorChallenge,
  TTwoFactorEnrolment,
  TTwoFactorStatus,
} from '@portal/domain';
import { bearer, buildFirm, buildUser, login, nextTotpCode, TEST_TOTP_SECRET } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { signInKit, type TSignInKit } from '../../test/sign-in-kit.js';
import { totpCode, totpStep } from './totp.js';

let ctx: TTestContext;
let k: TSignInKit;
beforeAll(async () => {
  ctx = await createTestApp();
  k = signInKit(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

async function auditActions(userId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_id', '=', userId)
    .where('action', 'like', 'two_factor.%')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

/** A firm whose administrator has enrolled (in the profile) and turned the requirement on. */
async function requiringFirm() {
  const firmId = await buildFirm(ctx.database.db);
  const admin = await buildUser(ctx.database.db, { userType: 'SYSTEM_ADMIN', firmId, secondFactor: true });
  const adminSession = await login(ctx.app, admin);
  const on = await ctx.app.inject({
    method: 'PUT',
    url: '/api/firm/security-settings',
    headers: bearer(adminSession.accessToken),
    payload: { requireTwoFactorForStaff: true },
  });
  expect(on.statusCode).toBe(200);
  return { firmId, admin, adminSession };
}

describe('sign-in with a second factor', () => {
  it('answers no tokens for the password alone; the right code gives the pair, once', async () => {
    const operator = await buildUser(ctx.database.db, { userType: 'SMOOOTH' });
    const first = await k.passwordStep(operator);
    expect(first.statusCode).toBe(200);
    const challenge = first.json<TSecondFactorChallenge & Partial<TLoginResponse>>();
    expect(challenge.secondFactor).toBe('REQUIRED');
    expect(challenge.expiresIn).toBe(300);
    expect(challenge.accessToken).toBeUndefined();
    expect(challenge.refreshToken).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.body).not.toMatch(/accessToken|refreshToken/);

    const code = await nextTotpCode(ctx.app, operator.username);
    const second = await k.post('/api/auth/login/second-factor', {
      challengeToken: challenge.challengeToken,
      code,
    });
    expect(second.statusCode).toBe(200);
    const pair = second.json<TLoginResponse>();
    expect(pair.userType.typeCode).toBe('SMOOOTH');
    expect(String(second.headers['set-cookie'])).toMatch(/^portal_device=v1\./);
    expect((await k.get('/api/auth/me', pair.accessToken)).statusCode).toBe(200);

    // The challenge is used up, even with a fresh code.
    const again = await k.post('/api/auth/login/second-factor', {
      challengeToken: challenge.challengeToken,
      code: await nextTotpCode(ctx.app, operator.username),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json<TErrorResponse>().code).toBe('SIGN_IN_STEP_EXPIRED');
    expect(await auditActions(operator.id)).toEqual(['two_factor.verified']);
  });

  it('refuses a wrong code naming the field, counts it, and blocks after five', async () => {
    const operator = await buildUser(ctx.database.db, { userType: 'SMOOOTH' });
    const ip = '10.77.0.1';
    const { challengeToken } = await k.challengeOf(operator, ip);
    const right = totpCode(TEST_TOTP_SECRET);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const refused = await k.post('/api/auth/login/second-factor', { challengeToken, code: wrong }, {}, ip);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<TErrorResponse>()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'code' });
    }
    const blocked = await k.post('/api/auth/login/second-factor', { challengeToken, code: right }, {}, ip);
    expect(blocked.statusCode).toBe(429);
    // The password step is blocked too: the codes counted as failed sign-ins of the account.
    const password = await k.passwordStep(operator, ip);
    expect(password.statusCode).toBe(429);
    expect((await auditActions(operator.id)).filter((a) => a === 'two_factor.failed')).toHaveLength(5);
    const attempts = await ctx.database.db
      .selectFrom('login_attempts')
      .select('succeeded')
      .where('username_key', '=', operator.username.toLowerCase())
      .execute();
    expect(attempts.map((a) => a.succeeded)).toEqual([false, false, false, false, false]);
  });

  it('refuses a code already used, and an earlier one', async () => {
    const user = await buildUser(ctx.database.db, { userType: 'GU', secondFactor: true });
    const step = totpStep();
    const first = await k.challengeOf(user, '10.78.0.1');
    const code = totpCode(TEST_TOTP_SECRET, { step });
    expect(
      (
        await k.post(
          '/api/auth/login/second-factor',
          { challengeToken: first.challengeToken, code },
          {},
          '10.78.0.1',
        )
      ).statusCode,
    ).toBe(200);
    for (const replay of [code, totpCode(TEST_TOTP_SECRET, { step: step - 1 })]) {
      const next = await k.challengeOf(user, '10.78.0.1');
      const refused = await k.post(
        '/api/auth/login/second-factor',
        { challengeToken: next.challengeToken, code: replay },
        {},
        '10.78.0.1',
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json<TErrorResponse>()).toMatchObject({
        code: 'SECOND_FACTOR_CODE_USED',
        field: 'code',
      });
    }
  });

  it('asks staff of a requiring firm to enrol, and lets a recovery code in once', async () => {
    const { firmId } = await requiringFirm();
    const clerk = await buildUser(ctx.database.db, { userType: 'COM_SEC', firmId });
    const challenge = await k.challengeOf(clerk);
    expect(challenge.secondFactor).toBe('ENROL');
    // An enrolment challenge is not a way round the code.
    const skip = await k.post('/api/auth/login/second-factor', {
      challengeToken: challenge.challengeToken,
      code: '123456',
    });
    expect(skip.statusCode).toBe(401);
    // Confirming before starting says so.
    const early = await k.post('/api/auth/login/second-factor/enrolment/confirm', {
      challengeToken: challenge.challengeToken,
      code: '123456',
    });
    expect(early.json<TErrorResponse>().code).toBe('SECOND_FACTOR_NOT_STARTED');

    const { secret, done } = await k.enrolAtSignIn(clerk);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(done.accessToken).toBeTruthy();
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    const status = (await k.get('/api/user/two-factor', done.accessToken)).json<TTwoFactorStatus>();
    expect(status).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 10 });

    const recoveryCode = done.recoveryCodes[3]!;
    const next = await k.challengeOf(clerk);
    expect(next.secondFactor).toBe('REQUIRED');
    const viaRecovery = await k.post('/api/auth/login/second-factor', {
      challengeToken: next.challengeToken,
      recoveryCode: recoveryCode.toLowerCase(),
    });
    expect(viaRecovery.statusCode).toBe(200);
    const later = await k.challengeOf(clerk);
    const reused = await k.post('/api/auth/login/second-factor', {
      challengeToken: later.challengeToken,
      recoveryCode,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<TErrorResponse>()).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
      field: 'recoveryCode',
    });
    const left = (
      await k.get('/api/user/two-factor', viaRecovery.json<TLoginResponse>().accessToken)
    ).json<TTwoFactorStatus>();
    expect(left.recoveryCodesLeft).toBe(9);
    expect(await auditActions(clerk.id)).toEqual([
      'two_factor.enrolled',
      'two_factor.recovery_code_used',
      'two_factor.failed',
    ]);
  });

  it('refuses a request with neither or both kinds of code, naming the field', async () => {
    const operator = await buildUser(ctx.database.db, { userType: 'SMOOOTH' });
    const { challengeToken } = await k.challengeOf(operator);
    const neither = await k.post('/api/auth/login/second-factor', { challengeToken });
    expect(neither.statusCode).toBe(400);
    expect(neither.json<TErrorResponse>().field).toBe('code');
    const letters = await k.post('/api/auth/login/second-factor', { challengeToken, code: 'abcdef' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json<TErrorResponse>().field).toBe('code');
  });
});

describe('the firm requirement', () => {
  it('needs the administrator’s own second factor, ends sessions of staff without one, and turns off', async () => {
    const firmId = await buildFirm(ctx.database.db);
    const admin = await buildUser(ctx.database.db, { userType: 'SYSTEM_ADMIN', firmId });
    const clerk = await buildUser(ctx.database.db, { userType: 'COM_SEC', firmId });
    const adminSession = await login(ctx.app, admin);
    const clerkSession = await login(ctx.app, clerk);
    const put = (token: string, required: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/firm/security-settings',
        headers: bearer(token),
        payload: { requireTwoFactorForStaff: required },
      });
    const refused = await put(adminSession.accessToken, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TErrorResponse>().code).toBe('SECOND_FACTOR_NOT_ENABLED');
    expect((await put(clerkSession.accessToken, true)).statusCode).toBe(403);

    // The administrator enrols in the profile.
    const start = await k.post('/api/user/two-factor/enrolment', undefined, bearer(adminSession.accessToken));
    const { secret } = start.json<TTwoFactorEnrolment>();
    const confirm = await k.post(
      '/api/user/two-factor/enrolment/confirm',
      { code: await nextTotpCode(ctx.app, admin.username, secret) },
      bearer(adminSession.accessToken),
    );
    expect(confirm.json<TRecoveryCodesAnswer>().recoveryCodes).toHaveLength(10);

    expect((await put(adminSession.accessToken, true)).json()).toEqual({ requireTwoFactorForStaff: true });
    expect((await k.get('/api/auth/me', clerkSession.accessToken)).statusCode).toBe(401);
    expect((await k.get('/api/auth/me', adminSession.accessToken)).statusCode).toBe(200);
    expect((await k.challengeOf(clerk)).secondFactor).toBe('ENROL');
    const read = await k.get('/api/firm/security-settings', adminSession.accessToken);
    expect(read.json()).toEqual({ requireTwoFactorForStaff: true });

    expect((await put(adminSession.accessToken, false)).statusCode).toBe(200);
    const direct = await k.tokensFromPassword(clerk);
    expect(direct.accessToken).toBeTruthy();
    const changes = await ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('firm_id', '=', firmId)
      .where('action', '=', 'firm.two_factor_requirement_changed')
      .orderBy('id')
      .execute();
    expect(changes.map((c) => [c.actor_user_id, c.details.required])).toEqual([
      [admin.id, true],
      [admin.id, false],
    ]);
  });
});

describe('the profile', () => {
  it('lets a client enrol, regenerate recovery codes and turn it off; SMOOOTH cannot turn it off', async () => {
    const client = await buildUser(ctx.database.db, { userType: 'GU' });
    const session = await login(ctx.app, client);
    const token = session.accessToken;
    expect((await k.get('/api/user/two-factor', token)).json()).toEqual({
      enabled: false,
      required: false,
      enrolledDate: null,
      recoveryCodesLeft: 0,
    });
    const { secret, otpauthUri, account } = (
      await k.post('/api/user/two-factor/enrolment', undefined, bearer(token))
    ).json<TTwoFactorEnrolment>();
    expect(account).toBe(client.username);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const enrolled = await k.post(
      '/api/user/two-factor/enrolment/confirm',
      { code: await nextTotpCode(ctx.app, client.username, secret) },
      bearer(token),
    );
    const firstCodes = enrolled.json<TRecoveryCodesAnswer>().recoveryCodes;
    expect((await k.post('/api/user/two-factor/enrolment', undefined, bearer(token))).statusCode).toBe(409);

    const regenerated = await k.post(
      '/api/user/two-factor/recovery-codes',
      { code: await nextTotpCode(ctx.app, client.username, secret) },
      bearer(token),
    );
    const newCodes = regenerated.json<TRecoveryCodesAnswer>().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    const challenge = await k.challengeOf(client);
    const old = await k.post('/api/auth/login/second-factor', {
      challengeToken: challenge.challengeToken,
      recoveryCode: firstCodes[0],
    });
    expect(old.statusCode).toBe(400);

    const wrongPassword = await k.post(
      '/api/user/two-factor/disable',
      { password: 'not-the-password', code: await nextTotpCode(ctx.app, client.username, secret) },
      bearer(token),
    );
    expect(wrongPassword.json<TErrorResponse>()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    const off = await k.post(
      '/api/user/two-factor/disable',
      { password: client.password, code: await nextTotpCode(ctx.app, client.username, secret) },
      bearer(token),
    );
    expect(off.json<TTwoFactorStatus>().enabled).toBe(false);
    expect((await k.tokensFromPassword(client)).accessToken).toBeTruthy();
    expect(await auditActions(client.id)).toEqual([
      'two_factor.enrolled',
      'two_factor.recovery_codes_regenerated',
      'two_factor.failed',
      'two_factor.failed',
      'two_factor.disabled',
    ]);

    const operator = await buildUser(ctx.database.db, { userType: 'SMOOOTH' });
    const operatorSession = await login(ctx.app, operator);
    const required = await k.post(
      '/api/user/two-factor/disable',
      { password: operator.password, code: await nextTotpCode(ctx.app, operator.username) },
      bearer(operatorSession.accessToken),
    );
    expect(required.statusCode).toBe(409);
    expect(required.json<TErrorResponse>().code).toBe('SECOND_FACTOR_REQUIRED');
  });
});

describe('an administrator’s reset', () => {
  it('resets staff of the own firm (sessions end, enrolment again); another firm’s user is 404', async () => {
    const { firmId, admin, adminSession } = await requiringFirm();
    const clerk = await buildUser(ctx.database.db, { userType: 'COM_SEC', firmId });
    const { done } = await k.enrolAtSignIn(clerk);
    const outsider = await buildUser(ctx.database.db, { userType: 'COM_SEC', secondFactor: true });
    const client = await buildUser(ctx.database.db, {
      userType: 'GU',
      clientOf: [firmId],
      secondFactor: true,
    });
    const reset = (token: string, userId: string) =>
      k.post(`/api/accounts/users/${userId}/two-factor/reset`, undefined, bearer(token));

    expect((await reset(adminSession.accessToken, outsider.id)).statusCode).toBe(404);
    expect((await reset(adminSession.accessToken, client.id)).statusCode).toBe(404);
    expect((await reset(done.accessToken, admin.id)).statusCode).toBe(403);

    expect((await reset(adminSession.accessToken, clerk.id)).statusCode).toBe(204);
    expect((await k.get('/api/auth/me', done.accessToken)).statusCode).toBe(401);
    expect((await k.challengeOf(clerk)).secondFactor).toBe('ENROL');
    const row = await ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'target_id', 'firm_id'])
      .where('action', '=', 'two_factor.reset')
      .where('target_id', '=', clerk.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ actor_user_id: admin.id, target_id: clerk.id, firm_id: firmId });

    // SMOOOTH resets anyone's: the outsider's next sign-in answers tokens (their firm does not require it).
    const operator = await buildUser(ctx.database.db, { userType: 'SMOOOTH' });
    const operatorSession = await login(ctx.app, operator);
    expect((await reset(operatorSession.accessToken, outsider.id)).statusCode).toBe(204);
    expect((await k.tokensFromPassword(outsider)).accessToken).toBeTruthy();
  });
});
