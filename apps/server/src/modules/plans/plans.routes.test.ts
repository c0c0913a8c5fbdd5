import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LEGAL_TEXTS,
  type TErrorResponse,
  type TFirmOverview,
  type TFirmSubscription,
  type TMyProfile,
  type TCreatedFirm,
  type TPlanCode,
} from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildEntity, buildUser, login } from '../../test/factories.js';
import {
  buildStaffedFirm,
  kit,
  multipart,
  PNG_BYTES,
  signedIn,
  upload,
  validInformation,
  type TSignedIn,
  type TStaffedFirm,
} from '../../test/case-kit.js';
import { acceptNameSearchTerms, TEST_UN_XML, uploadLists } from '../../test/screening-kit.js';
import { startTestSmtp, type TTestSmtp } from '../../test/smtp.js';
import { createJobHandlers } from '../jobs/job-handlers.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { createSmtpTransport } from '../mail/mail.service.js';
import { hkMonthStart } from './plan-usage.js';

const PUBLIC_URL = 'https://portal.example';
let ctx: TTestContext;
let smtp: TTestSmtp;
let k: ReturnType<typeof kit>;
let smoooth: TSignedIn;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  smtp = await startTestSmtp();
  k = kit(ctx.app, ctx.database.db);
  smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const db = () => ctx.database.db;

/** A staffed firm (an administrator, two officers, a client) on the plan given. */
async function firmOn(plan: TPlanCode): Promise<TStaffedFirm> {
  const firm = await buildStaffedFirm(ctx.app, db());
  await db().updateTable('firms').set({ plan_code: plan }).where('id', '=', firm.firmId).execute();
  return firm;
}

