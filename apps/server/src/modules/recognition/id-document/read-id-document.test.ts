import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, type TIdDocumentRecognition } from '@portal/domain';
import { cardTruth, inventCard, renderCard } from '../fixtures/id-card-fixture.js';
import { inventPassport, passportTruth, renderPassport } from '../fixtures/passport-fixture.js';
import { createTesseractPool } from '../ocr/tesseract-pool.js';
import { IdDocumentUnsupportedError, recogniseIdDocument } from './read-id-document.js';

const pool = createTesseractPool();
afterAll(() => pool.terminate());

const TODAY = new Date('2026-11-26T00:00:00Z');
const read = (bytes: Uint8Array) => recogniseIdDocument(bytes, undefined, pool, TODAY);

/** Values read right, and the values proposed as sure (≥ LOW_CONFIDENCE) that are wrong. */
function score(answer: TIdDocumentRecognition, truth: Partial<Record<string, string>>) {
  const right = Object.entries(truth).filter(
    ([field, value]) => answer.fields.find((f) => f.field === field)?.value === value,
  ).length;
  const sureButWrong = answer.fields
    .filter(
      (f) => f.confidence >= LOW_CONFIDENCE && truth[f.field] !== undefined && truth[f.field] !== f.value,
    )
    .map((f) => `${f.field}: ${f.value}`);
  return { right, sureButWrong };
}

describe('recogniseIdDocument', () => {
  it('reads a Hong Kong identity card photographed at an angle on a table, with glare, as a JPEG', async () => {
    const card = inventCard(41);
    const answer = await read(
      await renderCard(card, { format: 'jpeg', angleDeg: -9, shear: 0.04, glare: true, seed: 41 }),
    );
    expect(answer.documentType).toBe('HKID');
    expect(Math.abs(answer.turnDeg + 9)).toBeLessThan(0.5);
    const { right, sureButWrong } = score(answer, cardTruth(card));
    expect(right).toBeGreaterThanOrEqual(11);
    expect(sureButWrong).toEqual([]);
    const idNum = answer.fields.find((f) => f.field === 'idNum')!;
    expect(idNum).toMatchObject({ value: card.idNum, checked: true, hasCheck: true });
  });

  it('flags a card whose check digit is wrong instead of “correcting” it silently', async () => {
    const card = inventCard(42);
    const digit = card.idNum.at(-2)!;
    const wrong = {
      ...card,
      idNum: card.idNum.replace(`(${digit})`, `(${digit === '9' ? '8' : Number(digit) + 1 || 1})`),
    };
    const answer = await read(await renderCard(wrong, { format: 'png', seed: 42 }));
    const idNum = answer.fields.find((f) => f.field === 'idNum')!;
    expect(idNum.checked && !idNum.mended).toBe(false);
    expect(idNum.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('reads a passport scanned into a PDF by its machine-readable zone, every check digit verified', async () => {
    const passport = inventPassport(43);
    const answer = await read(await renderPassport(passport, { format: 'pdf', seed: 43 }));
    expect(answer).toMatchObject({ documentType: 'PASSPORT', mrzFormat: 'TD3' });
    const { right, sureButWrong } = score(answer, passportTruth(passport));
    expect(right).toBe(8);
    expect(sureButWrong).toEqual([]);
    for (const field of ['idNum', 'dateOfBirth', 'idExpiryDate'])
      expect(answer.fields.find((f) => f.field === field)).toMatchObject({ checked: true, hasCheck: true });
  });

  it('turns a phone photo upright by its EXIF orientation', async () => {
    const card = inventCard(44);
    // The sensor's picture lies on its side; EXIF orientation 6 says "turn 90° clockwise to view".
    const upright = await loadImage(Buffer.from(await renderCard(card, { format: 'png', seed: 44 })));
    const sideways = createCanvas(upright.height, upright.width);
    const ctx = sideways.getContext('2d');
    ctx.translate(0, upright.width);
    ctx.rotate(-Math.PI / 2);
    ctx.drawImage(upright, 0, 0);
    const jpeg = Buffer.from(await sideways.encode('jpeg', 90));
    const tiff = Buffer.from([
      0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
    ]);
    const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
    const app1 = Buffer.concat([
      Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255]),
      exif,
    ]);
    const answer = await read(Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]));
    expect(answer.documentType).toBe('HKID');
    expect(answer.fields.find((f) => f.field === 'idNum')?.value).toBe(card.idNum);
  });

  it('refuses what it cannot or must not read, with the reason', async () => {
    const reason = (bytes: Uint8Array) =>
      read(bytes).then(
        () => 'read',
        (error: unknown) => (error instanceof IdDocumentUnsupportedError ? error.reason : String(error)),
      );
    expect(await reason(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'))).toBe('NOT_SUPPORTED_TYPE');
    const jpeg = await renderCard(inventCard(45), { format: 'jpeg', seed: 45 });
    expect(await reason(jpeg.slice(0, 400))).toBe('CORRUPT');
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 10; i += 1) pdf.addPage();
    expect(await reason(await pdf.save())).toBe('TOO_MANY_PAGES');
    // A header claiming 30000 × 20000 pixels is refused before anything is decoded.
    const huge = Buffer.from(await renderCard(inventCard(46), { format: 'png', seed: 46 }));
    huge.writeUInt32BE(30000, 16);
    huge.writeUInt32BE(20000, 20);
    expect(await reason(huge)).toBe('IMAGE_TOO_LARGE');
  });

  it('says a document that is neither a card nor a passport is OTHER, proposing nothing', async () => {
    const page = createCanvas(1200, 800);
    const ctx = page.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1200, 800);
    ctx.fillStyle = '#000';
    ctx.font = '40px sans-serif';
    ctx.fillText('Electricity bill for November', 80, 200);
    ctx.fillText('Amount due HK$ 412.50', 80, 300);
    const answer = await read(new Uint8Array(await page.encode('png')));
    expect(answer).toMatchObject({ documentType: 'OTHER', fields: [] });
  });
});
