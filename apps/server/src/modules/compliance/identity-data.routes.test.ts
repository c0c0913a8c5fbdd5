import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TComplianceList, TComplianceRecordDetail, TDueDiligenceView } from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { dueDiligenceRecord } from '../../test/case-steps.js';
import { buildStaffedFirm, kit, signedIn } from '../../test/case-kit.js';
import { caseAtDueDiligence, viewOf } from './compliance.test-support.js';

/**
 * Need-to-know for identity data in compliance records (issue 24 point 5): the firm's staff read the
 * identity number whole; SMOOOTH reads the Registry's partial number, no document dates, no address.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

describe('identity data in compliance records and the due-diligence screen', () => {
  it('is whole for the firm’s staff, partial for SMOOOTH, not found for another firm', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const view = await viewOf(ctx.app, ctx.database.db, caseID, firm.officer.token);
    const director = view.stakeholders[0]!;
    expect(director.particulars).toMatchObject({
      idNum: 'A123456(3)',
      resAddress: { engDistrict: 'Central' },
    });
    const request = dueDiligenceRecord(caseID, director);
    request.dueDiligence.identityDocument.expiryDate = '2031-05-01';
    const dd = await k.ok<TComplianceRecordDetail>('POST', '/api/compliance', firm.officer.token, request);
    expect(dd.dueDiligence?.identityDocument).toMatchObject({
      number: 'A123456(3)',
      expiryDate: '2031-05-01',
    });

    for (const staff of [firm.colleague, firm.admin]) {
      const read = await k.ok<TComplianceRecordDetail>(
        'GET',
        `/api/compliance/${dd.complianceID}`,
        staff.token,
      );
      expect(read.dueDiligence?.identityDocument.number).toBe('A123456(3)');
    }

    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const record = await k.ok<TComplianceRecordDetail>(
      'GET',
      `/api/compliance/${dd.complianceID}`,
      operator.token,
    );
    expect(record.dueDiligence?.identityDocument).toMatchObject({
      documentType: 'HKID',
      number: 'A123',
      expiryDate: null,
      checked: true,
    });
    const listed = await k.ok<TComplianceList>('GET', `/api/compliance?caseID=${caseID}`, operator.token);
    expect(listed.records.map((r) => r.dueDiligence?.identityDocument.number)).toEqual(['A123']);
    const screen = await k.ok<TDueDiligenceView>('GET', `/api/cases/${caseID}/due-diligence`, operator.token);
    expect(screen.stakeholders[0]?.particulars).toMatchObject({
      idNum: 'A123',
      idIssueDate: null,
      idExpiryDate: null,
      resAddress: null,
    });
    // A company's registration number is public: shown whole.
    expect(screen.stakeholders.find((s) => s.holderID === 'h-corporate')?.particulars.regNum).toBe('1234567');
    for (const body of [record, listed, screen].map((x) => JSON.stringify(x))) {
      expect(body).not.toContain('A123456');
      expect(body).not.toContain('Queen’s Road');
    }

    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    await k.refused('GET', `/api/compliance/${dd.complianceID}`, other.officer.token, undefined, 404);
    await k.refused('GET', `/api/cases/${caseID}/due-diligence`, other.admin.token, undefined, 404);
  });
});
