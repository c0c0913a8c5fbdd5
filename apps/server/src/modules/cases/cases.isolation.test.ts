import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TCaseList, TEntitySummary, TTaskList } from '@portal/domain';
import { buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import {
  buildStaffedFirm,
  kit,
  signedIn,
  validInformation,
  type TSignedIn,
  type TStaffedFirm,
} from '../../test/case-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

interface TWorld {
  harbour: TStaffedFirm;
  kowloon: TStaffedFirm;
  /** A client of Harbour who is a member of no case. */
  stranger: TSignedIn;
  smoooth: TSignedIn;
  mvp: TCaseDetail;
  ar: TCaseDetail;
  kowloonCase: TCaseDetail;
}

/** Two firms, each with cases; a client of the first firm who is on none of them. */
async function buildWorld(): Promise<TWorld> {
  const harbour = await buildStaffedFirm(ctx.app, ctx.database.db);
  const kowloon = await buildStaffedFirm(ctx.app, ctx.database.db);
  const stranger = await signedIn(
    ctx.app,
    await buildUser(ctx.database.db, { userType: 'GU', clientOf: [harbour.firmId] }),
  );
  const smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
  const mvp = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    harbour.officer.token,
    {
      caseType: 'MVP',
      companyEngName: 'Harbour Tea Limited',
      client: { email: harbour.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
    },
    201,
  );
  await k.linkOk(harbour.client, (await k.liveCode(mvp.caseID, harbour.officer)).invitationCode);
  const entityId = await buildEntity(ctx.database.db, {
    firmId: harbour.firmId,
    clientUserId: harbour.client.id,
    name: 'Peak Tram Holdings Limited',
  });
  const ar = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    harbour.colleague.token,
    { caseType: 'AR', companyID: entityId },
    201,
  );
  const kowloonEntity = await buildEntity(ctx.database.db, {
    firmId: kowloon.firmId,
    clientUserId: kowloon.client.id,
  });
  const kowloonCase = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    kowloon.officer.token,
    { caseType: 'AMENDMENT', companyID: kowloonEntity },
    201,
  );
  return { harbour, kowloon, stranger, smoooth, mvp, ar, kowloonCase };
}

