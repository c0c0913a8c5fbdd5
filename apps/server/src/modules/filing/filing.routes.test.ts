import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hongKongDate, type TCompletionView, type TFilingView } from '@portal/domain';
import { buildEntity } from '../../test/factories.js';
import { createTestApp, testConfig, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, PDF_BYTES, PNG_BYTES, upload, type TSignedIn } from '../../test/case-kit.js';
import { caseSteps } from '../../test/case-steps.js';
import { walkToSigning } from '../../test/signing-walk.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let steps: ReturnType<typeof caseSteps>;
const filesDir = `${testConfig().filesDir}-filing-test`;
beforeAll(async () => {
  ctx = await createTestApp({ FILES_DIR: filesDir });
  k = kit(ctx.app, ctx.database.db);
  steps = caseSteps(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

const today = () => hongKongDate(new Date());
const daysFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An incorporation whose documents are all signed: at CASE_FILING. */
async function atFiling(firm: Awaited<ReturnType<typeof buildStaffedFirm>>) {
  const { caseId, director } = await walkToSigning(ctx.app, ctx.database.db, firm);
  await k.signDocuments(caseId, [director, firm.client], firm.client);
  expect((await k.detail(caseId, firm.officer.token)).step).toBe('CASE_FILING');
  return caseId;
}

const uploadPdf = async (caseId: string, who: TSignedIn, name: string) =>
  (
    await upload(ctx.app, who.token, { caseID: caseId }, [{ name, type: 'application/pdf', data: PDF_BYTES }])
  ).json<{ fileID: string }>().fileID;

describe('filing and completion', () => {
  it('records the filing with its history, then the registry’s particulars, and makes the active entity', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseId = await atFiling(firm);
    const url = `/api/cases/${caseId}/filing`;

    const empty = await k.ok<TFilingView>('GET', url, firm.officer.token);
    expect(empty).toMatchObject({ filing: null, updates: [], mayEdit: true });
    // What is filed: the signed copies.
    expect(empty.documents.length).toBeGreaterThan(2);
    expect(empty.documents.every((d) => d.fileName.endsWith('.pdf'))).toBe(true);

    const tomorrow = daysFrom(today(), 1);
    const future = await k.refused(
      'PUT',
      url,
      firm.officer.token,
      {
        filingDate: tomorrow,
        registryReference: 'NNC1-1',
        filingMethod: 'E_REGISTRY',
      },
      400,
    );
    expect(future).toMatchObject({ field: 'filingDate', details: [{ reason: 'dateInFuture' }] });
    const early = await k.refused(
      'PUT',
      url,
      firm.officer.token,
      {
        filingDate: daysFrom(today(), -30),
        registryReference: 'NNC1-1',
        filingMethod: 'E_REGISTRY',
      },
      400,
    );
    expect(early.details?.[0]?.reason).toBe('dateTooEarly');
    const blank = await k.refused(
      'PUT',
      url,
      firm.officer.token,
      {
        filingDate: today(),
        registryReference: '  ',
        filingMethod: 'E_REGISTRY',
      },
      400,
    );
    expect(blank.field).toBe('registryReference');
    // Only the holder of the filing task records it.
    expect(
      (
        await k.refused(
          'PUT',
          url,
          firm.colleague.token,
          {
            filingDate: today(),
            registryReference: 'NNC1-1',
            filingMethod: 'PAPER',
          },
          403,
        )
      ).code,
    ).toBe('NOT_TASK_ASSIGNEE');
    expect(
      await ctx.database.db.selectFrom('case_filings').selectAll().where('case_id', '=', caseId).execute(),
    ).toEqual([]);

    await k.ok('PUT', url, firm.officer.token, {
      filingDate: today(),
      registryReference: 'NNC1-2026-0001',
      filingMethod: 'PAPER',
    });
    const corrected = await k.ok<TFilingView>('PUT', url, firm.officer.token, {
      filingDate: today(),
      registryReference: 'NNC1-2026-0042',
      filingMethod: 'E_REGISTRY',
    });
    expect(corrected.filing).toMatchObject({
      registryReference: 'NNC1-2026-0042',
      filingMethod: 'E_REGISTRY',
    });
    expect(corrected.updates.map((u) => u.status)).toEqual(['CORRECTED', 'SUBMITTED']);
    expect(corrected.updates[0]?.note).toContain('NNC1-2026-0001');
    const noteless = await k.refused(
      'POST',
      `${url}/updates`,
      firm.officer.token,
      { status: 'NOTE', updateDate: today() },
      400,
    );
    expect(noteless.field).toBe('note');
    const withRequisition = await k.ok<TFilingView>('POST', `${url}/updates`, firm.officer.token, {
      status: 'REQUISITION',
      updateDate: today(),
      note: 'The registry asks for the Chinese name to match the NNC1.',
    });
    expect(withRequisition.updates[0]?.status).toBe('REQUISITION');
    expect(withRequisition.updates[0]?.createdBy).not.toBe('');
    await k.complete(caseId, 'CASE_FILING', firm.officer);

    // Completion: saved as typed; numbers checked; certificates must be this case's uploads.
    const completionUrl = `/api/cases/${caseId}/completion`;
    const initial = await k.ok<TCompletionView>('GET', completionUrl, firm.officer.token);
    expect(initial).toMatchObject({ mayEdit: true, filingDate: today() });
    expect(initial.missing).toContain('brn');
    const takenBrn = '55554444';
    await buildEntity(ctx.database.db, { firmId: firm.firmId, name: 'Existing Co Limited' }).then((id) =>
      ctx.database.db.updateTable('entities').set({ brn: takenBrn }).where('id', '=', id).execute(),
    );
    const taken = await k.refused('PUT', completionUrl, firm.officer.token, { brn: takenBrn }, 409);
    expect(taken).toMatchObject({ code: 'ALREADY_EXISTS', field: 'brn' });
    const beforeFiling = await k.refused(
      'PUT',
      completionUrl,
      firm.officer.token,
      { incorporationDate: daysFrom(today(), -1) },
      400,
    );
    expect(beforeFiling.details?.[0]?.reason).toBe('dateTooEarly');
    const otherCase = await walkToSigning(ctx.app, ctx.database.db, firm, 'form');
    const foreign = await uploadPdf(otherCase.caseId, firm.officer, 'foreign.pdf');
    const wrongFile = await k.refused(
      'PUT',
      completionUrl,
      firm.officer.token,
      { certificateFileID: foreign },
      400,
    );
    expect(wrongFile.field).toBe('certificateFileID');

    const certificate = await uploadPdf(caseId, firm.officer, 'CI.pdf');
    const brc = (
      await upload(ctx.app, firm.officer.token, { caseID: caseId }, [
        { name: 'BRC.png', type: 'image/png', data: PNG_BYTES },
      ])
    ).json<{ fileID: string }>().fileID;
    const partial = await k.ok<TCompletionView>('PUT', completionUrl, firm.officer.token, {
      companyNumber: '3210987',
      certificateFileID: certificate,
    });
    expect(partial.missing).toEqual(['brn', 'incorporationDate', 'brCertificateFileID']);
    expect(partial.certificate).toMatchObject({ fileName: 'CI.pdf' });
    const full = await k.ok<TCompletionView>('PUT', completionUrl, firm.officer.token, {
      brn: '87654321',
      incorporationDate: today(),
      brCertificateFileID: brc,
    });
    expect(full).toMatchObject({ companyNumber: '3210987', missing: [] });
    const done = await k.complete(caseId, 'CASE_COMPLETION', firm.officer);
    expect(done).toMatchObject({ caseStatus: 'COMPLETED', step: 'COMPLETED' });

    // The active entity carries the particulars, the stakeholders and the certificates.
    const entity = await ctx.database.db
      .selectFrom('entities')
      .selectAll()
      .where('created_from_case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(entity).toMatchObject({
      status: 'ACTIVE',
      company_number: '3210987',
      brn: '87654321',
      incorporation_date: today(),
      next_return_date: `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`,
    });
    const info = entity.information as { stakeholders: { holderID: string }[] };
    expect(info.stakeholders.map((s) => s.holderID)).toEqual(['h-director', 'h-corporate', 'h-director2']);
    const files = await ctx.database.db
      .selectFrom('files')
      .select(['id', 'doc_kind'])
      .where('entity_id', '=', entity.id)
      .orderBy('doc_kind')
      .execute();
    expect(files).toEqual([
      { id: brc, doc_kind: 'BUSINESS_REGISTRATION_CERTIFICATE' },
      { id: certificate, doc_kind: 'CERTIFICATE_OF_INCORPORATION' },
    ]);
    const history = await ctx.database.db
      .selectFrom('entity_history')
      .select(['kind', 'details'])
      .where('entity_id', '=', entity.id)
      .execute();
    expect(history.map((h) => h.kind)).toEqual(['INCORPORATED']);
    expect(history[0]?.details).toMatchObject({ registryReference: 'NNC1-2026-0042', filingDate: today() });
    // A completed case is closed to changes.
    const closed = await k.refused('PUT', completionUrl, firm.officer.token, { companyNumber: '1' }, 409);
    expect(closed.code).toBe('CASE_CLOSED');
  });

  it('is the firm’s: other firms and clients are refused on every call, and nothing is written', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseId = await atFiling(firm);
    const filing = { filingDate: today(), registryReference: 'X-1', filingMethod: 'PAPER' };
    for (const [who, status] of [
      [other.admin, 404],
      [other.officer, 404],
      [other.client, 403],
      [firm.client, 403],
    ] as const) {
      await k.refused('GET', `/api/cases/${caseId}/filing`, who.token, undefined, status);
      await k.refused('PUT', `/api/cases/${caseId}/filing`, who.token, filing, status);
      await k.refused(
        'POST',
        `/api/cases/${caseId}/filing/updates`,
        who.token,
        { status: 'NOTE', updateDate: today(), note: 'x' },
        status,
      );
      await k.refused('GET', `/api/cases/${caseId}/completion`, who.token, undefined, status);
      await k.refused('PUT', `/api/cases/${caseId}/completion`, who.token, { brn: '12345678' }, status);
    }
    for (const table of ['case_filings', 'case_filing_updates', 'case_completions'] as const) {
      const rows = await ctx.database.db
        .selectFrom(table)
        .select('case_id')
        .where('case_id', '=', caseId)
        .execute();
      expect(rows).toEqual([]);
    }
    await steps.filing(caseId, firm.officer);
  });
});
