import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TErrorResponse } from '@portal/domain';
import { bearer, buildEntity } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit } from '../../test/case-kit.js';

/** One annual renewal per company and return date (issue 16, point 1). */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

async function renewalsOf(entityId: string) {
  return ctx.database.db
    .selectFrom('cases')
    .select(['id', 'status', 'return_date'])
    .where('entity_id', '=', entityId)
    .where('case_type', '=', 'AR')
    .execute();
}

describe('opening an annual renewal', () => {
  it('files the company’s next return date; a second for the same date is refused, naming it', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      incorporationDate: '2019-05-31',
    });
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      201,
    );
    expect(opened.returnDate).toBe('2025-05-31');
    const again = await k.refused(
      'POST',
      '/api/cases',
      firm.colleague.token,
      { caseType: 'AR', companyID: entityId },
      409,
    );
    expect(again).toMatchObject({ code: 'RENEWAL_EXISTS', field: 'companyID' });
    expect(again.message).toContain('2025-05-31');
    expect(again.message).toContain(opened.caseRef);
    // The client asking for one gets the same answer, in their language.
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/cases/requests',
      headers: { ...bearer(firm.client.token), 'accept-language': 'zh-HK' },
      payload: { firmID: firm.firmId, caseType: 'AR', companyID: entityId },
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json<TErrorResponse>().message).toContain('周年續期');
    expect(await renewalsOf(entityId)).toHaveLength(1);

    // Cancelled, the date is free again.
    await k.ok('POST', `/api/cases/${opened.caseID}/cancel`, firm.officer.token, {
      reason: 'Opened by mistake',
    });
    const reopened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      201,
    );
    expect(reopened.returnDate).toBe('2025-05-31');
    expect((await renewalsOf(entityId)).map((r) => r.status).sort()).toEqual(['CANCELLED', 'OPEN']);
  });

  it('lets exactly one of two renewals opened at the same moment through', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
    });
    const answers = await Promise.all(
      [firm.officer, firm.colleague].map((who) =>
        k.call('POST', '/api/cases', who.token, { caseType: 'AR', companyID: entityId }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409)?.json<TErrorResponse>();
    expect(refused).toMatchObject({ code: 'RENEWAL_EXISTS', field: 'companyID' });
    expect(refused?.message).toMatch(/\(AR-\d{4}-\d{4}\)/);
    expect(await renewalsOf(entityId)).toHaveLength(1);
  });

  it('is refused for a company whose records hold no date of incorporation', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
    });
    await ctx.database.db
      .updateTable('entities')
      .set({ incorporation_date: null, next_return_date: null })
      .where('id', '=', entityId)
      .execute();
    const refused = await k.refused(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      409,
    );
    expect(refused).toMatchObject({ code: 'NO_RETURN_DATE', field: 'companyID' });
    expect(await renewalsOf(entityId)).toEqual([]);
  });
});