describe('isolation: another firm, another client', () => {
  it('answers 404 (or 403 for a role that may never call it) on every case and task endpoint, and changes nothing', async () => {
    const w = await buildWorld();
    const caseId = w.mvp.caseID;
    const taskId = (await k.openTask(caseId, w.harbour.client.token, 'POC_FORM')).taskID;
    const invitationId = (await k.invitations(caseId, w.harbour.officer))[0]?.invitationID;
    const before = await ctx.database.db
      .selectFrom('cases')
      .selectAll()
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();

    const outsiders = [w.kowloon.admin, w.kowloon.officer, w.kowloon.client, w.stranger];
    const endpoints: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', `/api/cases/${caseId}`],
      ['GET', `/api/cases/${caseId}/information`],
      ['PUT', `/api/cases/${caseId}/information`, validInformation()],
      ['POST', `/api/cases/${caseId}/cancel`, { reason: 'mine now' }],
      ['POST', `/api/cases/${caseId}/staff-in-charge`, { userID: w.kowloon.officer.id }],
      ['GET', `/api/cases/${caseId}/invitations`],
      ['POST', `/api/cases/${caseId}/invitations/${invitationId}/resend`],
      ['POST', `/api/cases/${caseId}/invitations/${invitationId}/new-code`, {}],
      ['GET', `/api/tasks/${taskId}`],
      ['POST', `/api/tasks/${taskId}/claim`],
      ['POST', `/api/tasks/${taskId}/complete`, {}],
    ];
    for (const who of outsiders) {
      for (const [method, url, body] of endpoints) {
        const response = await k.call(method, url, who.token, body);
        // Staff of another firm and unrelated clients learn nothing: not found, or forbidden by role.
        expect([403, 404], `${who.userType} ${method} ${url}: ${response.body}`).toContain(
          response.statusCode,
        );
        if (response.statusCode === 403) expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    // SMOOOTH reads but does not act.
    expect((await k.call('GET', `/api/cases/${caseId}`, w.smoooth.token)).statusCode).toBe(200);
    for (const [method, url, body] of endpoints.filter(([m]) => m !== 'GET')) {
      const response = await k.call(method, url, w.smoooth.token, body);
      expect([403, 404], `SMOOOTH ${method} ${url}`).toContain(response.statusCode);
    }
    const after = await ctx.database.db
      .selectFrom('cases')
      .selectAll()
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await k.detail(caseId, w.harbour.officer.token)).tasks.map((t) => t.status)).toEqual([
      'IN_PROGRESS',
    ]);
  });

  it('lists only what each caller may see', async () => {
    const w = await buildWorld();
    const ids = (list: TCaseList) => list.items.map((c) => c.caseID).sort();
    const harbourCases = await k.ok<TCaseList>('GET', '/api/cases', w.harbour.officer.token);
    expect(ids(harbourCases)).toEqual([w.mvp.caseID, w.ar.caseID].sort());
    expect(ids(await k.ok<TCaseList>('GET', '/api/cases', w.kowloon.officer.token))).toEqual([
      w.kowloonCase.caseID,
    ]);
    expect(ids(await k.ok<TCaseList>('GET', '/api/cases', w.harbour.client.token))).toEqual(
      [w.mvp.caseID, w.ar.caseID].sort(),
    );
    expect((await k.ok<TCaseList>('GET', '/api/cases', w.stranger.token)).items).toEqual([]);
    // Another firm's id as a filter finds nothing.
    expect(
      (
        await k.ok<TCaseList>('GET', `/api/cases?firmID=${w.kowloon.firmId}`, w.harbour.officer.token)
      ).items.map((c) => c.firmID),
    ).toEqual([w.harbour.firmId, w.harbour.firmId]);
    const smooothAll = await k.ok<TCaseList>('GET', `/api/cases?firmID=${w.kowloon.firmId}`, w.smoooth.token);
    expect(ids(smooothAll)).toEqual([w.kowloonCase.caseID]);

    const taskCases = (list: TTaskList) => [...new Set(list.items.map((t) => t.caseID))].sort();
    expect(taskCases(await k.ok<TTaskList>('GET', '/api/tasks', w.kowloon.admin.token))).toEqual([
      w.kowloonCase.caseID,
    ]);
    expect(
      await k.ok<TTaskList>('GET', `/api/tasks?caseID=${w.mvp.caseID}`, w.kowloon.admin.token),
    ).toMatchObject({ items: [], total: 0 });
    expect((await k.ok<TTaskList>('GET', '/api/tasks', w.stranger.token)).items).toEqual([]);
    expect(taskCases(await k.ok<TTaskList>('GET', '/api/tasks?tabKey=mine', w.harbour.client.token))).toEqual(
      [w.mvp.caseID],
    );

    const entityNames = (list: { items: TEntitySummary[] }) => list.items.map((e) => e.firmID);
    expect(new Set(entityNames(await k.ok('GET', '/api/entities', w.harbour.officer.token)))).toEqual(
      new Set([w.harbour.firmId]),
    );
    expect((await k.ok<{ items: TEntitySummary[] }>('GET', '/api/entities', w.stranger.token)).items).toEqual(
      [],
    );
    expect(
      (
        await k.ok<{ items: TEntitySummary[] }>(
          'GET',
          `/api/entities?firmID=${w.kowloon.firmId}`,
          w.harbour.client.token,
        )
      ).items,
    ).toEqual([]);
  });

  it('refuses to open or request a case for another firm’s entity or a firm the client is not linked to', async () => {
    const w = await buildWorld();
    const kowloonEntity = w.kowloonCase.companyID;
    const foreign = await k.refused(
      'POST',
      '/api/cases',
      w.harbour.officer.token,
      { caseType: 'AR', companyID: kowloonEntity },
      400,
    );
    expect(foreign.field).toBe('companyID');
    const notLinked = await k.refused(
      'POST',
      '/api/cases/requests',
      w.harbour.client.token,
      {
        firmID: w.kowloon.firmId,
        caseType: 'MVP',
        companyEngName: 'Sneaky Limited',
      },
      400,
    );
    expect(notLinked.field).toBe('firmID');
    // An entity of the right firm the client is not linked to.
    const other = await buildEntity(ctx.database.db, { firmId: w.harbour.firmId });
    const notTheirs = await k.refused(
      'POST',
      '/api/cases/requests',
      w.harbour.client.token,
      { firmID: w.harbour.firmId, caseType: 'AMENDMENT', companyID: other },
      400,
    );
    expect(notTheirs.field).toBe('companyID');
    const wrongOfficer = await k.refused(
      'POST',
      '/api/cases',
      w.harbour.admin.token,
      {
        caseType: 'MVP',
        companyEngName: 'X Limited',
        client: { email: 'x@test.example', engFirstName: 'X', engLastName: 'Y' },
        staffInChargeUserID: w.kowloon.officer.id,
      },
      400,
    );
    expect(wrongOfficer.field).toBe('staffInChargeUserID');
    // Clients cannot open cases as staff do, and staff do not make client requests.
    expect(
      (await k.call('POST', '/api/cases', w.harbour.client.token, { caseType: 'MVP', companyEngName: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await k.call('POST', '/api/cases/requests', w.harbour.officer.token, {
          firmID: w.harbour.firmId,
          caseType: 'MVP',
          companyEngName: 'X',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await k.call('POST', '/api/case/link', w.harbour.officer.token, {
          invitationCode: 'ABCDEFGH',
          firstName: 'a',
          lastName: 'b',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a code is single use: a second client with the right code and names is refused', async () => {
    const w = await buildWorld();
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      w.harbour.officer.token,
      {
        caseType: 'MVP',
        companyEngName: 'Once Only Limited',
        client: { email: 'shared@test.example', engFirstName: 'Tai Man', engLastName: 'Chan' },
      },
      201,
    );
    const code = (await k.liveCode(opened.caseID, w.harbour.officer)).invitationCode;
    await k.linkOk(w.stranger, code);
    const second = await k.link(w.kowloon.client, code);
    expect(second.json()).toMatchObject({ code: 'LINK_CASE_FAIL' });
    expect((await k.call('GET', `/api/cases/${opened.caseID}`, w.kowloon.client.token)).statusCode).toBe(404);
  });
});

describe('invitation codes: attempts, expiry, resend and new code', () => {
  it('locks a code after five wrong names; the firm sees it locked and sends a new one', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      {
        caseType: 'MVP',
        companyEngName: 'Locked Out Limited',
        client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
      },
      201,
    );
    const first = await k.liveCode(opened.caseID, firm.officer);
    for (let i = 0; i < 5; i += 1)
      expect((await k.link(firm.client, first.invitationCode, 'Wrong', 'Name')).json()).toMatchObject({
        code: 'LINK_CASE_FAIL',
      });
    // Now even the right names fail: the code is locked.
    expect((await k.link(firm.client, first.invitationCode)).json()).toMatchObject({
      code: 'LINK_CASE_FAIL',
    });
    const [locked] = await k.invitations(opened.caseID, firm.officer);
    expect(locked).toMatchObject({ status: 'LOCKED', attemptsLeft: 0 });
    expect(
      (
        await k.refused(
          'POST',
          `/api/cases/${opened.caseID}/invitations/${locked?.invitationID}/resend`,
          firm.officer.token,
          undefined,
          409,
        )
      ).code,
    ).toBe('CONFLICT');
    const fresh = await k.ok<{ invitationCode: string; status: string; email: string }>(
      'POST',
      `/api/cases/${opened.caseID}/invitations/${locked?.invitationID}/new-code`,
      firm.officer.token,
      { engFirstName: 'Tai-Man' },
    );
    expect(fresh).toMatchObject({ status: 'PENDING', email: firm.client.email });
    expect(fresh.invitationCode).not.toBe(first.invitationCode);
    expect((await k.lastMailTo(firm.client.email))?.text_body).toContain(fresh.invitationCode);
    expect((await k.invitations(opened.caseID, firm.officer)).map((i) => i.status)).toEqual([
      'REVOKED',
      'PENDING',
    ]);
    await k.linkOk(firm.client, fresh.invitationCode, 'Tai-Man', 'Chan');
  });

  it('limits a client to ten failed links an hour (429 with Retry-After)', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    for (let i = 0; i < 10; i += 1)
      expect((await k.link(firm.client, `WRONG${String(i).padStart(3, '0')}`)).statusCode).toBe(400);
    const limited = await k.link(firm.client, 'WRONG999');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('says when a right code has expired, and a resend gives it fourteen more days', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      {
        caseType: 'MVP',
        companyEngName: 'Late Limited',
        client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
      },
      201,
    );
    const invitation = await k.liveCode(opened.caseID, firm.officer);
    await ctx.database.db
      .updateTable('case_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.invitationID)
      .execute();
    expect((await k.invitations(opened.caseID, firm.officer))[0]?.status).toBe('EXPIRED');
    const expired = await k.link(firm.client, invitation.invitationCode);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    const resent = await k.ok<{ status: string; expiresDate: string }>(
      'POST',
      `/api/cases/${opened.caseID}/invitations/${invitation.invitationID}/resend`,
      firm.officer.token,
    );
    expect(resent.status).toBe('PENDING');
    expect(new Date(resent.expiresDate).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
    await k.linkOk(firm.client, invitation.invitationCode);
  });

  it('checks the code and names as the spec says (8 characters, names up to 255)', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const short = await k.link(firm.client, 'ABC');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'invitationCode' });
    const long = await k.link(firm.client, 'ABCDEFGH', 'x'.repeat(256));
    expect(long.json()).toMatchObject({ field: 'firstName' });
    const blank = await k.link(firm.client, 'ABCDEFGH', 'Tai Man', '   ');
    expect(blank.json()).toMatchObject({ field: 'lastName' });
  });
});

describe('task lists', () => {
  it('filters by tab, status, case type and case, and pages', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entity = await buildEntity(ctx.database.db, { firmId: firm.firmId, clientUserId: firm.client.id });
    const mine = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AMENDMENT', companyID: entity },
      201,
    );
    const theirs = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.colleague.token,
      { caseType: 'AR', companyID: entity },
      201,
    );
    const nobodys = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases/requests',
      firm.client.token,
      { firmID: firm.firmId, caseType: 'EM', companyEngName: 'Queue Limited' },
      201,
    );
    const keys = (list: TTaskList) =>
      list.items
        .map(
          (t) =>
            `${t.caseID === mine.caseID ? 'mine' : t.caseID === theirs.caseID ? 'theirs' : 'nobody'}:${t.taskActionKey}`,
        )
        .sort();

    expect(keys(await k.ok<TTaskList>('GET', '/api/tasks?tabKey=mine', firm.officer.token))).toEqual([
      'mine:T_RECORD_UPDATES',
    ]);
    expect(keys(await k.ok<TTaskList>('GET', '/api/tasks?tabKey=team', firm.officer.token))).toEqual([
      'theirs:T_AR_A_CS',
    ]);
    expect(keys(await k.ok<TTaskList>('GET', '/api/tasks?tabKey=queued', firm.officer.token))).toEqual([
      'nobody:EN_FORM',
    ]);
    expect(keys(await k.ok<TTaskList>('GET', '/api/tasks?caseType=AR', firm.admin.token))).toEqual([
      'theirs:T_AR_A_CS',
    ]);
    expect(
      keys(await k.ok<TTaskList>(`GET`, `/api/tasks?caseID=${nobodys.caseID}`, firm.admin.token)),
    ).toEqual(['nobody:EN_FORM']);
    expect(
      keys(await k.ok<TTaskList>('GET', `/api/tasks?assigneeUserID=${firm.colleague.id}`, firm.admin.token)),
    ).toEqual(['theirs:T_AR_A_CS']);

    await k.ok('PUT', `/api/cases/${mine.caseID}/amendment`, firm.officer.token, {
      changes: [
        { changeID: 'c1', type: 'OTHERS', effectiveDate: '2026-11-02', description: 'Minutes filed.' },
      ],
    });
    await k.complete(mine.caseID, 'T_RECORD_UPDATES', firm.officer);
    const completed = await k.ok<TTaskList>(
      'GET',
      '/api/tasks?status=COMPLETED&tabKey=mine',
      firm.officer.token,
    );
    expect(keys(completed)).toEqual(['mine:T_RECORD_UPDATES']);
    expect(completed.items[0]).toMatchObject({
      completedBy: { userID: firm.officer.id },
      simpleTaskInfoDTO: {
        taskTypeKey: 'T_RECORD_UPDATES',
        serviceType: 'AMENDMENT',
        titleKey: 'recordUpdate',
      },
    });
    // The record update done, the amendment's cross-check is the officer's open task.
    expect(
      keys(await k.ok<TTaskList>('GET', '/api/tasks?status=OPEN&tabKey=mine', firm.officer.token)),
    ).toEqual(['mine:DD_S_FORM']);

    const page1 = await k.ok<TTaskList>(
      'GET',
      '/api/tasks?pageSize=2&page=1&sort=createdDate&order=asc',
      firm.admin.token,
    );
    const page2 = await k.ok<TTaskList>(
      'GET',
      '/api/tasks?pageSize=2&page=2&sort=createdDate&order=asc',
      firm.admin.token,
    );
    // The amendment's record update (done) and cross-check, the renewal's review, the migration's form.
    expect(page1.total).toBe(4);
    expect(page1.items).toHaveLength(2);
    expect(page2.items).toHaveLength(2);
    expect(new Set([...page1.items, ...page2.items].map((t) => t.taskID)).size).toBe(4);

    const bad = await k.refused('GET', '/api/tasks?tabKey=everyone', firm.admin.token, undefined, 400);
    expect(bad.field).toBe('tabKey');
  });

  it('case list filters: staff in charge (or nobody), type, step, search by name or BRN, sort', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entity = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      name: 'Zebra Crossing Limited',
    });
    const brn =
      (
        await ctx.database.db
          .selectFrom('entities')
          .select('brn')
          .where('id', '=', entity)
          .executeTakeFirstOrThrow()
      ).brn ?? '';
    const a = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entity },
      201,
    );
    const b = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.colleague.token,
      {
        caseType: 'MVP',
        companyEngName: 'Apple Orchard Limited',
        client: { email: 'apple@test.example', engFirstName: 'A', engLastName: 'B' },
      },
      201,
    );
    const c = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases/requests',
      firm.client.token,
      { firmID: firm.firmId, caseType: 'MVP', companyChiName: '蘋果園有限公司' },
      201,
    );
    const ids = async (query: string) =>
      (await k.ok<TCaseList>('GET', `/api/cases?${query}`, firm.admin.token)).items.map((x) => x.caseID);
    expect(await ids(`staffInChargeUserIDs=${firm.officer.id}`)).toEqual([a.caseID]);
    expect((await ids(`staffInChargeUserIDs=${firm.officer.id},${firm.colleague.id}`)).sort()).toEqual(
      [a.caseID, b.caseID].sort(),
    );
    expect(await ids('staffInChargeUserIDs=none')).toEqual([c.caseID]);
    expect((await ids('caseType=MVP')).sort()).toEqual([b.caseID, c.caseID].sort());
    expect(await ids('step=AR_A_CS')).toEqual([a.caseID]);
    expect(await ids(`search=${brn}`)).toEqual([a.caseID]);
    expect(await ids('search=zebra')).toEqual([a.caseID]);
    expect(await ids('search=蘋果')).toEqual([c.caseID]);
    expect(await ids('search=100%25')).toEqual([]);
    expect(await ids('pendingClient=true')).toEqual([b.caseID]);
    expect(await ids('sort=companyName&order=asc')).toEqual([b.caseID, a.caseID, c.caseID]);
    const list = await k.ok<TCaseList>('GET', '/api/cases?pageSize=1', firm.admin.token);
    expect(list).toMatchObject({ total: 3, pageSize: 1 });
  });
});
