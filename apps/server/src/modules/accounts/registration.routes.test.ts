import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  TErrorResponse,
  TInvitation,
  TInviteTokenEmail,
  TLoginResponse,
  TRegisterResponse,
} from '@portal/domain';
import { bearer, buildUser, login, type TBuiltUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { startTestSmtp, type TTestSmtp } from '../../test/smtp.js';
import { createJobHandlers } from '../jobs/job-handlers.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { createSmtpTransport } from '../mail/mail.service.js';

const PUBLIC_URL = 'https://portal.example';
let ctx: TTestContext;
let smtp: TTestSmtp;
let ipCounter = 0;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const nextIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp(), headers });
const deliver = () =>
  createJobRunner({
    db: ctx.database.db,
    handlers: createJobHandlers({
      db: ctx.database.db,
      transport: createSmtpTransport(smtp.url),
      mailFrom: 'Portal <no-reply@portal.example>',
      publicUrl: PUBLIC_URL,
    }),
    pollMs: 1000,
  }).runDue();
const mailTo = (address: string) => smtp.received.filter((m) => m.to?.[0]?.address === address);
const inviteTokenIn = (text: string | undefined) =>
  /https:\/\/portal\.example\/create-account\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
const verifyTokenIn = (text: string | undefined) =>
  /https:\/\/portal\.example\/verify-email\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

let emailCounter = 0;
const freshEmail = () => `invitee.${Date.now()}.${emailCounter++}@client.example`;

interface TInvited {
  admin: TBuiltUser;
  session: TLoginResponse;
  email: string;
  token: string;
  invitation: TInvitation;
}

/** A firm's administrator invites someone; returns the link's token as read from the real mail. */
async function invite(
  userType: 'GU' | 'COM_SEC' | 'SYSTEM_ADMIN',
  options: { admin?: TBuiltUser; language?: string } = {},
): Promise<TInvited> {
  const admin = options.admin ?? (await buildUser(ctx.database.db, { userType: 'SYSTEM_ADMIN' }));
  const session = await login(ctx.app, admin);
  const email = freshEmail();
  const response = await post(
    '/api/accounts/invitations',
    { email, userType, ...(options.language ? { language: options.language } : {}) },
    bearer(session.accessToken),
  );
  expect(response.statusCode, response.body).toBe(201);
  await deliver();
  const mail = mailTo(email).at(-1);
  const token = inviteTokenIn(mail?.text);
  expect(token).toBeTruthy();
  return { admin, session, email, token: token!, invitation: response.json<TInvitation>() };
}

let usernameCounter = 0;
const registration = (invited: { email: string; token: string }, overrides: object = {}) => ({
  username: `joined.${Date.now()}.${usernameCounter++}`,
  password: 'Victoria-Harbour-Ferry-1888',
  email: invited.email,
  chiName: '陳小芬',
  engFirstName: 'Siu Fan',
  engLastName: 'Chan',
  token: invited.token,
  ...overrides,
});

const auditRows = (firmId: string, action: string) =>
  ctx.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('firm_id', '=', firmId)
    .where('action', '=', action)
    .execute();

