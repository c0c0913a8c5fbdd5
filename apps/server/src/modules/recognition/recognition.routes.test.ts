import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  LEGAL_TEXTS,
  type TCompanyFormRecognition,
  type TIdDocumentRecognition,
  type TRecognitionProgress,
} from '@portal/domain';
import { Writable } from 'node:stream';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { bearer, buildUser } from '../../test/factories.js';
import { buildStaffedFirm, caller, multipart, signedIn, type TMultipartFile } from '../../test/case-kit.js';
import { inventCard, renderCard } from './fixtures/id-card-fixture.js';
import { companyTruth } from './fixtures/company-truth.js';
import { inventCompany } from './fixtures/invented-company.js';
import { fillNnc1, makeNnc1Lookalike } from './fixtures/nnc1-fixture.js';
import { encryptedPdf, letterPdf } from './fixtures/odd-pdfs.js';
import { scanPdf } from './fixtures/scan-fixture.js';
import { scoreFields } from './fixtures/score-fields.js';

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

function recognise(
  token: string,
  files: TMultipartFile[],
  fields: Record<string, string> = {},
  url = '/api/recognition/company-form',
) {
  const { body, contentType } = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url,
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

describe('company form recognition: reading', () => {
  it('reads a digitally filled NNC1 into the migration form’s values, each with its confidence and page', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptTerms(firm.officer.token);
    const company = inventCompany(314);
    const filled = await fillNnc1(await makeNnc1Lookalike(), company, { flatten: false });
    const response = await recognise(firm.officer.token, [pdfFile(filled)]);
    expect(response.statusCode).toBe(200);
    const answer = response.json<TCompanyFormRecognition>();
    expect(answer).toMatchObject({ formType: 'nnc1', method: 'ACROFORM' });
    const score = scoreFields(companyTruth(company), answer.fields);
    expect(score.wrong).toEqual([]);
    const name = answer.fields.find((f) => f.path === 'companyEngName');
    expect(name).toMatchObject({ value: company.engName, confidence: 1, page: 1, method: 'ACROFORM' });
    expect(name?.box?.width).toBeGreaterThan(0);
  });

  it('keeps answering other requests while a scan is read, and says how far the read has come', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptTerms(firm.officer.token);
    const company = inventCompany(315);
    const flattened = await fillNnc1(await makeNnc1Lookalike(), company, { flatten: true });
    const scan = await scanPdf(flattened, { seed: 315, pages: [1, 2, 3] });
    const reading = recognise(firm.officer.token, [pdfFile(scan)]);
    const progress = async () =>
      (
        await caller(ctx.app)('GET', '/api/recognition/progress', firm.officer.token)
      ).json<TRecognitionProgress>();
    let seen = await progress();
    while (seen.stage !== 'OCR') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await progress();
    }
    expect(seen).toMatchObject({ running: true, stage: 'OCR', pageCount: 3 });
    // A second document of the same officer waits for none: it is refused while the first is read.
    const second = await recognise(firm.officer.token, [pdfFile(flattened)]);
    expect(second.json()).toMatchObject({ code: 'RECOGNITION_BUSY' });
    // The event loop is free: another request is answered while the scan is still being read.
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await progress()).running).toBe(true);
    const answer = (await reading).json<TCompanyFormRecognition>();
    expect(answer).toMatchObject({ formType: 'nnc1', method: 'OCR', pageCount: 3 });
    expect(answer.fields.find((f) => f.path === 'companyEngName')?.page).toBe(1);
    expect(await progress()).toEqual({ running: false });
  });
});

