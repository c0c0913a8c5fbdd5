import { describe, expect, it } from 'vitest';
import { PDFDocument, rgb } from 'pdf-lib';
import { LOW_CONFIDENCE, ZRecognisedField, type TRecognisedField } from '@portal/domain';
import { detectFormType } from '@portal/domain/recognition';
import { inventNar1Company } from './fixtures/nar1-company.js';
import { makeNar1, type TTruthField } from './fixtures/nar1-fixture.js';
import { openPdf } from './pdf-document.js';
import { readNar1, textLines } from './read-nar1.js';

/** Share of the truth's fields read with the right value (numbers to a millionth). */
function score(truth: TTruthField[], fields: TRecognisedField[]) {
  const read = new Map(fields.map((f) => [f.path, f.value]));
  const wrong = truth.filter((t) => {
    const value = read.get(t.path);
    return typeof t.value === 'number' ? Math.abs(Number(value) - t.value) > 1e-6 : value !== t.value;
  });
  return {
    share: 1 - wrong.length / truth.length,
    wrong: wrong.map((w) => `${w.path}=${String(read.get(w.path))}`),
  };
}

describe('readNar1', () => {
  for (const seed of [11, 12])
    for (const variant of ['flattened', 'filled'] as const) {
      it(`reads a ${variant} NAR1 of invented company ${seed} field by field`, async () => {
        const company = inventNar1Company(seed);
        const fixture = await makeNar1(company, { variant, returnDate: '2025-09-30' });
        const started = performance.now();
        const pdf = await openPdf(fixture.bytes);
        const result = await readNar1(pdf);
        const seconds = (performance.now() - started) / 1000;
        await pdf.close();
        expect(result?.method).toBe(variant === 'filled' ? 'ACROFORM' : 'TEXT');
        const fields = result?.fields ?? [];
        const { share, wrong } = score(fixture.truth, fields);
        expect(wrong).toEqual([]);
        expect(share).toBeGreaterThanOrEqual(0.98);
        expect(seconds).toBeLessThan(5);
        // What the officer sees: the return date as the last one filed, the people with their roles.
        expect(fields.find((f) => f.path === 'lastReturnDateFiled')?.value).toBe('2025-09-30');
        expect(fields.find((f) => f.path === 'companyNumber')?.value).toBe(company.companyNumber);
        for (const field of fields) {
          expect(ZRecognisedField.safeParse(field).success).toBe(true);
          expect(field.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
          expect(field.box && field.box.x + field.box.width).toBeLessThanOrEqual(1);
        }
      });
    }

  it('names one holder once, with each role it holds', async () => {
    const company = inventNar1Company(11);
    const director = company.stakeholders.find((h) => h.isDirector && h.isShareHolder);
    const { bytes } = await makeNar1(company, { variant: 'flattened' });
    const pdf = await openPdf(bytes);
    const fields = (await readNar1(pdf))?.fields ?? [];
    await pdf.close();
    const named = fields.filter((f) => f.path.endsWith('.chiName') && f.value === director?.chiName);
    expect(named).toHaveLength(1);
    const index = named[0]?.path.split('.')[1];
    const flags = fields.filter((f) => f.path.startsWith(`stakeholders.${index}.is`)).map((f) => f.path);
    expect(flags.sort()).toEqual([`stakeholders.${index}.isDirector`, `stakeholders.${index}.isShareHolder`]);
  });

  it('is told an NAR1 by its text and gives nothing for a page without text (a scan)', async () => {
    const { bytes } = await makeNar1(inventNar1Company(12), { variant: 'flattened' });
    const pdf = await openPdf(bytes);
    const size = await pdf.pageSize(1);
    const text = textLines(await pdf.pageText(1), 1, size)
      .map((l) => l.text)
      .join('\n');
    expect(detectFormType(text)).toBe('nar1');
    await pdf.close();

    const scan = await PDFDocument.create();
    scan
      .addPage([595.28, 841.89])
      .drawRectangle({ x: 40, y: 40, width: 500, height: 700, color: rgb(0.9, 0.9, 0.9) });
    const image = await openPdf(await scan.save());
    expect(await readNar1(image)).toBeNull();
    await image.close();
  });
});
