import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TComplianceRecordDetail, TDueDiligenceView } from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { dueDiligenceRecord } from '../../test/case-steps.js';
import { buildStaffedFirm, kit, signedIn, type TSignedIn } from '../../test/case-kit.js';
import { caseAtDueDiligence, factorsFrom, recordRows, viewOf } from './compliance.test-support.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

/** The rows a refused call must leave as they were. */
async function snapshot(caseID: string) {
  const db = ctx.database.db;
  const [records, tasks, caseRow] = await Promise.all([
    recordRows(db, caseID),
    db
      .selectFrom('tasks')
      .select(['id', 'status', 'task_user_id', 'completed_by'])
      .where('case_id', '=', caseID)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('cases')
      .select(['step', 'status', 'updated_at'])
      .where('id', '=', caseID)
      .executeTakeFirst(),
  ]);
  return { records, tasks, caseRow };
}

describe('compliance calls across firms and clients', () => {
  it('answers another firm’s staff 404, clients 403 (the case’s own too), SMOOOTH read-only, rows unchanged', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const stranger = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const view = await viewOf(ctx.app, ctx.database.db, caseID, firm.officer.token);
    const director = view.stakeholders[0]!;
    const dd = await k.ok<TComplianceRecordDetail>(
      'POST',
      '/api/compliance',
      firm.officer.token,
      dueDiligenceRecord(caseID, director),
    );
    const risk = {
      complianceType: 'RISK_ASSESSMENT',
      caseID,
      factors: factorsFrom(view),
      rating: 'HIGH',
      reasons: 'Layered ownership.',
    };
    for (const s of view.stakeholders.slice(1))
      await k.ok('POST', '/api/compliance', firm.officer.token, dueDiligenceRecord(caseID, s));
    await k.complete(caseID, 'DD_CS_FORM', firm.officer);
    const review = (await k.detail(caseID, firm.officer.token)).tasks.find(
      (t) => t.taskActionKey === 'DD_CO_FORM',
    )!;
    const before = await snapshot(caseID);

    const calls: [string, 'GET' | 'POST', string, object | undefined][] = [
      ['create due diligence', 'POST', '/api/compliance', dueDiligenceRecord(caseID, director)],
      ['create risk assessment', 'POST', '/api/compliance', risk],
      ['read a record', 'GET', `/api/compliance/${dd.complianceID}`, undefined],
      ['read the screen', 'GET', `/api/cases/${caseID}/due-diligence`, undefined],
      ['claim the review', 'POST', `/api/tasks/${review.taskID}/claim`, undefined],
      ['complete the review', 'POST', `/api/tasks/${review.taskID}/complete`, {}],
    ];
    const expectAll = async (who: TSignedIn, status: (name: string) => number) => {
      for (const [name, method, url, payload] of calls) {
        const response = await k.call(method, url, who.token, payload);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(status(name));
      }
    };
    // Another firm: not found, whoever asks.
    await expectAll(other.admin, () => 404);
    await expectAll(other.officer, () => 404);
    // Clients never read compliance data, not even the case's own client; their tasks' calls find nothing.
    await expectAll(stranger, (name) => (name === 'complete the review' ? 404 : 403));
    await expectAll(firm.client, () => 403);
    // The list shows another firm none of these records, clients nothing at all.
    for (const who of [other.admin, other.officer]) {
      const listed = await k.ok<{ total: number }>('GET', `/api/compliance?caseID=${caseID}`, who.token);
      expect(listed.total).toBe(0);
      expect((await k.ok<{ total: number }>('GET', '/api/compliance?q=Lee', who.token)).total).toBe(0);
    }
    for (const who of [stranger, firm.client])
      await k.refused('GET', '/api/compliance', who.token, undefined, 403);

    // SMOOOTH reads the screen and the records, writes nothing, claims nothing.
    const seen = await k.ok<TDueDiligenceView>('GET', `/api/cases/${caseID}/due-diligence`, operator.token);
    expect(seen).toMatchObject({ mayRecord: false, caseID });
    expect(
      (await k.ok<TComplianceRecordDetail>('GET', `/api/compliance/${dd.complianceID}`, operator.token))
        .version,
    ).toBe(1);
    await k.refused('POST', '/api/compliance', operator.token, risk, 403);
    await k.refused('POST', `/api/tasks/${review.taskID}/claim`, operator.token, undefined, 403);

    expect(await snapshot(caseID)).toEqual(before);
    // The firm itself still works the case.
    await k.ok('POST', `/api/tasks/${review.taskID}/claim`, firm.admin.token);
  });

  it('refuses bad input naming the field, in the caller’s language, storing nothing', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const view = await viewOf(ctx.app, ctx.database.db, caseID, firm.officer.token);
    const good = dueDiligenceRecord(caseID, view.stakeholders[0]!);
    const cases: [object, string][] = [
      [{ ...good, holderID: 'h-nobody' }, 'holderID'],
      [{ ...good, holderID: 'not valid!' }, 'holderID'],
      [{ ...good, caseID: 'nope' }, 'caseID'],
      [{ ...good, complianceType: 'AUDIT' }, 'complianceType'],
      [
        {
          ...good,
          dueDiligence: {
            ...good.dueDiligence,
            identityDocument: { ...good.dueDiligence.identityDocument, expiryDate: '2026-02-30' },
          },
        },
        'dueDiligence.identityDocument.expiryDate',
      ],
      [
        {
          ...good,
          dueDiligence: {
            ...good.dueDiligence,
            identityDocument: { ...good.dueDiligence.identityDocument, number: 'A123456(4)' },
          },
        },
        'dueDiligence.identityDocument.number',
      ],
      [
        {
          ...good,
          dueDiligence: {
            ...good.dueDiligence,
            identityDocument: { ...good.dueDiligence.identityDocument, issuingCountry: 'Hong Kong' },
          },
        },
        'dueDiligence.identityDocument.issuingCountry',
      ],
      [
        { complianceType: 'RISK_ASSESSMENT', caseID, factors: factorsFrom(view), rating: 'LOW', reasons: '' },
        'reasons',
      ],
      [
        {
          complianceType: 'RISK_ASSESSMENT',
          caseID,
          factors: factorsFrom(view, { ownershipLayers: 0 }),
          rating: 'LOW',
          reasons: 'x',
        },
        'factors.ownershipLayers',
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await k.refused('POST', '/api/compliance', firm.officer.token, body, 400);
      expect(refused.field, JSON.stringify(body)).toBe(field);
    }
    const zh = await ctx.app.inject({
      method: 'POST',
      url: '/api/compliance',
      headers: { authorization: `Bearer ${firm.officer.token}`, 'accept-language': 'zh-HK' },
      payload: { ...good, holderID: 'h-nobody' },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json<{ message: string }>().message).toBe('holderID：格式不正確');
    await k.refused('GET', '/api/compliance/not-a-uuid', firm.officer.token, undefined, 400);
    await k.refused('GET', '/api/cases/not-a-uuid/due-diligence', firm.officer.token, undefined, 400);
    expect(await recordRows(ctx.database.db, caseID)).toEqual([]);
  });
});