const subscription = (who: TSignedIn) => k.ok<TFirmSubscription>('GET', '/api/firm/subscription', who.token);
const inviteColleague = (firm: TStaffedFirm, email: string, language?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/invitations',
    headers: {
      authorization: `Bearer ${firm.admin.token}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: { email, userType: 'COM_SEC' },
  });
const count = async (table: 'invitations' | 'cases' | 'files' | 'name_searches', firmId: string) =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('firm_id', '=', firmId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const openIncorporation = (who: TSignedIn, name = 'Harbour Tea Limited') =>
  k.call('POST', '/api/cases', who.token, {
    caseType: 'MVP',
    companyEngName: name,
    client: {
      email: `owner.${crypto.randomUUID()}@client.example`,
      engFirstName: 'Tai Man',
      engLastName: 'Chan',
    },
  });
const setPlan = (firmId: string, planCode: TPlanCode) =>
  k.call('PUT', `/api/firms/${firmId}/plan`, smoooth.token, { planCode });
const deliver = () =>
  createJobRunner({
    db: db(),
    handlers: createJobHandlers({
      db: db(),
      transport: createSmtpTransport(smtp.url),
      mailFrom: 'Portal <no-reply@portal.example>',
      publicUrl: PUBLIC_URL,
    }),
    pollMs: 1000,
  }).runDue();

describe('the firm’s subscription', () => {
  it('shows the firm’s staff its plan and usage against every plan’s limits, and no one else', async () => {
    const firm = await firmOn('SOLO');
    await buildEntity(db(), { firmId: firm.firmId });
    expect((await openIncorporation(firm.officer)).statusCode).toBe(201);
    const seen = await subscription(firm.officer);
    expect(seen).toMatchObject({
      firmID: firm.firmId,
      planCode: 'SOLO',
      suspended: false,
      changeBy: 'SMOOOTH',
      billing: { status: 'NONE', periodEnd: null, hasCustomer: false },
      usage: {
        staffSeats: 3,
        activeEntities: 1,
        openCases: 1,
        nameSearchesPerMonth: 0,
        recognitionsPerMonth: 0,
      },
    });
    expect(seen.plans.map((p) => [p.planCode, p.limits.staffSeats, p.monthlyPriceCents])).toEqual([
      ['FREE', 1, 0],
      ['SOLO', 3, 48_000],
      ['TEAM', 15, 188_000],
      ['ENTERPRISE', null, null],
    ]);
    expect(new Date(seen.monthStart).getTime()).toBe(hkMonthStart().getTime());
    expect((await k.call('GET', '/api/firm/subscription', firm.client.token)).statusCode).toBe(403);
    expect((await k.call('GET', '/api/firm/subscription', smoooth.token)).statusCode).toBe(403);
  });
});

describe('plan limits, refused at the moment of the action with nothing half-done', () => {
  it('refuses the 4th colleague on Solo, names the limit and the plan that allows it, and sends nothing', async () => {
    const firm = await firmOn('SOLO');
    const before = await count('invitations', firm.firmId);
    const refused = await inviteColleague(firm, 'fourth@firm.example');
    expect(refused.statusCode, refused.body).toBe(403);
    const body = refused.json<TErrorResponse>();
    expect(body.code).toBe('PLAN_LIMIT_REACHED');
    expect(body.message).toBe(
      'The Solo plan allows 3 staff seats; this would make 4. The Team plan allows it: a system administrator of the firm can change plan under Subscription plan.',
    );
    expect(body.details).toEqual([
      { field: 'staffSeats', reason: 'planLimit', message: 'staff seats: 4 of 3' },
    ]);
    const chinese = (await inviteColleague(firm, 'fourth@firm.example', 'zh-HK')).json<TErrorResponse>();
    expect(chinese.message).toContain('Solo 計劃的職員席位上限為 3，此操作後將達 4');
    expect(await count('invitations', firm.firmId)).toBe(before);
    expect(await k.lastMailTo('fourth@firm.example')).toBeUndefined();

    // Clients take no seat; a plan change takes effect at once.
    const client = await k.call('POST', '/api/accounts/invitations', firm.admin.token, {
      email: 'client@firm.example',
      userType: 'GU',
    });
    expect(client.statusCode, client.body).toBe(201);
    const raised = await setPlan(firm.firmId, 'TEAM');
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await inviteColleague(firm, 'fourth@firm.example')).statusCode).toBe(201);
    expect((await subscription(firm.admin)).usage.staffSeats).toBe(4);
  });

  it('counts a pending invitation as a seat and refuses reactivating a colleague when the seats are taken', async () => {
    const firm = await firmOn('SOLO');
    await k.ok('POST', `/api/accounts/users/${firm.colleague.id}/deactivate`, firm.admin.token);
    expect((await inviteColleague(firm, 'newcomer@firm.example')).statusCode).toBe(201);
    const refused = await k.refused(
      'POST',
      `/api/accounts/users/${firm.colleague.id}/reactivate`,
      firm.admin.token,
      undefined,
      403,
    );
    expect(refused.code).toBe('PLAN_LIMIT_REACHED');
    const colleague = await db()
      .selectFrom('users')
      .select('status')
      .where('id', '=', firm.colleague.id)
      .executeTakeFirstOrThrow();
    expect(colleague.status).toBe('DEACTIVATED');
  });

  it('refuses a case over the open-case limit, and an incorporation over the company limit, writing no case', async () => {
    const free = await firmOn('FREE');
    for (const name of ['One Limited', 'Two Limited', 'Three Limited'])
      expect((await openIncorporation(free.admin, name)).statusCode).toBe(201);
    const cases = await count('cases', free.firmId);
    const refused = await openIncorporation(free.admin, 'Four Limited');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<TErrorResponse>().details?.[0]?.field).toBe('openCases');
    expect(await count('cases', free.firmId)).toBe(cases);

    // Five companies already: an incorporation would make a sixth (Free allows 5).
    const full = await firmOn('FREE');
    for (let i = 0; i < 5; i += 1) await buildEntity(db(), { firmId: full.firmId });
    const overCompanies = await openIncorporation(full.admin);
    expect(overCompanies.statusCode).toBe(403);
    expect(overCompanies.json<TErrorResponse>()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      details: [{ field: 'activeEntities', message: 'active companies: 6 of 5' }],
    });
    expect(await count('cases', full.firmId)).toBe(0);
  });

  it('refuses an upload that would pass the storage limit and keeps no file of it', async () => {
    const free = await firmOn('FREE');
    const opened = await openIncorporation(free.admin);
    const caseId = opened.json<{ caseID: string }>().caseID;
    // Nearly a gigabyte stored already.
    await db()
      .insertInto('files')
      .values({
        firm_id: free.firmId,
        case_id: caseId,
        holder_id: null,
        uploaded_by: free.admin.id,
        file_name: 'archive.pdf',
        file_size: 1024 ** 3 - 10,
        mime_type: 'application/pdf',
        extension: 'pdf',
        sha256: '0'.repeat(64),
        storage_key: `${free.firmId}/nowhere`,
      })
      .execute();
    const files = await count('files', free.firmId);
    const refused = await upload(ctx.app, free.admin.token, { caseID: caseId }, [
      { name: 'id.png', type: 'image/png', data: PNG_BYTES },
    ]);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<TErrorResponse>().details?.[0]?.field).toBe('storageBytes');
    expect(await count('files', free.firmId)).toBe(files);
  });

  it('counts the month’s name searches, not the portal’s monitoring, and refuses the one over', async () => {
    expect(
      (await uploadLists(ctx.app, smoooth.token, [{ name: 'un.xml', text: TEST_UN_XML }])).statusCode,
    ).toBe(201);
    const free = await firmOn('FREE');
    await acceptNameSearchTerms(ctx.app, free.admin.token);
    const row = (origin: 'MANUAL' | 'MONITORING', createdAt: Date) => ({
      id: crypto.randomUUID(),
      firm_id: free.firmId,
      origin,
      name: 'Someone',
      type: 'I' as const,
      threshold: '0.8',
      list_version_ids: '[]',
      match_count: 0,
      open_hits: 0,
      outcome: 'NO_HITS' as const,
      created_by: null,
      date_of_birth: null,
      nationality: null,
      id_number: null,
      case_id: null,
      holder_id: null,
      entity_id: null,
      created_at: createdAt,
    });
    const lastMonth = new Date(hkMonthStart().getTime() - 1000);
    await db()
      .insertInto('name_searches')
      .values([
        ...Array.from({ length: 19 }, () => row('MANUAL', new Date())),
        ...Array.from({ length: 5 }, () => row('MONITORING', new Date())),
        ...Array.from({ length: 5 }, () => row('MANUAL', lastMonth)),
      ])
      .execute();
    expect((await subscription(free.admin)).usage.nameSearchesPerMonth).toBe(19);
    const twentieth = await k.call('POST', '/api/name-search', free.admin.token, {
      name: 'Chan Tai Man',
      type: 'I',
    });
    expect(twentieth.statusCode, twentieth.body).toBe(201);
    const searches = await count('name_searches', free.firmId);
    const refused = await k.call('POST', '/api/name-search', free.admin.token, {
      name: 'Wong Siu Ming',
      type: 'I',
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<TErrorResponse>().details?.[0]).toMatchObject({
      field: 'nameSearchesPerMonth',
      message: 'name searches a month: 21 of 20',
    });
    expect(await count('name_searches', free.firmId)).toBe(searches);
  });

  it('refuses form recognition to a plan without it, and a recognition over the month’s count', async () => {
    const free = await firmOn('FREE');
    for (const text of ['ENTITY_MIGRATION_RECOGNITION_TERMS', 'ID_CARD_RECOGNITION_TERMS'] as const)
      await k.ok(
        'POST',
        '/api/legal/acceptances',
        free.admin.token,
        { text, version: LEGAL_TEXTS[text].version },
        201,
      );
    const read = (url: string) => {
      const { body, contentType } = multipart({}, [{ name: 'card.png', type: 'image/png', data: PNG_BYTES }]);
      return ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${free.admin.token}`, 'content-type': contentType },
        payload: body,
      });
    };
    const form = await read('/api/recognition/company-form');
    expect(form.statusCode, form.body).toBe(403);
    expect(form.json<TErrorResponse>()).toMatchObject({
      code: 'PLAN_FEATURE_NOT_INCLUDED',
      message:
        'Reading the Registry’s forms (NNC1, NAR1) is not part of the Free plan. The Solo plan includes it: a system administrator of the firm can change plan under Subscription plan.',
    });
    await db()
      .insertInto('plan_usage_events')
      .values(Array.from({ length: 10 }, () => ({ firm_id: free.firmId, kind: 'RECOGNITION' as const })))
      .execute();
    const card = await read('/api/recognition/id-document');
    expect(card.statusCode, card.body).toBe(403);
    expect(card.json<TErrorResponse>().details?.[0]?.field).toBe('recognitionsPerMonth');
  });
});

