import { afterAll, describe, expect, it } from 'vitest';
import { inventCompany } from './fixtures/invented-company.js';
import { makeNar1 } from './fixtures/nar1-fixture.js';
import { nar1Information } from './fixtures/nar1-information.js';
import { scanPdf } from './fixtures/scan-fixture.js';
import { scoreFields } from './fixtures/score-fields.js';
import { letterPdf } from './fixtures/odd-pdfs.js';
import { tesseractPool } from './ocr/tesseract-pool.js';
import { openPdf } from './pdf-document.js';
import { readScannedNar1 } from './read-scanned-nar1.js';

afterAll(async () => {
  await tesseractPool().terminate();
});

describe('readScannedNar1', () => {
  it('reads a scanned annual return by OCR, nine in ten fields right at least', async () => {
    const records = nar1Information(inventCompany(12), 12);
    const fixture = await makeNar1(records, { variant: 'flattened', returnDate: '2025-09-30' });
    const pdf = await openPdf(await scanPdf(fixture.bytes, { seed: 12 }));
    const pages: number[] = [];
    const fields = await readScannedNar1(pdf, (done) => pages.push(done));
    await pdf.close();
    const { right, total } = scoreFields(fixture.truth, fields ?? []);
    expect(right / total).toBeGreaterThanOrEqual(0.9);
    expect(fields?.find((f) => f.path === 'lastReturnDateFiled')).toMatchObject({
      value: '2025-09-30',
      method: 'OCR',
    });
    expect(pages.at(-1)).toBe(pdf.pageCount);
  });

  it('says a scan that is no annual return is not one', async () => {
    const pdf = await openPdf(await scanPdf(await letterPdf(), { seed: 3 }));
    expect(await readScannedNar1(pdf)).toBeNull();
    await pdf.close();
  });
});