describe('invitation and registration', () => {
  it('mails the invitation, shows the invited e-mail, registers the client with the firm and signs in', async () => {
    const invited = await invite('GU', { language: 'zh-HK' });
    const mail = mailTo(invited.email)[0]!;
    expect(mail.subject).toContain('邀請你使用公司秘書平台');
    expect(mail.text).toContain('客戶');

    const info = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/inviteTokenEmail?token=${invited.token}`,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json<TInviteTokenEmail>()).toMatchObject({
      email: invited.email,
      userType: 'GU',
      language: 'zh-HK',
    });

    const body = registration(invited, { userTypeID: 'GU' });
    const created = await post('/api/user/register', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<TRegisterResponse>()).toMatchObject({
      userType: 'GU',
      emailVerificationRequired: false,
    });

    const session = await login(ctx.app, { username: body.username, password: body.password });
    expect(session.user.userType.typeCode).toBe('GU');
    expect(session.user.language).toBe('zh-HK');
    expect(session.isFirstTimeLogin).toBe(false);
    const links = await ctx.database.db
      .selectFrom('client_firm_links')
      .select('firm_id')
      .where('user_id', '=', session.user.userID)
      .execute();
    expect(links.map((l) => l.firm_id)).toEqual([invited.admin.firmId]);

    const registered = await auditRows(invited.admin.firmId!, 'user.registered');
    expect(registered.map((r) => r.target_id)).toContain(session.user.userID);
    expect((await auditRows(invited.admin.firmId!, 'invitation.created')).length).toBeGreaterThan(0);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/invitations',
      headers: bearer(invited.session.accessToken),
    });
    const row = listed.json<{ items: TInvitation[] }>().items.find((i) => i.email === invited.email);
    expect(row?.status).toBe('ACCEPTED');
  });

  it('uses a link once: a second registration with it is refused', async () => {
    const invited = await invite('GU');
    expect((await post('/api/user/register', registration(invited))).statusCode).toBe(201);
    const again = await post('/api/user/register', registration(invited));
    expect(again.statusCode).toBe(410);
    expect(again.json<TErrorResponse>().code).toBe('LINK_USED');
    const info = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/inviteTokenEmail?token=${invited.token}`,
    });
    expect(info.json<TErrorResponse>().code).toBe('LINK_USED');
  });

  it('lets only one of two registrations at the same moment through', async () => {
    const invited = await invite('GU');
    const [first, second] = await Promise.all([
      post('/api/user/register', registration(invited)),
      post('/api/user/register', registration(invited)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 410]);
    const users = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', invited.email.toLowerCase())
      .execute();
    expect(users).toHaveLength(1);
  });

  it('gives staff the role and firm of the invitation', async () => {
    const invited = await invite('COM_SEC');
    const body = registration(invited);
    expect((await post('/api/user/register', body)).statusCode).toBe(201);
    const session = await login(ctx.app, { username: body.username, password: body.password });
    expect(session.user.userType.typeCode).toBe('COM_SEC');
    expect(session.user.firm?.firmID).toBe(invited.admin.firmId);
  });

  it('refuses a client who asks to register as staff, logs it, and keeps the link usable', async () => {
    const invited = await invite('GU');
    for (const userTypeID of ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH', 1]) {
      const refused = await post('/api/user/register', registration(invited, { userTypeID }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json<TErrorResponse>()).toMatchObject({ code: 'ROLE_NOT_INVITED', field: 'userTypeID' });
    }
    // Other fields cannot smuggle a role or a firm either.
    const smuggled = await post(
      '/api/user/register',
      registration(invited, { userType: 'SYSTEM_ADMIN', firmId: invited.admin.firmId }),
    );
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json<TErrorResponse>().details?.map((d) => d.reason)).toContain('unknownField');

    const refusedRows = await auditRows(invited.admin.firmId!, 'auth.register_refused');
    expect(refusedRows.length).toBe(4);
    expect(refusedRows[0]!.details).toMatchObject({ invitedAs: 'GU', reason: 'role_not_invited' });

    const body = registration(invited);
    expect((await post('/api/user/register', body)).statusCode).toBe(201);
    const session = await login(ctx.app, { username: body.username, password: body.password });
    expect(session.user.userType.typeCode).toBe('GU');
  });

  it('refuses expired, withdrawn and guessed links with their own codes', async () => {
    const expired = await invite('GU');
    await ctx.database.db
      .updateTable('invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', expired.invitation.invitationID)
      .execute();
    const late = await post('/api/user/register', registration(expired));
    expect(late.statusCode).toBe(410);
    expect(late.json<TErrorResponse>().code).toBe('LINK_EXPIRED');

    const withdrawn = await invite('GU');
    const revoke = await post(
      `/api/accounts/invitations/${withdrawn.invitation.invitationID}/revoke`,
      {},
      bearer(withdrawn.session.accessToken),
    );
    expect(revoke.json<TInvitation>().status).toBe('REVOKED');
    const gone = await post('/api/user/register', registration(withdrawn));
    expect(gone.json<TErrorResponse>().code).toBe('LINK_INVALID');

    const guessed = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/inviteTokenEmail?token=${'A'.repeat(43)}`,
    });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json<TErrorResponse>().code).toBe('LINK_INVALID');
  });

  it('limits how many links one address may try', async () => {
    const check = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/auth/inviteTokenEmail?token=${'C'.repeat(43)}`,
        remoteAddress: '10.66.6.6',
      });
    for (let i = 0; i < 60; i += 1) expect((await check()).statusCode).toBe(400);
    const blocked = await check();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<TErrorResponse>().retryAfterSeconds).toBeGreaterThan(0);
  });

  it('resends with a new link and the old one stops working', async () => {
    const invited = await invite('GU');
    const resent = await post(
      `/api/accounts/invitations/${invited.invitation.invitationID}/resend`,
      {},
      bearer(invited.session.accessToken),
    );
    expect(resent.statusCode).toBe(200);
    await deliver();
    const newToken = inviteTokenIn(mailTo(invited.email).at(-1)?.text);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(invited.token);
    const old = await post('/api/user/register', registration(invited));
    expect(old.json<TErrorResponse>().code).toBe('LINK_INVALID');
    expect(
      (await post('/api/user/register', registration({ ...invited, token: newToken! }))).statusCode,
    ).toBe(201);
  });

  it('names the field at fault and leaves the invitation usable', async () => {
    const invited = await invite('GU');
    const weak = await post('/api/user/register', registration(invited, { password: 'password123' }), {
      'accept-language': 'zh-HK',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<TErrorResponse>().field).toBe('password');
    expect(weak.json<TErrorResponse>().message).toContain('密碼');

    const existing = await buildUser(ctx.database.db, { userType: 'GU' });
    const taken = await post('/api/user/register', registration(invited, { username: existing.username }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<TErrorResponse>().field).toBe('username');

    const chineseInEnglish = await post(
      '/api/user/register',
      registration(invited, { engFirstName: '小芬' }),
    );
    expect(chineseInEnglish.json<TErrorResponse>().field).toBe('engFirstName');

    expect((await post('/api/user/register', registration(invited))).statusCode).toBe(201);
  });

  it('lets only the right people invite', async () => {
    const comSec = await buildUser(ctx.database.db, { userType: 'COM_SEC' });
    const comSecSession = await login(ctx.app, comSec);
    const colleague = await post(
      '/api/accounts/invitations',
      { email: freshEmail(), userType: 'COM_SEC' },
      bearer(comSecSession.accessToken),
    );
    expect(colleague.statusCode).toBe(403);
    const client = await post(
      '/api/accounts/invitations',
      { email: freshEmail(), userType: 'GU' },
      bearer(comSecSession.accessToken),
    );
    expect(client.statusCode).toBe(201);

    const gu = await buildUser(ctx.database.db, { userType: 'GU' });
    const guSession = await login(ctx.app, gu);
    const byClient = await post(
      '/api/accounts/invitations',
      { email: freshEmail(), userType: 'GU' },
      bearer(guSession.accessToken),
    );
    expect(byClient.statusCode).toBe(403);

    const admin = await buildUser(ctx.database.db, { userType: 'SYSTEM_ADMIN' });
    const adminSession = await login(ctx.app, admin);
    const existing = await post(
      '/api/accounts/invitations',
      { email: gu.email.toUpperCase(), userType: 'GU' },
      bearer(adminSession.accessToken),
    );
    expect(existing.statusCode).toBe(409);
    expect(existing.json<TErrorResponse>().field).toBe('email');
  });
});