describe('SMOOOTH sets a firm’s plan by hand', () => {
  it('refuses a plan the firm is over, listing every excess, and changes nothing', async () => {
    const firm = await firmOn('TEAM');
    for (let i = 0; i < 4; i += 1) await openIncorporation(firm.officer, `Company ${i} Limited`);
    const refused = await setPlan(firm.firmId, 'FREE');
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json<TErrorResponse>();
    expect(body.code).toBe('PLAN_USAGE_OVER');
    expect(body.details?.map((d) => d.field)).toEqual(['staffSeats', 'openCases']);
    expect(body.message).toBe(
      'The firm uses more than the Free plan allows (staff seats: 3 of 1; open cases: 4 of 3); bring it within the limits first.',
    );
    expect((await subscription(firm.admin)).planCode).toBe('TEAM');

    const solo = await setPlan(firm.firmId, 'SOLO');
    expect(solo.statusCode, solo.body).toBe(200);
    expect(solo.json<TFirmOverview>()).toMatchObject({
      planCode: 'SOLO',
      usage: { staffSeats: 3, openCases: 4 },
    });
    expect(
      (await k.call('PUT', `/api/firms/${firm.firmId}/plan`, firm.admin.token, { planCode: 'ENTERPRISE' }))
        .statusCode,
    ).toBe(403);
    const logged = await db()
      .selectFrom('audit_log')
      .select(['details', 'actor_user_id'])
      .where('firm_id', '=', firm.firmId)
      .where('action', '=', 'firm.plan_changed')
      .execute();
    expect(logged).toEqual([
      { actor_user_id: smoooth.id, details: { from: 'TEAM', to: 'SOLO', by: 'SMOOOTH' } },
    ]);
  });
});

