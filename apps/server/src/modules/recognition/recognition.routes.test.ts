import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_TEXTS, type TRecognitionProgress } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { bearer } from '../../test/factories.js';
import { buildStaffedFirm, caller, multipart, type TMultipartFile } from '../../test/case-kit.js';
import { encryptedPdf, letterPdf } from './fixtures/odd-pdfs.js';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const pdfFile = (data: Uint8Array, name = 'form.pdf'): TMultipartFile => ({
  name,
  type: 'application/pdf',
  data: Buffer.from(data),
});

function recognise(token: string, files: TMultipartFile[], fields: Record<string, string> = {}) {
  const { body, contentType } = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/recognition/company-form',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

async function acceptTerms(token: string) {
  const accepted = await caller(ctx.app)('POST', '/api/legal/acceptances', token, {
    text: 'ENTITY_MIGRATION_RECOGNITION_TERMS',
    version: LEGAL_TEXTS.ENTITY_MIGRATION_RECOGNITION_TERMS.version,
  });
  expect(accepted.statusCode).toBe(201);
}

describe('company form recognition: who and what is refused', () => {
  it('is for the firm’s staff who accepted the recognition terms', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const letter = pdfFile(await letterPdf());
    const client = await recognise(firm.client.token, [letter]);
    expect(client.statusCode).toBe(403);
    const before = await recognise(firm.officer.token, [letter]);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ code: 'RECOGNITION_TERMS_REQUIRED' });
  });

  it('refuses what is not one NNC1 or NAR1 PDF with the unsupported-document codes', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptTerms(firm.officer.token);
    const refusal = async (files: TMultipartFile[]) => {
      const response = await recognise(firm.officer.token, files);
      const body = response.json<{ code: string; details?: { reason: string }[] }>();
      return [response.statusCode, body.code, body.details?.[0]?.reason];
    };
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal([{ name: 'card.png', type: 'image/png', data: png }])).toEqual([
      415,
      '38002',
      'NOT_PDF',
    ]);
    // The name says PDF; the content does not.
    expect(await refusal([{ name: 'form.pdf', type: 'application/pdf', data: png }])).toEqual([
      415,
      '38002',
      'NOT_PDF',
    ]);
    const truncated = (await letterPdf()).slice(0, 300);
    expect(await refusal([pdfFile(truncated)])).toEqual([415, '38001', 'CORRUPT']);
    expect(await refusal([pdfFile(await encryptedPdf())])).toEqual([415, '38001', 'ENCRYPTED']);
    expect(await refusal([pdfFile(await letterPdf(30))])).toEqual([415, '38001', 'TOO_MANY_PAGES']);
    expect(await refusal([pdfFile(await letterPdf())])).toEqual([415, '38001', 'NOT_A_COMPANY_FORM']);
    const letter = pdfFile(await letterPdf());
    expect(await refusal([letter, letter])).toEqual([415, '38002', 'ONE_DOCUMENT']);
    const none = await recognise(firm.officer.token, []);
    expect([none.statusCode, none.json<{ field?: string }>().field]).toEqual([400, 'file']);
    // Nothing is running for the officer afterwards.
    const progress = await caller(ctx.app)('GET', '/api/recognition/progress', firm.officer.token);
    expect(progress.json<TRecognitionProgress>()).toEqual({ running: false });
  });
});
