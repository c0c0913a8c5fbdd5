import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAccountSummary,
  TAuditLogEntry,
  TErrorResponse,
  TFirmOverview,
  TLoginResponse,
} from '@portal/domain';
import { bearer, buildFirm, buildUser, login, type TBuiltUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

interface TFirm {
  firmId: string;
  admin: TBuiltUser;
  adminSession: TLoginResponse;
  comSec: TBuiltUser;
  client: TBuiltUser;
}

/** A firm with one administrator, one officer and one client. */
async function buildStaffedFirm(): Promise<TFirm> {
  const firmId = await buildFirm(ctx.database.db);
  const admin = await buildUser(ctx.database.db, { userType: 'SYSTEM_ADMIN', firmId });
  const comSec = await buildUser(ctx.database.db, { userType: 'COM_SEC', firmId });
  const client = await buildUser(ctx.database.db, { userType: 'GU', clientOf: [firmId] });
  return { firmId, admin, comSec, client, adminSession: await login(ctx.app, admin) };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  token: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (token: string, query: string) => {
  const response = await call('GET', `/api/accounts/users?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: TAccountSummary[]; total: number }>();
};
const audit = async (token: string, query = '') => {
  const response = await call('GET', `/api/audit-log?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: TAuditLogEntry[]; total: number }>().items;
};

describe('account lists', () => {
  it("shows a firm's staff and clients to its administrator and officers, and nothing of other firms", async () => {
    const harbour = await buildStaffedFirm();
    const kowloon = await buildStaffedFirm();
    const staff = await list(harbour.adminSession.accessToken, 'group=staff');
    expect(staff.items.map((u) => u.userID).sort()).toEqual([harbour.admin.id, harbour.comSec.id].sort());
    const clients = await list(harbour.adminSession.accessToken, 'group=clients');
    expect(clients.items.map((u) => u.userID)).toEqual([harbour.client.id]);

    const officer = await login(ctx.app, harbour.comSec);
    expect((await list(officer.accessToken, 'group=staff')).total).toBe(2);
    const searched = await list(
      officer.accessToken,
      `group=staff&search=${harbour.comSec.username.slice(5)}`,
    );
    expect(searched.items.map((u) => u.userID)).toEqual([harbour.comSec.id]);
    // A pattern character is a character, not a wildcard.
    expect((await list(officer.accessToken, 'group=staff&search=%25')).total).toBe(0);

    const elsewhere = await call(
      'GET',
      `/api/accounts/users?group=staff&firmID=${kowloon.firmId}`,
      harbour.adminSession.accessToken,
    );
    expect(elsewhere.statusCode).toBe(404);

    const client = await login(ctx.app, harbour.client);
    expect((await call('GET', '/api/accounts/users', client.accessToken)).statusCode).toBe(403);
    const myFirms = await call('GET', '/api/accounts/my-firms', client.accessToken);
    const firmName = await ctx.database.db
      .selectFrom('firms')
      .select('name')
      .where('id', '=', harbour.firmId)
      .executeTakeFirstOrThrow();
    expect(myFirms.json()).toEqual({ items: [{ firmID: harbour.firmId, name: firmName.name }] });
  });

  it('shows SMOOOTH every firm with its people, and lets it change nothing', async () => {
    const harbour = await buildStaffedFirm();
    const operator = await buildUser(ctx.database.db, { userType: 'SMOOOTH' });
    const session = await login(ctx.app, operator);
    const firms = (await call('GET', '/api/accounts/firms', session.accessToken)).json<{
      items: TFirmOverview[];
    }>();
    expect(firms.items.find((f) => f.firmID === harbour.firmId)).toMatchObject({
      staffCount: 2,
      activeAdminCount: 1,
      clientCount: 1,
    });
    const staff = await list(session.accessToken, `group=staff&firmID=${harbour.firmId}`);
    expect(staff.total).toBe(2);
    const deactivate = await call(
      'POST',
      `/api/accounts/users/${harbour.comSec.id}/deactivate`,
      session.accessToken,
    );
    expect(deactivate.statusCode).toBe(403);
    expect((await call('GET', '/api/accounts/firms', harbour.adminSession.accessToken)).statusCode).toBe(403);
  });
});

describe('roles and deactivation', () => {
  it('ends the sessions of a deactivated person at once and keeps them out until reactivated', async () => {
    const firm = await buildStaffedFirm();
    const officer = await login(ctx.app, firm.comSec);
    expect((await call('GET', '/api/auth/me', officer.accessToken)).statusCode).toBe(200);

    const done = await call(
      'POST',
      `/api/accounts/users/${firm.comSec.id}/deactivate`,
      firm.adminSession.accessToken,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TAccountSummary>().status).toBe('DEACTIVATED');

    expect((await call('GET', '/api/auth/me', officer.accessToken)).statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: officer.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: firm.comSec.username, password: firm.comSec.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<TErrorResponse>().code).toBe('ACCOUNT_DEACTIVATED');

    const back = await call(
      'POST',
      `/api/accounts/users/${firm.comSec.id}/reactivate`,
      firm.adminSession.accessToken,
    );
    expect(back.json<TAccountSummary>().status).toBe('ACTIVE');
    await login(ctx.app, firm.comSec);

    const rows = await audit(firm.adminSession.accessToken);
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.deactivated', 'user.reactivated', 'auth.login_refused']),
    );
    const deactivated = rows.find((r) => r.action === 'user.deactivated')!;
    expect(deactivated).toMatchObject({
      actorUserID: firm.admin.id,
      targetID: firm.comSec.id,
      targetType: 'user',
    });
    expect(deactivated.actorName).toBe('Tai Man Chan');
  });

  it('changes a role, ends that person’s sessions, and never leaves a firm without an administrator', async () => {
    const firm = await buildStaffedFirm();
    const officer = await login(ctx.app, firm.comSec);
    const promoted = await call(
      'PATCH',
      `/api/accounts/users/${firm.comSec.id}/role`,
      firm.adminSession.accessToken,
      {
        userType: 'SYSTEM_ADMIN',
      },
    );
    expect(promoted.json<TAccountSummary>().userType).toBe('SYSTEM_ADMIN');
    expect((await call('GET', '/api/auth/me', officer.accessToken)).statusCode).toBe(401);

    // Two administrators now: the first may step down; the second then cannot.
    const stepDown = await call(
      'PATCH',
      `/api/accounts/users/${firm.admin.id}/role`,
      firm.adminSession.accessToken,
      {
        userType: 'COM_SEC',
      },
    );
    expect(stepDown.statusCode).toBe(200);
    const newAdmin = await login(ctx.app, firm.comSec);
    const last = await call('PATCH', `/api/accounts/users/${firm.comSec.id}/role`, newAdmin.accessToken, {
      userType: 'COM_SEC',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<TErrorResponse>().code).toBe('LAST_SYSTEM_ADMIN');
    const deactivateSelf = await call(
      'POST',
      `/api/accounts/users/${firm.comSec.id}/deactivate`,
      newAdmin.accessToken,
    );
    expect(deactivateSelf.json<TErrorResponse>().code).toBe('LAST_SYSTEM_ADMIN');

    const roles = (await audit(newAdmin.accessToken, 'action=user.role_changed')).map((r) => r.details);
    expect(roles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'COM_SEC', to: 'SYSTEM_ADMIN' }),
        expect.objectContaining({ from: 'SYSTEM_ADMIN', to: 'COM_SEC' }),
      ]),
    );
  });

  it('lets only one of two administrators removing each other at once succeed', async () => {
    const firm = await buildStaffedFirm();
    const second = await buildUser(ctx.database.db, { userType: 'SYSTEM_ADMIN', firmId: firm.firmId });
    const secondSession = await login(ctx.app, second);
    const [a, b] = await Promise.all([
      call('POST', `/api/accounts/users/${second.id}/deactivate`, firm.adminSession.accessToken),
      call('POST', `/api/accounts/users/${firm.admin.id}/deactivate`, secondSession.accessToken),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const admins = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('firm_id', '=', firm.firmId)
      .where('user_type', '=', 'SYSTEM_ADMIN')
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it("refuses officers, clients and other firms' administrators", async () => {
    const harbour = await buildStaffedFirm();
    const kowloon = await buildStaffedFirm();
    const officer = await login(ctx.app, harbour.comSec);
    const byOfficer = await call(
      'PATCH',
      `/api/accounts/users/${harbour.admin.id}/role`,
      officer.accessToken,
      {
        userType: 'COM_SEC',
      },
    );
    expect(byOfficer.statusCode).toBe(403);

    const kowloonAdmin = kowloon.adminSession.accessToken;
    for (const [method, url, payload] of [
      ['PATCH', `/api/accounts/users/${harbour.comSec.id}/role`, { userType: 'SYSTEM_ADMIN' }],
      ['POST', `/api/accounts/users/${harbour.comSec.id}/deactivate`, undefined],
      ['POST', `/api/accounts/users/${harbour.admin.id}/deactivate`, undefined],
      ['POST', `/api/accounts/users/${harbour.client.id}/deactivate`, undefined],
    ] as const) {
      const response = await call(method, url, kowloonAdmin, payload);
      expect(response.statusCode, url).toBe(404);
    }
    // A client is not staff: no firm deactivates or promotes a client account.
    const promoteClient = await call(
      'PATCH',
      `/api/accounts/users/${harbour.client.id}/role`,
      harbour.adminSession.accessToken,
      {
        userType: 'SYSTEM_ADMIN',
      },
    );
    expect(promoteClient.statusCode).toBe(404);
    const still = await ctx.database.db
      .selectFrom('users')
      .select(['status', 'user_type'])
      .where('id', 'in', [harbour.comSec.id, harbour.client.id])
      .execute();
    expect(still.every((u) => u.status === 'ACTIVE')).toBe(true);
    expect(still.map((u) => u.user_type).sort()).toEqual(['COM_SEC', 'GU']);
    const invitationOfHarbour = await call(
      'POST',
      '/api/accounts/invitations',
      harbour.adminSession.accessToken,
      {
        email: `guest.${Date.now()}@client.example`,
        userType: 'GU',
      },
    );
    const id = invitationOfHarbour.json<{ invitationID: string }>().invitationID;
    expect((await call('POST', `/api/accounts/invitations/${id}/resend`, kowloonAdmin)).statusCode).toBe(404);
    expect((await call('POST', `/api/accounts/invitations/${id}/revoke`, kowloonAdmin)).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it("shows the firm's own rows only, to its administrator only, and cannot be changed", async () => {
    const harbour = await buildStaffedFirm();
    const kowloon = await buildStaffedFirm();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: harbour.comSec.username, password: 'wrong-password-here' },
      remoteAddress: '10.44.0.9',
    });
    const rows = await audit(harbour.adminSession.accessToken, 'action=auth.login_failed');
    const failed = rows.find((r) => r.targetID === harbour.comSec.id);
    expect(failed).toMatchObject({ ip: '10.44.0.9', actorUserID: null });
    expect(failed?.targetName).toBe('Tai Man Chan');

    const kowloonRows = await audit(kowloon.adminSession.accessToken);
    expect(kowloonRows.some((r) => r.targetID === harbour.comSec.id)).toBe(false);
    expect(
      (await call('GET', `/api/audit-log?firmID=${harbour.firmId}`, kowloon.adminSession.accessToken))
        .statusCode,
    ).toBe(404);

    const officer = await login(ctx.app, harbour.comSec);
    expect((await call('GET', '/api/audit-log', officer.accessToken)).statusCode).toBe(403);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await call(method, '/api/audit-log', harbour.adminSession.accessToken, {})).statusCode).toBe(
        404,
      );
    }

    // Days are Hong Kong days.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
    expect(
      (await audit(harbour.adminSession.accessToken, `from=${today}&to=${today}`)).length,
    ).toBeGreaterThan(0);
    expect((await audit(harbour.adminSession.accessToken, 'from=2001-01-01&to=2001-01-02')).length).toBe(0);
    const badDate = await call('GET', '/api/audit-log?from=yesterday', harbour.adminSession.accessToken);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<TErrorResponse>().field).toBe('from');
  });
});
