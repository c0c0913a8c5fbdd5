import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TComplianceRecord } from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import {
  buildStaffedFirm,
  kit,
  PNG_BYTES,
  signedIn,
  upload,
  validInformation,
  type TStaffedFirm,
} from '../../test/case-kit.js';
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

/** An incorporation whose client filled in the information (a director and a corporate shareholder). */
async function caseWithStakeholders(firm: TStaffedFirm): Promise<string> {
  const opened = await k.ok<TCaseDetail>(
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
  await ctx.database.db
    .updateTable('cases')
    .set({ information: await sealDocument(ctx.database.db, firm.firmId, validInformation()) })
    .where('id', '=', opened.caseID)
    .execute();
  return opened.caseID;
}

const dueDiligence = (caseID: string, holderID: string, overrides: object = {}) => ({
  complianceType: 'DUE_DILIGENCE',
  caseID,
  holderID,
  remarks: 'HKID seen in the original.',
  dueDiligence: {
    identityDocument: {
      documentType: 'HKID',
      number: 'A123456(3)',
      issuingCountry: 'HKG',
      expiryDate: null,
      checked: true,
    },
    addressProof: { documentType: 'UTILITY_BILL', issueDate: '2026-10-02', checked: true },
    screening: { done: true, listsChecked: ['UN', 'OFAC'], result: 'NO_MATCH', checkedDate: '2026-11-20' },
    ...overrides,
  },
});

const factors = {
  pepInvolvement: 'NONE',
  jurisdictions: ['HKG'],
  jurisdictionRisk: 'STANDARD',
  businessNatureRisk: 'STANDARD',
  ownershipLayers: 2,
  corporateShareholders: 1,
  revenueBand: '500K_1M',
  sourceOfFunds: 'VERIFIED',
  deliveryChannel: 'NON_FACE_TO_FACE',
};

describe('compliance records', () => {
  it('records due diligence per stakeholder with evidence, and keeps every correction as a version', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseWithStakeholders(firm);
    const evidence = await upload(ctx.app, firm.officer.token, { caseID }, [
      { name: 'screening-UN.png', type: 'image/png', data: PNG_BYTES },
    ]);
    // The picture is stored made anew (files/inspection): its size is the one the upload answered.
    const { fileID, fileSize } = evidence.json<{ fileID: string; fileSize: number }>();

    const first = await k.ok<TComplianceRecord>('POST', '/api/compliance', firm.officer.token, {
      ...dueDiligence(caseID, 'h-director'),
      recordDocs: [fileID],
    });
    expect(first.recordName).toContain('Lee');
    expect(first).toMatchObject({
      complianceType: 'DUE_DILIGENCE',
      companyEngName: 'Harbour Tea Limited',
      recordDocs: [{ fileID, fileName: 'screening-UN.png', fileSize }],
      remarks: 'HKID seen in the original.',
      version: 1,
      supersededBy: null,
      preparedBy: { userID: firm.officer.id },
    });

    // A correction: the first stays as written, the new one is version 2 and the current one.
    const corrected = await k.ok<TComplianceRecord>('POST', '/api/compliance', firm.colleague.token, {
      ...dueDiligence(caseID, 'h-director'),
      remarks: 'Passport number corrected.',
    });
    expect(corrected).toMatchObject({ version: 2, supersededBy: null });
    expect(
      await k.ok<TComplianceRecord>('GET', `/api/compliance/${first.complianceID}`, firm.admin.token),
    ).toMatchObject({
      version: 1,
      supersededBy: corrected.complianceID,
      remarks: 'HKID seen in the original.',
    });
    const current = await k.ok<{ records: TComplianceRecord[]; total: number }>(
      'GET',
      `/api/compliance?caseID=${caseID}`,
      firm.officer.token,
    );
    expect(current.records.map((r) => r.complianceID)).toEqual([corrected.complianceID]);
    const all = await k.ok<{ total: number }>(
      'GET',
      `/api/compliance?caseID=${caseID}&allVersions=true`,
      firm.officer.token,
    );
    expect(all.total).toBe(2);
    // Records are never changed or deleted, not even by a stray query.
    await expect(
      ctx.database.db.deleteFrom('compliance_records').where('id', '=', first.complianceID).execute(),
    ).rejects.toThrow(/kept as written/);
  });

  it('works the risk rating out from the factors; the officer may raise it with reasons, never lower it', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseWithStakeholders(firm);
    const refused = await k.refused(
      'POST',
      '/api/compliance',
      firm.officer.token,
      { complianceType: 'RISK_ASSESSMENT', caseID, factors, rating: 'LOW', reasons: 'Looks fine.' },
      400,
    );
    expect(refused.field).toBe('rating');
    const raised = await k.ok<TComplianceRecord>('POST', '/api/compliance', firm.officer.token, {
      complianceType: 'RISK_ASSESSMENT',
      caseID,
      factors,
      rating: 'HIGH',
      reasons: 'The corporate shareholder’s owner could not be met.',
    });
    expect(raised.riskAssessment).toMatchObject({ computedRating: 'MEDIUM', score: 2, rating: 'HIGH' });
    expect(raised.recordName).toBe('Harbour Tea Limited');

    const listed = await k.ok<{ records: TComplianceRecord[] }>(
      'GET',
      '/api/compliance?type=RISK_ASSESSMENT&company=harbour%20tea',
      firm.admin.token,
    );
    expect(listed.records.map((r) => r.complianceID)).toEqual([raised.complianceID]);
    expect(
      (await k.ok<{ records: unknown[] }>('GET', '/api/compliance?type=DUE_DILIGENCE', firm.admin.token))
        .records,
    ).toEqual([]);
  });

  it('names the field for bad input and keeps other firms and clients out of every call', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseWithStakeholders(firm);
    const record = await k.ok<TComplianceRecord>(
      'POST',
      '/api/compliance',
      firm.officer.token,
      dueDiligence(caseID, 'h-corporate'),
    );

    for (const [body, field] of [
      [dueDiligence(caseID, 'nobody'), 'holderID'],
      [
        dueDiligence(caseID, 'h-director', {
          screening: { done: true, listsChecked: [], result: null, checkedDate: null },
        }),
        'dueDiligence.screening.result',
      ],
      [
        { ...dueDiligence(caseID, 'h-director'), recordDocs: ['00000000-0000-4000-8000-000000000000'] },
        'recordDocs',
      ],
    ] as const) {
      const refused = await k.refused('POST', '/api/compliance', firm.officer.token, body, 400);
      expect(refused.field).toBe(field);
    }

    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    expect(
      (await k.ok<TComplianceRecord>('GET', `/api/compliance/${record.complianceID}`, operator.token))
        .version,
    ).toBe(1);
    // Another firm's staff: not found; clients: not allowed; nobody writes into another firm's case.
    await k.refused('GET', `/api/compliance/${record.complianceID}`, other.officer.token, undefined, 404);
    await k.refused('POST', '/api/compliance', other.officer.token, dueDiligence(caseID, 'h-director'), 404);
    expect((await k.ok<{ total: number }>('GET', '/api/compliance', other.admin.token)).total).toBe(0);
    await k.refused('GET', `/api/compliance/${record.complianceID}`, firm.client.token, undefined, 403);
    await k.refused('GET', '/api/compliance', firm.client.token, undefined, 403);
    await k.refused('POST', '/api/compliance', firm.client.token, dueDiligence(caseID, 'h-director'), 403);
    await k.refused('POST', '/api/compliance', operator.token, dueDiligence(caseID, 'h-director'), 403);
    const stored = await ctx.database.db
      .selectFrom('compliance_records')
      .select('id')
      .where('case_id', '=', caseID)
      .execute();
    expect(stored).toHaveLength(1);
  });
});
