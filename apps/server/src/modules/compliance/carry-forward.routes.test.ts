import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TDueDiligenceView } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { kit } from '../../test/case-kit.js';
import { caseSteps, dueDiligenceRecord } from '../../test/case-steps.js';
import { walkToActiveEntity } from '../../test/entity-kit.js';

/** Due diligence refreshed at renewal (issue 16, point 5). */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let steps: ReturnType<typeof caseSteps>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  steps = caseSteps(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

/** A company incorporated through the portal (its due diligence done today), its renewal at AR_REVIEW. */
async function renewalAtReview() {
  const walked = await walkToActiveEntity(ctx.app, ctx.database.db);
  const { firm, director } = walked;
  const opened = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    { caseType: 'AR', companyID: walked.entityId },
    201,
  );
  await k.complete(opened.caseID, 'T_AR_A_CS', firm.officer);
  const proof = await k.openTask(opened.caseID, director.token, 'T_AR_SH_U_ADDR');
  await steps.addressProof(proof.taskID, opened.caseID, director);
  await steps.renewalConfirmation(opened.caseID, firm.client);
  expect((await k.detail(opened.caseID, firm.officer.token)).step).toBe('AR_REVIEW');
  return { ...walked, renewalId: opened.caseID };
}

const view = (caseId: string, token: string) =>
  k.ok<TDueDiligenceView>('GET', `/api/cases/${caseId}/due-diligence`, token);

/**
 * Changes records of the incorporation as if made earlier or rated otherwise. The table refuses
 * changes (records are kept as written), so the test steps around its trigger for this one statement.
 */
async function rewrite(statement: ReturnType<typeof sql>) {
  await ctx.database.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await statement.execute(trx);
  });
}
const age = (caseId: string, months: number, holderId: string | null) =>
  rewrite(sql`update compliance_records set created_at = now() - make_interval(months => ${months})
    where case_id = ${caseId} and holder_id is not distinct from ${holderId}`);

describe('due diligence at renewal', () => {
  it('carries records younger than the refresh period forward with a note; an older one must be redone', async () => {
    const { firm, caseId: incorporation, renewalId } = await renewalAtReview();
    const before = await view(renewalId, firm.officer.token);
    expect(before.refresh).toMatchObject({ months: 12, highRisk: false, previousRisk: { current: true } });
    const incorporationRef = (await k.detail(incorporation, firm.officer.token)).caseRef;
    for (const s of before.stakeholders) {
      expect(s.record).toBeNull();
      expect(s.previous).toMatchObject({ caseRef: incorporationRef, current: true });
    }

    // The director's record is 13 months old: carrying it is refused by name, and nothing is written.
    await age(incorporation, 13, 'h-director');
    const ids = before.stakeholders.map((s) => s.holderID);
    const directorAt = ids.indexOf('h-director');
    const refused = await k.refused(
      'POST',
      `/api/cases/${renewalId}/compliance/carry-forward`,
      firm.officer.token,
      { holderIDs: ids, riskAssessment: true },
      400,
    );
    expect(refused).toMatchObject({ field: `holderIDs.${directorAt}` });
    expect(refused.message).toMatch(/refresh period/);
    const written = await ctx.database.db
      .selectFrom('compliance_records')
      .select('id')
      .where('case_id', '=', renewalId)
      .execute();
    expect(written).toEqual([]);

    const others = ids.filter((id) => id !== 'h-director');
    const carried = await k.ok<TDueDiligenceView>(
      'POST',
      `/api/cases/${renewalId}/compliance/carry-forward`,
      firm.officer.token,
      { holderIDs: others, riskAssessment: true },
    );
    for (const s of carried.stakeholders.filter((x) => x.holderID !== 'h-director')) {
      expect(s.missing).toEqual([]);
      expect(s.record?.remarks).toContain(`Carried forward from the record of`);
      expect(s.record?.remarks).toContain(incorporationRef);
    }
    expect(carried.riskAssessment?.riskAssessment?.rating).toBe('LOW');
    const director = carried.stakeholders.find((s) => s.holderID === 'h-director');
    expect(director?.previous?.current).toBe(false);
    expect(director?.missing).toContain('record');

    // The task waits for the director's record, done again.
    const waiting = await k.refused(
      'POST',
      `/api/tasks/${(await k.openTask(renewalId, firm.officer.token, 'T_AR_S_I')).taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect(waiting.code).toBe('18004');
    await k.ok('POST', '/api/compliance', firm.officer.token, dueDiligenceRecord(renewalId, director!));
    expect((await k.complete(renewalId, 'T_AR_S_I', firm.officer)).step).toBe('AR_CO_CHECK');
  });

  it('a company rated high risk has the shorter period; the client never calls it', async () => {
    const { firm, caseId: incorporation, renewalId } = await renewalAtReview();
    await rewrite(sql`update compliance_records set rating = 'HIGH'
      where case_id = ${incorporation} and compliance_type = 'RISK_ASSESSMENT'`);
    await age(incorporation, 7, null);
    const v = await view(renewalId, firm.officer.token);
    expect(v.refresh).toMatchObject({
      months: 6,
      highRisk: true,
      previousRisk: { rating: 'HIGH', current: false },
    });
    expect(
      await k.refused(
        'POST',
        `/api/cases/${renewalId}/compliance/carry-forward`,
        firm.officer.token,
        { riskAssessment: true },
        400,
      ),
    ).toMatchObject({ field: 'riskAssessment' });
    await k.refused(
      'POST',
      `/api/cases/${renewalId}/compliance/carry-forward`,
      firm.client.token,
      { holderIDs: ['h-corporate'] },
      403,
    );
  });
});