describe('e-mail verification', () => {
  async function registerElsewhere() {
    const invited = await invite('GU');
    const ownAddress = freshEmail();
    const body = registration(invited, { email: ownAddress });
    const created = await post('/api/user/register', body);
    expect(created.statusCode).toBe(201);
    expect(created.json<TRegisterResponse>().emailVerificationRequired).toBe(true);
    await deliver();
    const token = verifyTokenIn(mailTo(ownAddress).at(-1)?.text);
    expect(token).toBeTruthy();
    return { invited, body, ownAddress, token: token! };
  }

  it('holds sign-in until the other address is confirmed, then lets the person in', async () => {
    const { body, ownAddress, token, invited } = await registerElsewhere();
    const early = await post('/api/auth/login', { username: body.username, password: body.password });
    expect(early.statusCode).toBe(403);
    expect(early.json<TErrorResponse>().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await post('/api/user/verifyEmail', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, email: ownAddress });
    expect(
      (await post('/api/auth/login', { username: body.username, password: body.password })).statusCode,
    ).toBe(200);
    const again = await post('/api/user/verifyEmail', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json<TErrorResponse>().code).toBe('LINK_USED');
    expect((await auditRows(invited.admin.firmId!, 'user.email_verified')).length).toBeGreaterThan(0);
  });

  it('turns an expired link into a new one, asked for with the old link or the username', async () => {
    const { body, ownAddress, token } = await registerElsewhere();
    await ctx.database.db
      .updateTable('user_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('purpose', '=', 'VERIFY_EMAIL')
      .where('email', '=', ownAddress)
      .execute();
    const late = await post('/api/user/verifyEmail', { token });
    expect(late.statusCode).toBe(410);
    expect(late.json<TErrorResponse>().code).toBe('LINK_EXPIRED');

    smtp.received.length = 0;
    expect((await post('/api/user/resendVerifyEmail', { token })).statusCode).toBe(200);
    await deliver();
    const fresh = verifyTokenIn(mailTo(ownAddress).at(-1)?.text);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);

    smtp.received.length = 0;
    const byName = await post('/api/user/resendVerifyEmail', { login: body.username });
    const unknown = await post('/api/user/resendVerifyEmail', { login: 'nobody.at.all' });
    expect(byName.body).toBe(unknown.body);
    await deliver();
    expect(smtp.received).toHaveLength(1);
    const newest = verifyTokenIn(smtp.received[0]!.text)!;
    // Only the newest link works.
    expect((await post('/api/user/verifyEmail', { token: fresh })).json<TErrorResponse>().code).toBe(
      'LINK_USED',
    );
    expect((await post('/api/user/verifyEmail', { token: newest })).statusCode).toBe(200);
  });

  it('refuses a guessed link and a link for an address the account no longer uses', async () => {
    const guessed = await post('/api/user/verifyEmail', { token: 'B'.repeat(43) });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json<TErrorResponse>().code).toBe('LINK_INVALID');

    const { body, token } = await registerElsewhere();
    await ctx.database.db
      .updateTable('users')
      .set({ email: freshEmail() })
      .where('username', '=', body.username)
      .execute();
    expect((await post('/api/user/verifyEmail', { token })).json<TErrorResponse>().code).toBe('LINK_INVALID');
  });
});
