import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TComplianceRecordDetail, TTaskInfo } from '@portal/domain';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { dueDiligenceRecord } from '../../test/case-steps.js';
import { buildStaffedFirm, kit, PDF_BYTES, PNG_BYTES, signedIn, upload } from '../../test/case-kit.js';
import {
  caseAtDueDiligence,
  factorsFrom,
  LAYERED_SUBJECTS,
  recordRows,
  viewOf,
} from './compliance.test-support.js';
import { sealDocument } from '../keys/sealed-documents.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const view = (caseID: string, token: string) => viewOf(ctx.app, ctx.database.db, caseID, token);
const record = async (caseID: string, token: string, holderID: string, overrides: object = {}) => {
  const s = (await view(caseID, token)).stakeholders.find((x) => x.holderID === holderID);
  if (!s) throw new Error(`no ${holderID}`);
  return k.ok<TComplianceRecordDetail>(
    'POST',
    '/api/compliance',
    token,
    dueDiligenceRecord(caseID, s, overrides),
  );
};
const taskOf = async (caseID: string, token: string, key: string) =>
  (await k.detail(caseID, token)).tasks.find((t) => t.taskActionKey === key && t.status === 'IN_PROGRESS');

describe('the due-diligence screen’s read model', () => {
  it('lists every person of the tree once, with their own particulars, documents and what is missing', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    // Mei Ling Ho gives her own particulars and passport (the stakeholder's own over the client's entry).
    const passport = (
      await upload(ctx.app, firm.officer.token, { caseID, holderID: 'h-deep' }, [
        { name: 'passport-ho.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>();
    await ctx.database.db
      .insertInto('case_holder_particulars')
      .values({
        case_id: caseID,
        holder_id: 'h-deep',
        particulars: await sealDocument(ctx.database.db, firm.firmId, {
          idNum: 'E12345678',
          idIssuer: 'CHN',
          idExpiryDate: '2030-01-31',
          resAddress: { engStreet: '8 Century Avenue', engDistrict: 'Pudong', country: 'CHN' },
          idDocs: [passport.fileID],
          isPep: true,
        }),
        updated_by: firm.officer.id,
      })
      .execute();

    const seen = await view(caseID, firm.officer.token);
    expect(seen.stakeholders.map((s) => s.holderID)).toEqual(LAYERED_SUBJECTS);
    const [director, corporate, mid, deep] = seen.stakeholders;
    // The director appears twice (directly and inside Kowloon Holdings) and is owed one record.
    expect(director).toMatchObject({
      name: 'Siu Ming Lee',
      path: [],
      alsoUnder: [{ holderID: 'h-corporate', name: 'Kowloon Holdings Limited' }],
      roles: ['isShareHolder', 'isDirector'],
      ordinaryShares: 6000,
      record: null,
      missing: ['record'],
    });
    expect(corporate).toMatchObject({
      holderType: 'C',
      particulars: { regNum: '1234567', jurisdiction: 'VGB' },
    });
    expect(mid).toMatchObject({ path: [{ holderID: 'h-corporate', name: 'Kowloon Holdings Limited' }] });
    expect(deep).toMatchObject({
      name: 'Mei Ling Ho',
      compSharePercent: '100',
      path: [
        { holderID: 'h-corporate', name: 'Kowloon Holdings Limited' },
        { holderID: 'h-mid', name: 'Pacific Trust Limited' },
      ],
      particulars: {
        idNum: 'E12345678',
        idIssuer: 'CHN',
        idExpiryDate: '2030-01-31',
        resAddress: { country: 'CHN' },
        declarations: { isPep: true, isGuiltyByCourt: null },
      },
      documents: [
        {
          fileID: passport.fileID,
          fileName: 'passport-ho.pdf',
          fileSize: PDF_BYTES.length,
          fileType: 'application/pdf',
          kind: 'IDENTITY',
        },
      ],
    });
    expect(seen.suggestedFactors).toEqual({
      pepInvolvement: 'FOREIGN',
      pepNames: ['Mei Ling Ho'],
      jurisdictions: ['CHN', 'HKG', 'SGP', 'VGB'],
      jurisdictionRisk: 'STANDARD',
      businessNatureRisk: 'STANDARD',
      ownershipLayers: 3,
      corporateShareholders: 2,
    });
    expect(seen).toMatchObject({ riskAssessment: null, mayRecord: true, preparers: [], step: 'MVP_D_D_CS' });

    // A record through the referring entry is the director's; what is missing follows the record.
    const first = await record(caseID, firm.officer.token, 'h-director', {
      screening: { done: false, listsChecked: [], result: null, checkedDate: null },
    });
    expect(first.holderID).toBe('h-director');
    const again = await k.ok<TComplianceRecordDetail>('POST', '/api/compliance', firm.officer.token, {
      ...dueDiligenceRecord(caseID, director!),
      holderID: 'h-director-again',
    });
    expect(again).toMatchObject({ holderID: 'h-director', version: 2, recordName: 'Siu Ming Lee' });
    expect(again.versions.map((v) => v.complianceID)).toEqual([first.complianceID, again.complianceID]);
    const after = await view(caseID, firm.officer.token);
    expect(after.stakeholders[0]).toMatchObject({
      missing: [],
      record: { complianceID: again.complianceID },
    });
    expect(after.preparers).toEqual([{ userID: firm.officer.id, name: 'Tai Man Chan' }]);
    // The nested owner is recorded like anyone else.
    const deepRecord = await record(caseID, firm.officer.token, 'h-deep', {
      identityDocument: {
        documentType: 'PASSPORT',
        number: 'E12345678',
        issuingCountry: 'CHN',
        expiryDate: '2030-01-31',
        checked: false,
      },
    });
    expect(deepRecord.recordName).toBe('Mei Ling Ho');
    expect((await view(caseID, firm.officer.token)).stakeholders[3]?.missing).toEqual(['identityDocument']);
  });
});

describe('completing due diligence through records', () => {
  it('refuses 18004 naming the nested owner, then 18008 and 18012 for her record, then completes', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const task = await taskOf(caseID, firm.officer.token, 'DD_CS_FORM');
    const attempt = (status: number) =>
      k.refused('POST', `/api/tasks/${task?.taskID}/complete`, firm.officer.token, {}, status);
    for (const id of ['h-director', 'h-corporate', 'h-mid']) await record(caseID, firm.officer.token, id);
    expect(await attempt(409)).toMatchObject({ code: '18004', details: [{ field: 'Mei Ling Ho' }] });

    await record(caseID, firm.officer.token, 'h-deep', {
      addressProof: { documentType: 'BANK_STATEMENT', issueDate: '2026-09-30', checked: false },
    });
    const unchecked = await attempt(409);
    expect(unchecked).toMatchObject({ code: '18008', details: [{ field: 'Mei Ling Ho' }] });
    expect(unchecked.message).toContain('proof of address');
    await record(caseID, firm.officer.token, 'h-deep', {
      screening: { done: false, listsChecked: ['UN'], result: null, checkedDate: null },
    });
    expect(await attempt(409)).toMatchObject({ code: '18012', details: [{ field: 'Mei Ling Ho' }] });
    // In the caller's language.
    const zh = await ctx.app.inject({
      method: 'POST',
      url: `/api/tasks/${task?.taskID}/complete`,
      headers: { ...bearer(firm.officer.token), 'accept-language': 'zh-HK' },
      payload: {},
    });
    expect(zh.json<{ message: string }>().message).toContain('名稱篩查');
    expect((await k.detail(caseID, firm.officer.token)).step).toBe('MVP_D_D_CS');

    await record(caseID, firm.officer.token, 'h-deep');
    await k.complete(caseID, 'DD_CS_FORM', firm.officer);
    const rows = await recordRows(ctx.database.db, caseID);
    expect(rows.map((r) => [r.holder_id, r.version])).toEqual([
      ['h-director', 1],
      ['h-corporate', 1],
      ['h-mid', 1],
      ['h-deep', 1],
      ['h-deep', 2],
      ['h-deep', 3],
    ]);
    expect((await k.detail(caseID, firm.officer.token)).step).toBe('MVP_D_D_CO');
  });
});

describe('the risk review', () => {
  it('keeps four eyes over records and task, refuses HIGH to a COM_SEC, and lets a SYSTEM_ADMIN take over', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const reviewer = await signedIn(
      ctx.app,
      await buildUser(ctx.database.db, { userType: 'COM_SEC', firmId: firm.firmId }),
    );
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    for (const id of ['h-director', 'h-corporate', 'h-mid']) await record(caseID, firm.officer.token, id);
    // The colleague records one person: an author of the due diligence.
    await record(caseID, firm.colleague.token, 'h-deep');
    await k.complete(caseID, 'DD_CS_FORM', firm.officer);
    const review = await taskOf(caseID, firm.officer.token, 'DD_CO_FORM');
    for (const preparer of [firm.officer, firm.colleague]) {
      expect((await k.ok<TTaskInfo>('GET', `/api/tasks/${review?.taskID}`, preparer.token)).mayClaim).toBe(
        false,
      );
      const refused = await k.refused(
        'POST',
        `/api/tasks/${review?.taskID}/claim`,
        preparer.token,
        undefined,
        403,
      );
      expect(refused.code).toBe('REVIEWER_MUST_DIFFER');
    }
    await k.ok('POST', `/api/tasks/${review?.taskID}/claim`, reviewer.token);
    // Nothing recorded yet: 18004.
    expect(
      (await k.refused('POST', `/api/tasks/${review?.taskID}/complete`, reviewer.token, {}, 409)).code,
    ).toBe('18004');

    // Screening found Mei Ling Ho is a mainland PEP: HIGH by itself; the COM_SEC may record it, not approve it.
    const seen = await view(caseID, reviewer.token);
    const high = await k.ok<TComplianceRecordDetail>('POST', '/api/compliance', reviewer.token, {
      complianceType: 'RISK_ASSESSMENT',
      caseID,
      factors: factorsFrom(seen, { pepInvolvement: 'FOREIGN' }),
      rating: 'HIGH',
      reasons: 'A non-Hong Kong PEP owns a quarter through Pacific Trust.',
    });
    expect(high.riskAssessment).toMatchObject({ computedRating: 'HIGH', rating: 'HIGH' });
    expect(
      (await k.refused('POST', `/api/tasks/${review?.taskID}/complete`, reviewer.token, {}, 403)).code,
    ).toBe('HIGH_RISK_NEEDS_ADMIN');
    // Nor clear it with a lower version.
    const lowered = await k.refused(
      'POST',
      '/api/compliance',
      reviewer.token,
      {
        complianceType: 'RISK_ASSESSMENT',
        caseID,
        factors: factorsFrom(seen, { pepInvolvement: 'NONE' }),
        rating: 'MEDIUM',
        reasons: 'Not a PEP after all.',
      },
      403,
    );
    expect(lowered).toMatchObject({ code: 'HIGH_RISK_NEEDS_ADMIN', field: 'rating' });
    expect(
      (await recordRows(ctx.database.db, caseID)).filter((r) => r.compliance_type === 'RISK_ASSESSMENT'),
    ).toHaveLength(1);

    // Another COM_SEC cannot take the review from the reviewer; the administrator can.
    const third = await signedIn(
      ctx.app,
      await buildUser(ctx.database.db, { userType: 'COM_SEC', firmId: firm.firmId }),
    );
    expect(
      (await k.refused('POST', `/api/tasks/${review?.taskID}/claim`, third.token, undefined, 409)).code,
    ).toBe('CONFLICT');
    expect((await k.ok<TTaskInfo>('GET', `/api/tasks/${review?.taskID}`, third.token)).mayClaim).toBe(false);
    expect((await k.ok<TTaskInfo>('GET', `/api/tasks/${review?.taskID}`, firm.admin.token)).mayClaim).toBe(
      true,
    );
    const taken = await k.ok<TTaskInfo>('POST', `/api/tasks/${review?.taskID}/claim`, firm.admin.token);
    expect(taken).toMatchObject({ taskUserID: firm.admin.id, mayComplete: true });
    expect(
      (await k.refused('POST', `/api/tasks/${review?.taskID}/complete`, reviewer.token, {}, 403)).code,
    ).toBe('NOT_TASK_ASSIGNEE');
    await k.complete(caseID, 'DD_CO_FORM', firm.admin);
    const moved = await ctx.database.db
      .selectFrom('tasks')
      .select(['status', 'completed_by'])
      .where('id', '=', review!.taskID)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ status: 'COMPLETED', completed_by: firm.admin.id });
    expect((await k.detail(caseID, firm.officer.token)).step).toBe('MVP_D_D_S');
    const claims = await ctx.database.db
      .selectFrom('audit_log')
      .select('actor_user_id')
      .where('action', '=', 'case.task_claimed')
      .where('target_id', '=', caseID)
      .orderBy('id')
      .execute();
    expect(claims.map((c) => c.actor_user_id)).toEqual([reviewer.id, firm.admin.id]);
  });

  it('sends the case back to due diligence with remarks; the correction is the next version of the record', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const firstDeep = await record(caseID, firm.officer.token, 'h-deep');
    for (const id of ['h-director', 'h-corporate', 'h-mid']) await record(caseID, firm.officer.token, id);
    await k.complete(caseID, 'DD_CS_FORM', firm.officer);
    const review = await taskOf(caseID, firm.officer.token, 'DD_CO_FORM');
    await k.ok('POST', `/api/tasks/${review?.taskID}/claim`, firm.colleague.token);
    const back = await k.complete(caseID, 'DD_CO_FORM', firm.colleague, {
      outcome: 'RETURN',
      remarks: 'Screen Mei Ling Ho against the PEP list again.',
    });
    expect(back.step).toBe('MVP_D_D_CS');
    expect((await view(caseID, firm.officer.token)).returned).toMatchObject({
      remarks: 'Screen Mei Ling Ho against the PEP list again.',
      by: 'Tai Man Chan',
    });
    const corrected = await record(caseID, firm.officer.token, 'h-deep', {
      screening: {
        done: true,
        listsChecked: ['UN', 'PEP'],
        result: 'POSSIBLE_MATCH',
        checkedDate: '2026-11-22',
      },
    });
    expect(corrected).toMatchObject({ version: 2, supersededBy: null });
    const old = await k.ok<TComplianceRecordDetail>(
      'GET',
      `/api/compliance/${firstDeep.complianceID}`,
      firm.admin.token,
    );
    expect(old).toMatchObject({ version: 1, supersededBy: corrected.complianceID });
    expect(old.versions.map((v) => [v.version, v.complianceID])).toEqual([
      [1, firstDeep.complianceID],
      [2, corrected.complianceID],
    ]);
    await k.complete(caseID, 'DD_CS_FORM', firm.officer);
    expect((await view(caseID, firm.officer.token)).returned).toBeNull();
    // The colleague reviews again (they wrote none of it) and approves a medium rating.
    const seen = await view(caseID, firm.colleague.token);
    await k.ok(
      'POST',
      `/api/tasks/${(await taskOf(caseID, firm.officer.token, 'DD_CO_FORM'))?.taskID}/claim`,
      firm.colleague.token,
    );
    await k.ok('POST', '/api/compliance', firm.colleague.token, {
      complianceType: 'RISK_ASSESSMENT',
      caseID,
      factors: factorsFrom(seen, { pepInvolvement: 'DOMESTIC' }),
      rating: 'MEDIUM',
      reasons: 'A domestic PEP; possible match cleared on documents.',
    });
    expect((await k.complete(caseID, 'DD_CO_FORM', firm.colleague)).step).toBe('MVP_D_D_S');
  });
});

describe('evidence of a record', () => {
  it('is the firm’s: the client cannot download it, the firm can', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const screening = (
      await upload(ctx.app, firm.officer.token, { caseID }, [
        { name: 'world-check.png', type: 'image/png', data: PNG_BYTES },
      ])
    ).json<{ fileID: string; fileSize: number }>();
    const download = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/file/download/fileID/${screening.fileID}`,
        headers: bearer(token),
      });
    await record(caseID, firm.officer.token, 'h-director', {});
    const s = (await view(caseID, firm.officer.token)).stakeholders[0]!;
    const withEvidence = await k.ok<TComplianceRecordDetail>('POST', '/api/compliance', firm.officer.token, {
      ...dueDiligenceRecord(caseID, s),
      recordDocs: [screening.fileID],
    });
    expect(withEvidence.recordDocs).toEqual([
      { fileID: screening.fileID, fileName: 'world-check.png', fileSize: screening.fileSize },
    ]);
    expect((await download(firm.client.token)).statusCode).toBe(404);
    expect((await download(firm.colleague.token)).statusCode).toBe(200);
  });
});