describe('identity document recognition', () => {
  const readCard = (token: string, files: TMultipartFile[]) =>
    recognise(token, files, {}, '/api/recognition/id-document');
  const acceptIdTerms = async (token: string) => {
    const accepted = await caller(ctx.app)('POST', '/api/legal/acceptances', token, {
      text: 'ID_CARD_RECOGNITION_TERMS',
      version: LEGAL_TEXTS.ID_CARD_RECOGNITION_TERMS.version,
    });
    expect(accepted.statusCode).toBe(201);
  };
  const fileCount = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('reads a card photo for a client who accepted the ID-card terms, and keeps nothing', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const card = inventCard(71);
    const photo: TMultipartFile = {
      name: 'card.jpg',
      type: 'image/jpeg',
      data: Buffer.from(await renderCard(card, { format: 'jpeg', angleDeg: 5, seed: 71 })),
    };
    // The form recognition terms are not the ID-card ones.
    await acceptTerms(firm.officer.token);
    expect((await readCard(firm.officer.token, [photo])).json()).toMatchObject({
      code: 'RECOGNITION_TERMS_REQUIRED',
    });
    const smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    expect((await readCard(smoooth.token, [photo])).statusCode).toBe(403);

    await acceptIdTerms(firm.client.token);
    const files = await fileCount();
    const response = await readCard(firm.client.token, [photo]);
    expect(response.statusCode).toBe(200);
    const answer = response.json<TIdDocumentRecognition>();
    expect(answer.documentType).toBe('HKID');
    expect(answer.fields.find((f) => f.field === 'idNum')).toMatchObject({
      value: card.idNum,
      checked: true,
    });
    expect(answer.fields.find((f) => f.field === 'engLastName')?.value).toBe(card.engSurname);
    expect(await fileCount()).toBe(files);
  });

  it('logs no recognised text, even at the most detailed log level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({}, { logger: { level: 'trace', stream } });
    try {
      const firm = await buildStaffedFirm(logged.app, logged.database.db);
      const accepted = await caller(logged.app)('POST', '/api/legal/acceptances', firm.client.token, {
        text: 'ID_CARD_RECOGNITION_TERMS',
        version: LEGAL_TEXTS.ID_CARD_RECOGNITION_TERMS.version,
      });
      expect(accepted.statusCode).toBe(201);
      const card = inventCard(74);
      const { body, contentType } = multipart({}, [
        {
          name: 'card.png',
          type: 'image/png',
          data: Buffer.from(await renderCard(card, { format: 'png', seed: 74 })),
        },
      ]);
      const response = await logged.app.inject({
        method: 'POST',
        url: '/api/recognition/id-document',
        headers: { ...bearer(firm.client.token), 'content-type': contentType },
        payload: body,
      });
      expect(response.json<TIdDocumentRecognition>().fields.find((f) => f.field === 'idNum')?.value).toBe(
        card.idNum,
      );
      const log = lines.join('');
      // The request was logged; nothing read from the card was.
      expect(log).toContain('/api/recognition/id-document');
      for (const text of [
        card.idNum,
        card.engSurname,
        card.chiName,
        card.dateOfBirth,
        card.idNum.slice(0, 7),
      ])
        expect(log).not.toContain(text);
    } finally {
      await logged.close();
    }
  });

  it('refuses a file it does not take or cannot read, with the reason, and keeps nothing', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptIdTerms(firm.officer.token);
    const files = await fileCount();
    const refusal = async (file: TMultipartFile) => {
      const response = await readCard(firm.officer.token, [file]);
      const body = response.json<{ code: string; details?: { reason: string }[] }>();
      return [response.statusCode, body.code, body.details?.[0]?.reason];
    };
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await refusal({ name: 'card.png', type: 'image/png', data: gif })).toEqual([
      415,
      '38002',
      'NOT_SUPPORTED_TYPE',
    ]);
    const jpeg = Buffer.from(await renderCard(inventCard(72), { format: 'jpeg', seed: 72 }));
    expect(await refusal({ name: 'card.jpg', type: 'image/jpeg', data: jpeg.subarray(0, 500) })).toEqual([
      415,
      '38001',
      'CORRUPT',
    ]);
    const pages = await PDFDocument.create();
    for (let i = 0; i < 10; i += 1) pages.addPage();
    expect(
      await refusal({ name: 'card.pdf', type: 'application/pdf', data: Buffer.from(await pages.save()) }),
    ).toEqual([415, '38001', 'TOO_MANY_PAGES']);
    // An animated PNG: an acTL chunk before the image data.
    const png = Buffer.from(await renderCard(inventCard(73), { format: 'png', seed: 73 }));
    const actl = Buffer.concat([
      Buffer.from([0, 0, 0, 8]),
      Buffer.from('acTL', 'latin1'),
      Buffer.from([0, 0, 0, 2, 0, 0, 0, 0]),
      Buffer.alloc(4),
    ]);
    const animated = Buffer.concat([png.subarray(0, 33), actl, png.subarray(33)]);
    expect(await refusal({ name: 'card.png', type: 'image/png', data: animated })).toEqual([
      415,
      '38001',
      'ANIMATED',
    ]);
    // A header of a sane size with an impossible bit depth and colour type crashes the native
    // decoder: it runs in a child process, so the answer is "damaged" and the server carries on.
    const garbage = Buffer.from(await createCanvas(50, 50).encode('png'));
    garbage.fill(0x5a, 24, 29);
    expect(await refusal({ name: 'card.png', type: 'image/png', data: garbage })).toEqual([
      415,
      '38001',
      'CORRUPT',
    ]);
    // A 30 MB photo is stopped at the upload's limit.
    const big = Buffer.concat([jpeg, Buffer.alloc(30 * 1024 * 1024)]);
    const tooBig = await readCard(firm.officer.token, [{ name: 'card.jpg', type: 'image/jpeg', data: big }]);
    expect([tooBig.statusCode, tooBig.json<{ code: string }>().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await fileCount()).toBe(files);
    const progress = await caller(ctx.app)('GET', '/api/recognition/progress', firm.officer.token);
    expect(progress.json<TRecognitionProgress>()).toEqual({ running: false });
  });
});