describe('suspending a firm', () => {
  it('lets its people read but not change, says why, and restores them', async () => {
    const firm = await firmOn('TEAM');
    const opened = await k.ok<{ caseID: string }>(
      'POST',
      '/api/cases',
      firm.officer.token,
      {
        caseType: 'MVP',
        companyEngName: 'Harbour Tea Limited',
        client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
      },
      201,
    );
    const caseId = opened.caseID;
    await k.linkOk(firm.client, (await k.liveCode(caseId, firm.officer)).invitationCode);
    const suspended = await k.call('POST', `/api/firms/${firm.firmId}/suspend`, smoooth.token, {
      reason: 'Subscription unpaid since October',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<TFirmOverview>().suspendedReason).toBe('Subscription unpaid since October');

    const me = await k.ok<TMyProfile>('GET', '/api/user/myProfile', firm.officer.token);
    expect(me.firm?.suspended).toBe(true);
    expect((await k.call('GET', `/api/cases/${caseId}`, firm.officer.token)).statusCode).toBe(200);
    const refused = await k.refused(
      'POST',
      '/api/cases',
      firm.admin.token,
      { caseType: 'MVP', companyEngName: 'X Limited' },
      423,
    );
    expect(refused).toMatchObject({
      code: 'FIRM_SUSPENDED',
      message:
        'The firm’s portal account is suspended: you can read but not change anything. Please contact the firm or SMOOOTH support.',
    });
    // The firm's client is refused on the firm's case; reading it still works.
    const clientWrite = await k.call(
      'PUT',
      `/api/cases/${caseId}/information`,
      firm.client.token,
      validInformation(),
    );
    expect(clientWrite.statusCode, clientWrite.body).toBe(423);
    expect((await k.call('GET', `/api/cases/${caseId}`, firm.client.token)).statusCode).toBe(200);
    // Signing out still works.
    expect((await k.call('POST', '/api/auth/logout', firm.colleague.token, {})).statusCode).toBe(204);

    const restored = await k.call('POST', `/api/firms/${firm.firmId}/restore`, smoooth.token);
    expect(restored.json<TFirmOverview>().suspendedDate).toBeNull();
    expect((await k.ok<TMyProfile>('GET', '/api/user/myProfile', firm.officer.token)).firm?.suspended).toBe(
      false,
    );
    const after = await k.call(
      'PUT',
      `/api/cases/${caseId}/information`,
      firm.client.token,
      validInformation(),
    );
    expect(after.statusCode, after.body).not.toBe(423);
    expect((await openIncorporation(firm.admin, 'Again Limited')).statusCode).toBe(201);
    expect(
      (await k.call('POST', `/api/firms/${firm.firmId}/suspend`, firm.admin.token, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('SMOOOTH creates a firm', () => {
  it('creates the firm and mails its first administrator an invitation they register with', async () => {
    const email = `first.admin.${Date.now()}@newfirm.example`;
    const created = await k.call('POST', '/api/firms', smoooth.token, {
      name: 'Lantau Company Secretaries Limited',
      tcspLicenceNo: 'TC009876',
      planCode: 'SOLO',
      adminEmail: email,
      adminLanguage: 'zh-HK',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { firm, invitation } = created.json<TCreatedFirm>();
    expect(firm).toMatchObject({
      name: 'Lantau Company Secretaries Limited',
      planCode: 'SOLO',
      staffCount: 0,
    });
    expect(invitation).toMatchObject({
      email,
      userType: 'SYSTEM_ADMIN',
      status: 'PENDING',
      language: 'zh-HK',
    });
    await deliver();
    const mail = smtp.received.find((m) => m.to?.[0]?.address === email);
    expect(mail?.text).toContain('Lantau Company Secretaries Limited');
    const token = /create-account\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: `lantau.${Date.now()}`,
        password: 'Victoria-Harbour-Ferry-1888',
        email,
        engFirstName: 'Ka Yan',
        engLastName: 'Lam',
        token,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const admin = await login(ctx.app, {
      username: registered.json<{ username: string }>().username,
      password: 'Victoria-Harbour-Ferry-1888',
    });
    expect(admin.user.userType.typeCode).toBe('SYSTEM_ADMIN');
    expect(admin.user.firm?.firmID).toBe(firm.firmID);
  });

  it('creates nothing when the first administrator’s address already has an account, and names the field', async () => {
    const existing = await buildUser(db(), { userType: 'GU' });
    const before = await db()
      .selectFrom('firms')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await k.call('POST', '/api/firms', smoooth.token, {
      name: 'Duplicate Limited',
      planCode: 'FREE',
      adminEmail: existing.email,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TErrorResponse>()).toMatchObject({ code: 'ALREADY_EXISTS', field: 'adminEmail' });
    const after = await db()
      .selectFrom('firms')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const bad = await k.call('POST', '/api/firms', smoooth.token, {
      name: 'Bad Licence Limited',
      planCode: 'FREE',
      adminEmail: 'someone@new.example',
      tcspLicenceNo: 'AB12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<TErrorResponse>().field).toBe('tcspLicenceNo');
  });
});
