import { afterAll, describe, expect, it } from 'vitest';
import { assembleNnc1 } from '@portal/domain/recognition';
import { companyTruth } from '../fixtures/company-truth.js';
import { inventCompany } from '../fixtures/invented-company.js';
import { fillNnc1, makeNnc1Lookalike } from '../fixtures/nnc1-fixture.js';
import { scanPdf } from '../fixtures/scan-fixture.js';
import { scoreFields } from '../fixtures/score-fields.js';
import { openPdf } from '../pdf-document.js';
import { emptyTimings, readScannedNnc1 } from './read-scanned.js';
import { createTesseractPool } from './tesseract-pool.js';

const pool = createTesseractPool();
afterAll(() => pool.terminate());

/**
 * The scan path end to end (slow: one test only): an invented company filled into the lookalike
 * blank, flattened, scanned crooked and noisy, read by OCR and assembled, compared field by field.
 * The bench runs the real blank; `docs/performance.md` has its figures.
 */
describe('readScannedNnc1', () => {
  it('reads a scanned, filled NNC1 into the migration form’s fields', { timeout: 240_000 }, async () => {
    const company = inventCompany(11);
    const filled = await fillNnc1(await makeNnc1Lookalike(), company, { flatten: true });
    const pdf = await openPdf(await scanPdf(filled, { seed: 11 }));
    const progress: number[] = [];
    const timings = emptyTimings();
    const pages = await readScannedNnc1(pdf, (done) => progress.push(done), timings, pool);
    await pdf.close();

    expect(progress.at(-1)).toBe(pdf.pageCount);
    expect(pages.every((p) => p.method === 'OCR')).toBe(true);
    // Every form page found and told apart; the notes pages dropped.
    expect(pages.map((p) => p.template.printedPage)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 14]),
    );
    // Each value's box is where the scan put it (laid off by a few millimetres, turned by a degree),
    // for the preview: near the template's rectangle, not on it.
    const reads = pages.flatMap((p) => p.reads);
    const centre = (r: { x: number; y: number; width: number; height: number }) => [
      r.x + r.width / 2,
      r.y + r.height / 2,
    ];
    expect(reads.every((r) => r.rect)).toBe(true);
    const shifts = reads.map((r) => {
      const [ax, ay] = centre(r.rect!);
      const [bx, by] = centre(r.field.rect);
      return Math.hypot(ax! - bx!, ay! - by!);
    });
    expect(Math.max(...shifts)).toBeLessThan(20);
    expect(shifts.some((d) => d > 1)).toBe(true);
    const score = scoreFields(companyTruth(company), assembleNnc1(pages));
    // Nine in ten, as the issue asks of scans (the bench reads the Registry's own blank).
    expect(score.right / score.total).toBeGreaterThanOrEqual(0.9);
    expect(score.wrong.map((w) => w.path)).not.toContain('companyEngName');
  });
});
