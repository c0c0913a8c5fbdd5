import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDocument, TCaseDocuments, TDocumentVerification } from '@portal/domain';
import { bearer, buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, testConfig, type TTestContext } from '../../test/setup.js';
import {
  buildStaffedFirm,
  kit,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  signedIn,
  upload,
} from '../../test/case-kit.js';
import { signingInformation, walkToSigning } from '../../test/signing-walk.js';
import { pdfFonts, pdfText } from '../../test/pdf-read.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
const filesDir = `${testConfig().filesDir}-documents-test`;
beforeAll(async () => {
  ctx = await createTestApp({ FILES_DIR: filesDir });
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

async function download(fileId: string, token: string): Promise<Buffer> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/file/download/fileID/${fileId}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

const documentsOf = (caseId: string, token: string) =>
  k.ok<TCaseDocuments>('GET', `/api/cases/${caseId}/documents`, token);
const flat = (text: string) => text.replace(/\s+/g, '');
const byKind = (list: TCaseDocuments, kind: TCaseDocument['kind']) =>
  list.documents.filter((d) => d.kind === kind);

async function verifyCopy(bytes: Buffer, token: string): Promise<TDocumentVerification> {
  const { body, contentType } = multipart({}, [{ name: 'copy.pdf', type: 'application/pdf', data: bytes }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/documents/verify',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDocumentVerification>();
}

describe('generated documents', () => {
  it("makes the incorporation's documents from its data as real PDFs, with Chinese text and embedded fonts", async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId } = await walkToSigning(ctx.app, ctx.database.db, firm, 'form');
    const list = await documentsOf(caseId, firm.officer.token);
    expect(list.signingOpen).toBe(false);
    expect(list.documents.map((d) => d.kind)).toEqual([
      'INCORPORATION_FORM',
      'CONSENT_COMPANY_SECRETARY',
      'FIRST_DIRECTORS_RESOLUTIONS',
      'REGISTER_OF_MEMBERS',
      'REGISTER_OF_DIRECTORS',
      'SIGNIFICANT_CONTROLLERS_REGISTER',
      'SHARE_CERTIFICATE',
      'SHARE_CERTIFICATE',
    ]);
    const [form] = byKind(list, 'INCORPORATION_FORM');
    // Founder members, directors and the secretary sign the form (spec §3 nameOfSignList).
    expect(form?.nameOfSignList).toEqual([
      'Siu Ming Lee',
      'Kowloon Holdings Limited (Tai Man Chan)',
      'Wai Chan',
    ]);
    expect(form).toMatchObject({
      status: 'UNSIGNED',
      fileType: 'application/pdf',
      versions: [{ version: 1, reason: 'GENERATED' }],
    });
    expect(byKind(list, 'REGISTER_OF_MEMBERS')[0]).toMatchObject({
      status: 'NOT_REQUIRED',
      nameOfSignList: [],
    });
    expect(byKind(list, 'SHARE_CERTIFICATE').map((d) => d.subjectName)).toEqual([
      'Siu Ming Lee',
      'Kowloon Holdings Limited (Tai Man Chan)',
    ]);

    const bytes = await download(form?.fileID ?? '', firm.officer.token);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).join('\n');
    for (const expected of [
      'Incorporation Form (Company Limited by Shares)',
      '法團成立表格（股份有限公司）',
      'Harbour Tea Limited',
      '海港茶葉有限公司',
      '灣仔港灣道25號海港中心',
      '李小明',
      '九龍控股有限公司',
      // An HKSCS character and a simplified one, drawn with the HK and the SC face.
      '陳𨋢张',
      'TC001234',
      'Statement of Founder Member',
    ]) {
      expect(text).toContain(expected);
    }
    // The founders' statement counts the PI-NNC1 sheets; this case has no individual officer with an
    // identity number yet, so none (protected-information.test.ts covers the sheets themselves).
    expect(flat(text)).toContain(flat('PI-NNC1 sheet(s) (NOT for public inspection): number of pages'));
    const fonts = await pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(fonts.map((f) => f.name).join()).toMatch(/NotoSansHK/);
    expect(fonts.map((f) => f.name).join()).toMatch(/NotoSansSC/);

    // The controllers register comes from the ownership resolution: the director and the owner behind the corporate.
    const register = byKind(list, 'SIGNIFICANT_CONTROLLERS_REGISTER')[0];
    const registerText = (await pdfText(await download(register?.fileID ?? '', firm.officer.token))).join(
      '\n',
    );
    expect(registerText).toContain('LEE, Siu Ming');
    expect(registerText).toContain('60% of shares');
    expect(registerText).toContain('HO, Mei Ling');
    expect(registerText).toContain('40% of shares');
    // Table cells wrap; the chain reads the same once line breaks are ignored.
    expect(flat(registerText)).toContain(flat('Kowloon Holdings Limited → Mei Ling Ho'));

    // Asking again makes nothing new.
    const again = await documentsOf(caseId, firm.client.token);
    expect(again.documents.map((d) => d.documentID)).toEqual(list.documents.map((d) => d.documentID));
  });

  it('makes them again when the data changes, keeping the earlier ones', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId, director } = await walkToSigning(ctx.app, ctx.database.db, firm, 'form');
    const first = await documentsOf(caseId, firm.officer.token);
    await k.complete(caseId, 'CS_FORM_R', firm.officer, {
      outcome: 'RETURN',
      remarks: 'The name is Harbour Leaf.',
    });
    const changed = signingInformation(director.email, firm.client.email);
    await k.ok('PUT', `/api/cases/${caseId}/information`, firm.client.token, {
      ...changed,
      companyEngName: 'Harbour Leaf Limited',
    });
    const second = await documentsOf(caseId, firm.officer.token);
    expect(second.documents).toHaveLength(first.documents.length);
    expect(second.documents.some((d) => first.documents.some((f) => f.documentID === d.documentID))).toBe(
      false,
    );
    expect(second.superseded.map((d) => d.documentID).sort()).toEqual(
      first.documents.map((d) => d.documentID).sort(),
    );
    const newForm = byKind(second, 'INCORPORATION_FORM')[0];
    expect((await pdfText(await download(newForm?.fileID ?? '', firm.officer.token))).join()).toContain(
      'Harbour Leaf Limited',
    );
    // The earlier version is still there to read.
    const oldForm = byKind(first, 'INCORPORATION_FORM')[0];
    expect((await pdfText(await download(oldForm?.fileID ?? '', firm.officer.token))).join()).toContain(
      'Harbour Tea Limited',
    );
  });

  it('shows a signatory only what they sign, and outsiders nothing', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const stranger = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const { caseId, director } = await walkToSigning(ctx.app, ctx.database.db, firm, 'form');
    const all = await documentsOf(caseId, firm.client.token);
    const mine = await documentsOf(caseId, director.token);
    expect(mine.documents.map((d) => d.kind)).toEqual([
      'INCORPORATION_FORM',
      'FIRST_DIRECTORS_RESOLUTIONS',
      'SHARE_CERTIFICATE',
      'SHARE_CERTIFICATE',
    ]);
    const register = byKind(all, 'REGISTER_OF_DIRECTORS')[0];
    const fetch = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/file/download/fileID/${register?.fileID}`,
        headers: bearer(token),
      });
    expect((await fetch(director.token)).statusCode).toBe(404);
    expect((await fetch(other.officer.token)).statusCode).toBe(404);
    expect((await fetch(stranger.token)).statusCode).toBe(404);
    for (const token of [other.officer.token, other.admin.token, other.client.token, stranger.token]) {
      expect((await k.refused('GET', `/api/cases/${caseId}/documents`, token, undefined, 404)).code).toBe(
        'NOT_FOUND',
      );
      await k.refused('GET', `/api/documents/${register?.documentID}/verify`, token, undefined, 404);
      const signing = await k.refused(
        'POST',
        `/api/cases/${caseId}/documents/${register?.documentID}/signatures`,
        token,
        { method: 'TYPED', holderID: 'h-director', typedName: 'Siu Ming Lee' },
        404,
      );
      expect(signing.code).toBe('NOT_FOUND');
    }
    await k.refused('GET', `/api/documents/${register?.documentID}/verify`, director.token, undefined, 404);
    // Copies are matched only against documents the caller may see.
    const copy = await download(register?.fileID ?? '', firm.officer.token);
    expect((await verifyCopy(copy, other.officer.token)).result).toBe('UNKNOWN');
    expect((await verifyCopy(copy, firm.officer.token)).result).toBe('MATCHES_LATEST');
  });
});

describe('annual return', () => {
  it("makes Form NAR1 from the company's records as at the return date, signed by its secretary", async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const base = signingInformation('director@example.com', firm.client.email);
    const companyID = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      incorporationDate: '2020-03-15',
      information: {
        ...base,
        companyNumber: '3456789',
        brn: '76543210',
        incorporationDate: '2020-03-15',
        stakeholders: [
          { ...base.stakeholders[0], idNum: 'A123456(3)', idIssuer: 'HKG' },
          ...base.stakeholders.slice(1),
          {
            holderID: 'h-resigned',
            holderType: 'I',
            engFirstName: 'Resigned',
            engLastName: 'Person',
            isDirector: true,
            resignedCapacities: ['isDirector'],
          },
        ],
      },
    });
    const opened = await k.ok<{ caseID: string }>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID },
      201,
    );
    const list = await documentsOf(opened.caseID, firm.officer.token);
    expect(list.documents.map((d) => [d.kind, d.nameOfSignList])).toEqual([
      ['ANNUAL_RETURN', ['Kowloon Holdings Limited (Tai Man Chan)']],
    ]);
    const pages = await pdfText(await download(list.documents[0]?.fileID ?? '', firm.officer.token));
    const text = pages.join('\n');
    for (const expected of [
      'Annual Return',
      '周年申報表',
      'Date to which this Return is Made Up',
      '本申報表的結算日期',
      // The return date the renewal files: the sixth anniversary of incorporation in the records.
      '15/03/2026',
      '3456789',
      '海港茶葉有限公司',
      'Particulars of Directors',
      '董事詳情',
      // Partial identity numbers only: the form is public.
      'A123***',
      'TC001234',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('A123456');
    // A director who resigned is not reported; the members are the form's schedule, on its own page.
    expect(text).not.toContain('Resigned');
    expect(pages.at(-1)).toContain('Schedule 1: Particulars of Members');
    expect(pages.at(-1)).toContain('6,000');
  });
});

describe('signing', () => {
  it('is signed by several people, stamped with an audit page, completes the step, and detects a changed byte', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId, director } = await walkToSigning(ctx.app, ctx.database.db, firm);
    const before = await documentsOf(caseId, director.token);
    expect(before.signingOpen).toBe(true);
    const form = byKind(before, 'INCORPORATION_FORM')[0];
    const formUrl = `/api/cases/${caseId}/documents/${form?.documentID}`;
    expect(form?.signatories.map((s) => [s.holderID, s.mayISign, s.mayRecordPaper])).toEqual([
      ['h-director', true, false],
      ['h-corporate', false, false],
      ['h-director2', false, false],
    ]);
    // Nobody signs for someone else, and a drawing must be a PNG.
    expect(
      (
        await k.refused(
          'POST',
          `${formUrl}/signatures`,
          director.token,
          { method: 'TYPED', holderID: 'h-corporate', typedName: 'Tai Man Chan' },
          403,
        )
      ).code,
    ).toBe('NOT_A_SIGNATORY');
    const notPng = await k.refused(
      'POST',
      `${formUrl}/signatures`,
      director.token,
      {
        method: 'DRAWN',
        holderID: 'h-director',
        image: `data:image/png;base64,${PDF_BYTES.toString('base64')}`,
      },
      400,
    );
    expect(notPng.field).toBe('image');

    const drawn = await k.ok<TCaseDocument>('POST', `${formUrl}/signatures`, director.token, {
      method: 'DRAWN',
      holderID: 'h-director',
      image: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
    });
    expect(drawn.status).toBe('PARTIALLY_SIGNED');
    expect(drawn.versions.map((v) => [v.version, v.reason])).toEqual([
      [2, 'SIGNED'],
      [1, 'GENERATED'],
    ]);
    const signature = drawn.signatories.find((s) => s.holderID === 'h-director');
    expect(signature).toMatchObject({
      signed: true,
      isDigitalSigned: true,
      method: 'DRAWN',
      mayISign: false,
    });
    expect(signature?.signID).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(signature?.signDateTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(
      (
        await k.refused(
          'POST',
          `${formUrl}/signatures`,
          director.token,
          { method: 'TYPED', holderID: 'h-director', typedName: 'Siu Ming Lee' },
          409,
        )
      ).code,
    ).toBe('ALREADY_SIGNED');

    // The platform operator reads every document but signs or records nothing.
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const seen = await documentsOf(caseId, operator.token);
    expect(seen.documents).toHaveLength(before.documents.length + 4);
    expect(seen.documents.flatMap((d) => d.signatories).some((x) => x.mayISign || x.mayRecordPaper)).toBe(
      false,
    );

    // The client signs for the corporate they represent, and records the accountless director's paper copy.
    await k.ok('POST', `${formUrl}/signatures`, firm.client.token, {
      method: 'TYPED',
      holderID: 'h-corporate',
      typedName: 'Tai Man Chan',
    });
    const scan = (
      await upload(ctx.app, firm.client.token, { caseID: caseId }, [
        { name: 'wai-chan-signed.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>();
    expect(
      (
        await k.refused(
          'POST',
          `${formUrl}/paper-signatures`,
          director.token,
          { holderID: 'h-director2', fileID: scan.fileID },
          403,
        )
      ).code,
    ).toBe('NOT_A_SIGNATORY');
    expect(
      (
        await k.refused(
          'POST',
          `${formUrl}/paper-signatures`,
          operator.token,
          { holderID: 'h-director2', fileID: scan.fileID },
          403,
        )
      ).code,
    ).toBe('NOT_A_SIGNATORY');
    const signed = await k.ok<TCaseDocument>('POST', `${formUrl}/paper-signatures`, firm.client.token, {
      holderID: 'h-director2',
      fileID: scan.fileID,
    });
    expect(signed.status).toBe('SIGNED');
    expect(signed.signatories.map((s) => [s.holderID, s.isDigitalSigned, s.method])).toEqual([
      ['h-director', true, 'DRAWN'],
      ['h-corporate', true, 'TYPED'],
      ['h-director2', false, 'PAPER'],
    ]);
    expect(signed.versions).toHaveLength(4);

    // The signed copy: the original's pages plus an audit page naming every signer and the original's hash.
    const original = await download(signed.originalFileID, firm.officer.token);
    const latest = await download(signed.fileID, firm.officer.token);
    const originalPages = await pdfText(original);
    const pages = await pdfText(latest);
    expect(pages).toHaveLength(originalPages.length + 1);
    const audit = pages.at(-1) ?? '';
    expect(audit).toContain('Signature Audit Trail');
    expect(audit).toContain(signed.originalSha256);
    expect(audit).toContain('Siu Ming Lee');
    expect(flat(audit)).toContain(flat('Kowloon Holdings Limited (Tai Man Chan)'));
    expect(audit).toContain('Signed on paper');
    expect(audit).toContain(signature?.signID ?? 'missing');
    expect(pages.join()).toContain('Tai Man Chan');

    // The step waits for every document; the last signature completes it.
    expect((await k.detail(caseId, firm.officer.token)).step).toBe('MVP_DOC_S');
    await k.signDocuments(caseId, [director, firm.client], firm.client);
    const after = await documentsOf(caseId, firm.client.token);
    expect(after).toMatchObject({ signingComplete: true, missing: [], signingOpen: false });
    expect(
      after.documents.filter((d) => d.nameOfSignList.length > 0).every((d) => d.status === 'SIGNED'),
    ).toBe(true);
    expect((await k.detail(caseId, firm.officer.token)).step).toBe('CASE_FILING');
    expect(
      (
        await k.refused(
          'POST',
          `${formUrl}/signatures`,
          director.token,
          { method: 'TYPED', holderID: 'h-director', typedName: 'x y' },
          409,
        )
      ).code,
    ).toBe('SIGNING_NOT_OPEN');

    // Verifying: the stored copy, the copy someone holds, an earlier version, and changed bytes.
    const verified = await k.ok<TDocumentVerification>(
      'GET',
      `/api/documents/${form?.documentID}/verify`,
      director.token,
    );
    expect(verified).toMatchObject({
      valid: true,
      result: 'MATCHES_LATEST',
      version: 4,
      originalSha256: signed.originalSha256,
    });
    expect(verified.signatures).toHaveLength(3);
    expect(await verifyCopy(latest, director.token)).toMatchObject({ valid: true, result: 'MATCHES_LATEST' });
    expect(await verifyCopy(original, director.token)).toMatchObject({
      valid: true,
      result: 'MATCHES_EARLIER_VERSION',
      version: 1,
    });
    const tampered = Buffer.from(latest);
    // One byte changed inside the page content (mid-file); the document still opens and names itself.
    const at = Math.floor(tampered.length / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 0x20;
    expect(await verifyCopy(tampered, director.token)).toMatchObject({
      valid: false,
      result: 'CHANGED',
      documentID: form?.documentID,
      expectedSha256: verified.expectedSha256,
    });
    expect((await verifyCopy(PDF_BYTES, director.token)).result).toBe('UNKNOWN');
    // One changed byte in the stored file itself is found too.
    const stored = await ctx.database.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', signed.fileID)
      .executeTakeFirstOrThrow();
    const onDisk = path.join(filesDir, stored.storage_key);
    const bytes = await fs.readFile(onDisk);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0x01;
    await fs.writeFile(onDisk, bytes);
    expect(
      await k.ok<TDocumentVerification>(
        'GET',
        `/api/documents/${form?.documentID}/verify`,
        firm.officer.token,
      ),
    ).toMatchObject({
      valid: false,
      result: 'CHANGED',
      expectedSha256: verified.expectedSha256,
    });
  });
});
