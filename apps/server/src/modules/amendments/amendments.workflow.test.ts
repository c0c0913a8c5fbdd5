import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hongKongDate, type TCaseDetail, type TCaseDocuments } from '@portal/domain';
import { buildEntity } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit } from '../../test/case-kit.js';
import { caseSteps } from '../../test/case-steps.js';
import { buildBillingSettings } from '../../test/billing-kit.js';
import { pdfText } from '../../test/pdf-read.js';
import { HARBOUR_TEA_RECORDS as RECORDS, recordedPerson as person } from '../../test/amendment-kit.js';

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

describe('the amendment workflow', () => {
  it('goes from the record update through cross-check, payment, signing of its papers and filing to the records', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await buildBillingSettings(ctx.database.db, firm.firmId);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      information: RECORDS,
      incorporationDate: '2024-01-10',
    });
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AMENDMENT', companyID: entityId },
      201,
    );
    const caseId = opened.caseID;
    await k.ok('PUT', `/api/cases/${caseId}/amendment`, firm.officer.token, {
      changes: [
        {
          changeID: 'resign',
          type: 'CHANGE_DIRECTOR',
          action: 'CEASE',
          role: 'isDirector',
          holderID: 'ben',
          effectiveDate: '2025-03-01',
        },
        {
          changeID: 'sale',
          type: 'SHARE_TRANSFER',
          transferorID: 'ben',
          transferee: person('dora', 'Dora', 'Ho', 'A1234563', {}),
          className: 'Ordinary',
          shares: 1500,
          considerationCents: 1_000_001_00,
          effectedInHongKong: true,
          effectiveDate: '2025-05-01',
        },
      ],
    });
    await k.complete(caseId, 'T_RECORD_UPDATES', firm.officer);
    expect((await k.detail(caseId, firm.officer.token)).step).toBe('AMD_S_CHECK');
    // The draft is the record now: nobody edits it any more.
    expect(
      (await k.refused('PUT', `/api/cases/${caseId}/amendment`, firm.officer.token, { changes: [] }, 403))
        .code,
    ).toBe('FORBIDDEN');

    // The papers of the changes, with who signs each.
    const documents = await k.ok<TCaseDocuments>('GET', `/api/cases/${caseId}/documents`, firm.officer.token);
    const papers = documents.documents.map((d) => [d.kind, d.signatories.map((s) => s.holderID)]);
    expect(papers).toEqual(
      expect.arrayContaining([
        ['FORM_ND2A', expect.arrayContaining(['chan'])],
        ['INSTRUMENT_OF_TRANSFER', ['ben', 'dora']],
        ['BOUGHT_NOTE', ['dora']],
        ['SOLD_NOTE', ['ben']],
      ]),
    );
    const bought = documents.documents.find((d) => d.kind === 'BOUGHT_NOTE');
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/file/download/fileID/${bought?.fileID ?? ''}`,
      headers: { authorization: `Bearer ${firm.officer.token}` },
    });
    const text = (await pdfText(file.rawPayload)).join('\n');
    expect(text).toContain('1,001.00');

    await steps.crossCheck(caseId, firm.officer);
    expect((await k.detail(caseId, firm.officer.token)).step).toBe('AMD_PAYMENT');
    await steps.invoice(caseId, firm.officer);
    await steps.payment(caseId, firm.client, firm.officer);
    expect((await k.detail(caseId, firm.officer.token)).step).toBe('AMD_DOC_S');
    // Nothing is in the records before the case completes.
    const midway = await ctx.database.db
      .selectFrom('entities')
      .select('information')
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(midway.information).toEqual(RECORDS);

    await steps.paperSignAll(caseId, firm.officer);
    expect((await k.detail(caseId, firm.officer.token)).step).toBe('AMD_FILING');
    const done = await steps.filing(caseId, firm.officer, {
      filingDate: hongKongDate(new Date()),
      registryReference: 'ND2A-2025-00123',
    });
    expect(done.caseStatus).toBe('COMPLETED');
    const after = await ctx.database.db
      .selectFrom('entities')
      .select('information')
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    const holders = (
      after.information as unknown as { stakeholders: { holderID: string; ordinaryShares: number }[] }
    ).stakeholders;
    expect(holders.map((h) => [h.holderID, h.ordinaryShares])).toEqual([
      ['ann', 6000],
      ['ben', 2500],
      ['chan', 0],
      ['dora', 1500],
    ]);
  });

  it('skips payment, signing and filing when the firm charges nothing and the changes need no paper or notice', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      information: RECORDS,
      incorporationDate: '2024-01-10',
    });
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AMENDMENT', companyID: entityId },
      201,
    );
    await k.ok('PUT', `/api/cases/${opened.caseID}/amendment`, firm.officer.token, {
      changes: [
        {
          changeID: 'minutes',
          type: 'OTHERS',
          effectiveDate: '2025-03-01',
          description: 'Minute book moved to the registered office.',
        },
      ],
    });
    await k.complete(opened.caseID, 'T_RECORD_UPDATES', firm.officer);
    const done = await steps.crossCheck(opened.caseID, firm.officer);
    expect(done.caseStatus).toBe('COMPLETED');
    const steps_ = (await k.detail(opened.caseID, firm.officer.token)).tasks.map((t) => t.taskActionKey);
    expect(steps_).toEqual(['T_RECORD_UPDATES', 'DD_S_FORM']);
  });
});
