import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TEntityDetail, TEntityDocument, TEntityHolderDetail } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { kit, PDF_BYTES, upload } from '../../test/case-kit.js';
import { addDueDiligence, walkToActiveEntity, type TWalkedEntity } from '../../test/entity-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let walked: TWalkedEntity;
let certificateId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  walked = await walkToActiveEntity(ctx.app, ctx.database.db);
  // The company's own file, as the firm files its certificate with the company's id.
  const response = await upload(ctx.app, walked.firm.officer.token, { companyID: walked.entityId }, [
    { name: 'certificate-of-incorporation.pdf', type: 'application/pdf', data: PDF_BYTES },
  ]);
  expect(response.statusCode, response.body).toBe(200);
  certificateId = response.json<{ fileID: string }>().fileID;
});
afterAll(async () => {
  await ctx.close();
});

const detailOf = (token: string) => k.ok<TEntityDetail>('GET', `/api/entities/${walked.entityId}`, token);
const downloads = (token: string, d: TEntityDocument) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/file/download/fileID/${d.fileID}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('an entity made by an incorporation', () => {
  it('lists the case that made it, and later cases', async () => {
    const { firm, caseId, entityId } = walked;
    const before = await detailOf(firm.officer.token);
    expect(before.cases).toEqual([
      expect.objectContaining({ caseID: caseId, caseType: 'MVP', status: 'COMPLETED', createdEntity: true }),
    ]);
    expect(before.history[0]).toMatchObject({ kind: 'INCORPORATED', caseID: caseId });
    const renewal = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      201,
    );
    const after = await detailOf(firm.officer.token);
    expect(after.cases.map((c) => [c.caseID, c.createdEntity])).toEqual([
      [renewal.caseID, false],
      [caseId, true],
    ]);
    expect(after.openCaseCount).toBe(1);
    // Clients see the cases they are members of: the renewal carried the director over as a stakeholder.
    for (const who of [firm.client, walked.director]) {
      expect((await detailOf(who.token)).cases.map((c) => c.caseID)).toEqual([renewal.caseID, caseId]);
    }
    await k.ok('POST', `/api/cases/${renewal.caseID}/cancel`, firm.officer.token, { reason: 'Not needed.' });
  });

  it('lists the company’s file and its cases’ signed documents; each one listed downloads', async () => {
    const { firm, director } = walked;
    const forStaff = await detailOf(firm.officer.token);
    expect(forStaff.documents.find((d) => d.fileID === certificateId)).toMatchObject({
      source: 'COMPANY',
      fileName: 'certificate-of-incorporation.pdf',
      // Without a recorded kind the screen falls back to the file name.
      docKind: null,
      caseID: null,
    });
    // The certificates recorded at completion became the company's own, with their kinds.
    expect(
      forStaff.documents
        .filter((d) => d.source === 'COMPANY' && d.docKind)
        .map((d) => d.docKind)
        .sort(),
    ).toEqual(['BUSINESS_REGISTRATION_CERTIFICATE', 'CERTIFICATE_OF_INCORPORATION']);
    const caseDocs = forStaff.documents.filter((d) => d.source === 'CASE');
    expect(caseDocs.length).toBeGreaterThan(0);
    expect(caseDocs.every((d) => d.caseID === walked.caseId && d.fileType === 'application/pdf')).toBe(true);
    // Each document as its latest version: the signed copy of what was signed; registers as made.
    const byTitle = new Map(caseDocs.map((d) => [d.title, d]));
    expect(byTitle.get('Incorporation Form (Form NNC1)')?.signed).toBe(true);
    expect(byTitle.get('Register of Members')?.signed).toBe(false);

    const forClient = await detailOf(firm.client.token);
    const forDirector = await detailOf(director.token);
    expect(forClient.documents.map((d) => d.fileID)).toEqual(forStaff.documents.map((d) => d.fileID));
    // The director reads the company's file and the documents they sign, not the others.
    const directorIds = new Set(forDirector.documents.map((d) => d.fileID));
    expect(directorIds.has(certificateId)).toBe(true);
    expect(directorIds.size).toBeLessThan(forClient.documents.length);
    for (const d of forDirector.documents) expect((await downloads(director.token, d)).statusCode).toBe(200);
    for (const d of forClient.documents.filter((x) => !directorIds.has(x.fileID)))
      expect((await downloads(director.token, d)).statusCode).toBe(404);
    for (const d of forClient.documents) expect((await downloads(firm.client.token, d)).statusCode).toBe(200);
  });

  it('shows the director’s own documents to the firm and to the director, not to the client', async () => {
    const { firm, director, entityId, caseId } = walked;
    const url = `/api/entities/${entityId}/holders/h-director`;
    const forStaff = await k.ok<TEntityHolderDetail>('GET', url, firm.officer.token);
    expect(forStaff.documents.map((d) => d.fileName).sort()).toEqual(['bill.pdf', 'hkid.png']);
    expect(forStaff.linkedAccount).toMatchObject({ userID: director.id });
    const forDirector = await k.ok<TEntityHolderDetail>('GET', url, director.token);
    expect(forDirector.documents.map((d) => d.fileName).sort()).toEqual(['bill.pdf', 'hkid.png']);
    expect(forDirector.complianceRecords).toBeNull();
    const forClient = await k.ok<TEntityHolderDetail>('GET', url, firm.client.token);
    expect(forClient.documents).toEqual([]);
    for (const d of forStaff.documents) expect((await downloads(firm.client.token, d)).statusCode).toBe(404);

    // Due diligence made in the incorporation counts as the holder's record.
    const recordId = await addDueDiligence(ctx.database.db, {
      firmId: firm.firmId,
      caseId,
      entityId: null,
      holderId: 'h-director',
      preparedBy: firm.officer.id,
    });
    const withRecord = await k.ok<TEntityHolderDetail>('GET', url, firm.officer.token);
    expect(withRecord.complianceRecords?.map((r) => [r.complianceID, r.caseID, r.current])).toContainEqual([
      recordId,
      caseId,
      true,
    ]);
  });
});
