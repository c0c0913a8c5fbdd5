import { describe, expect, it } from 'vitest';
import { PDFDocument, rgb } from 'pdf-lib';
import { LOW_CONFIDENCE, ZRecognisedField } from '@portal/domain';
import { detectFormType } from '@portal/domain/recognition';
import { inventCompany } from './fixtures/invented-company.js';
import { makeNar1 } from './fixtures/nar1-fixture.js';
import { nar1Information } from './fixtures/nar1-information.js';
import { scoreFields } from './fixtures/score-fields.js';
import { openPdf } from './pdf-document.js';
import { readNar1, textLines } from './read-nar1.js';

/** The records of invented company `seed`, as its annual return is printed from them. */
const company = (seed: number) => nar1Information(inventCompany(seed), seed);
// Seed 12: two share classes, a corporate secretary and a corporate member; seed 17: a corporate
// secretary and member, a Chinese registered office and a member who is also a director.
const SEEDS = [12, 17];
const SEED_WITH_MEMBER_DIRECTOR = 17;

describe('readNar1', () => {
  for (const seed of SEEDS)
    for (const variant of ['flattened', 'filled'] as const) {
      it(`reads a ${variant} NAR1 of invented company ${seed} field by field`, async () => {
        const records = company(seed);
        const fixture = await makeNar1(records, { variant, returnDate: '2025-09-30' });
        const pdf = await openPdf(fixture.bytes);
        const result = await readNar1(pdf);
        await pdf.close();
        expect(result?.method).toBe(variant === 'filled' ? 'ACROFORM' : 'TEXT');
        const fields = result?.fields ?? [];
        const { right, total, wrong } = scoreFields(fixture.truth, fields);
        expect(wrong).toEqual([]);
        expect(right / total).toBeGreaterThanOrEqual(0.98);
        // What the officer sees: the return date as the last one filed, the people with their roles.
        expect(fields.find((f) => f.path === 'lastReturnDateFiled')?.value).toBe('2025-09-30');
        expect(fields.find((f) => f.path === 'companyNumber')?.value).toBe(records.companyNumber);
        for (const field of fields) {
          expect(ZRecognisedField.safeParse(field).success).toBe(true);
          expect(field.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
          expect(field.box && field.box.x + field.box.width).toBeLessThanOrEqual(1);
        }
      });
    }

  it('names one holder once, with each role it holds', async () => {
    const records = company(SEED_WITH_MEMBER_DIRECTOR);
    const director = records.stakeholders.find((h) => h.isDirector && h.isShareHolder);
    expect(director).toBeDefined();
    const { bytes } = await makeNar1(records, { variant: 'flattened' });
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
    const { bytes } = await makeNar1(company(12), { variant: 'flattened' });
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
