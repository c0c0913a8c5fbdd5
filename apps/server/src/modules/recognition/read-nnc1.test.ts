import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleNnc1, classifyPage, isNnc1Text } from '@portal/domain/recognition';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyTruth } from './fixtures/company-truth.js';
import { inventCompany } from './fixtures/invented-company.js';
import { fillNnc1, makeNnc1Lookalike } from './fixtures/nnc1-fixture.js';
import { letterPdf } from './fixtures/odd-pdfs.js';
import { scoreFields } from './fixtures/score-fields.js';
import { openPdf } from './pdf-document.js';
import { readNnc1 } from './read-nnc1.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const realBlankPath = path.resolve(repoRoot, '../shared/reference/NNC1-blank-2023.pdf');
const hasRealBlank = fs.existsSync(realBlankPath);

/** Fills, reads and scores one invented company; the read's duration is logged, not asserted. */
async function readBack(blank: Uint8Array, seed: number, flatten: boolean, copies?: 'carried') {
  const company = inventCompany(seed);
  const bytes = await fillNnc1(blank, company, { flatten, copies });
  const started = performance.now();
  const pdf = await openPdf(bytes);
  const result = await readNnc1(pdf);
  const fields = assembleNnc1(result?.pages ?? []);
  await pdf.close();
  const ms = Math.round(performance.now() - started);
  const score = scoreFields(companyTruth(company), fields);
  console.info(
    `NNC1 seed ${seed} ${flatten ? 'flattened' : 'filled'}: ${score.right}/${score.total} in ${ms} ms`,
  );
  return { result, fields, score };
}

describe('NNC1 read from its form fields or text (lookalike blank)', () => {
  let blank: Uint8Array;
  beforeAll(async () => {
    blank = await makeNnc1Lookalike();
  });

  it.each([1, 2, 3])('reads a filled form (seed %i) field by field', async (seed) => {
    const { result, score } = await readBack(blank, seed, false);
    expect(result?.method).toBe('ACROFORM');
    expect(score.right / score.total, JSON.stringify(score.wrong)).toBeGreaterThanOrEqual(0.98);
  });

  it.each([4, 5, 6])('reads a flattened form (seed %i) from its text', async (seed) => {
    const { result, score } = await readBack(blank, seed, true);
    expect(result?.method).toBe('TEXT');
    expect(score.right / score.total, JSON.stringify(score.wrong)).toBeGreaterThanOrEqual(0.98);
  });

  it('reads sheets a filer copied with their fields (same names, values of their own)', async () => {
    // Seed 5 names three members (sheet A and a copy) and four natural officers (four PI-NNC1 sheets).
    const { result, score } = await readBack(blank, 5, false, 'carried');
    const sheets = (id: string) => result?.pages.filter((p) => p.template.id === id).length;
    expect(sheets('nnc1.member.sheetA')).toBe(2);
    expect(sheets('nnc1.protected.pi')).toBe(4);
    expect(score.right / score.total, JSON.stringify(score.wrong)).toBeGreaterThanOrEqual(0.98);
  });

  it('leaves an unfilled blank without values, and a letter unclassified', async () => {
    const pdf = await openPdf(blank);
    const result = await readNnc1(pdf);
    await pdf.close();
    expect(result?.pages.length).toBe(14);
    expect(result?.pages.flatMap((p) => p.reads)).toEqual([]);
    const letter = await openPdf(await letterPdf());
    const text = (await letter.pageText(1)).map((i) => i.text).join(' ');
    await letter.close();
    expect(isNnc1Text(text)).toBe(false);
    expect(classifyPage(text)).toBeNull();
  });
});

describe.skipIf(!hasRealBlank)('NNC1 read on the Registry blank (../shared)', () => {
  let blank: Uint8Array;
  beforeAll(() => {
    blank = new Uint8Array(fs.readFileSync(realBlankPath));
  });

  it.each([
    [11, false],
    [12, false],
    [13, true],
    [14, true],
  ])('seed %i (flattened: %s) reads at least 98 percent right', async (seed, flatten) => {
    const { score } = await readBack(blank, seed, flatten);
    expect(score.right / score.total, JSON.stringify(score.wrong)).toBeGreaterThanOrEqual(0.98);
  });

  it('classifies every page of the blank: 14 form pages, 10 notes', async () => {
    const pdf = await openPdf(blank);
    const kinds: string[] = [];
    for (let page = 1; page <= pdf.pageCount; page += 1) {
      const c = classifyPage((await pdf.pageText(page)).map((i) => i.text).join(' '));
      kinds.push(c === null ? 'null' : c === 'NOTES' ? 'NOTES' : String(c.printedPage));
    }
    await pdf.close();
    expect(kinds).toEqual([
      ...Array.from({ length: 14 }, (_, i) => String(i + 1)),
      ...Array.from({ length: 10 }, () => 'NOTES'),
    ]);
  });
});
