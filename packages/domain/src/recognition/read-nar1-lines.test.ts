import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, type TRecognisedField } from '../schemas/recognition.js';
import { readNar1Lines } from './read-nar1-lines.js';
import { RETURN, SCANNED, type TRow } from './nar1-lines.fixture.js';
import type { TTextLine } from './types.js';

const width = (text: string) => [...text].reduce((w, ch) => w + (/[\u3400-\u9fff]/.test(ch) ? 9 : 4.6), 0);

function textLayer(rows: TRow[]): TTextLine[] {
  return rows.flatMap(([page, y, runs]) =>
    runs.map(([x, text]) => ({ page, text, x, y, width: width(text), height: 9.4, confidence: 1 })),
  );
}

function ocr(rows: TRow[], misread: Record<string, string> = {}): TTextLine[] {
  return rows.map(([page, y, runs]) => {
    const x = runs[0]?.[0] ?? 0;
    const [lastX, lastText] = runs[runs.length - 1] ?? [0, ''];
    let text = runs.map((r) => r[1]).join('   ');
    for (const [from, to] of Object.entries(misread)) text = text.replace(from, to);
    return { page, text, x, y: y + 0.6, width: lastX + width(lastText) - x, height: 10.2, confidence: 0.88 };
  });
}

const valueAt = (fields: TRecognisedField[], path: string) => fields.find((f) => f.path === path)?.value;

function expectTheReturn(fields: TRecognisedField[]) {
  const expected: Record<string, string | number | boolean> = {
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶葉有限公司',
    companyNumber: '3456789',
    lastReturnDateFiled: '2025-06-30',
    'regOfficeAddress.engFlat': 'Flat 12A, 12/F',
    'regOfficeAddress.engBuilding': 'Kwai Fong Centre',
    'regOfficeAddress.engDistrict': 'Central',
    'regOfficeAddress.chiStreet': '皇后大道中88號',
    'regOfficeAddress.country': 'HKG',
    'contactPerson.email': 'info@harbourtea.example',
    shareCapitalCurrency: 'HKD',
    'shareClasses.0.className': 'Ordinary',
    'shareClasses.0.numberOfShares': 10000,
    'shareClasses.0.amountPaidPerShare': 1,
    'shareClasses.1.className': 'Preference',
    'shareClasses.1.amountPaidPerShare': 10,
    totalNumOfOrdShare: 10000,
    'stakeholders.0.holderType': 'C',
    'stakeholders.0.compEngName': 'Harbour Holdings Limited',
    'stakeholders.0.regNum': '1234567',
    'stakeholders.0.tcspNum': 'TC001234',
    'stakeholders.0.isComSec': true,
    'stakeholders.0.isShareHolder': true,
    'stakeholders.0.ordinaryShares': 3000,
    'stakeholders.0.regAddress.engStreet': '1 Harbour Road',
    'stakeholders.1.holderType': 'I',
    'stakeholders.1.engLastName': 'Chan',
    'stakeholders.1.engFirstName': 'Tai Man',
    'stakeholders.1.chiName': '陳大文',
    'stakeholders.1.idNum': 'A123',
    'stakeholders.1.isDirector': true,
    'stakeholders.1.isShareHolder': true,
    'stakeholders.1.ordinaryShares': 7000,
    'stakeholders.1.corrAddress.engDistrict': 'The Peak',
    'stakeholders.2.engLastName': 'Wong',
    'stakeholders.2.isDirector': true,
  };
  for (const [path, value] of Object.entries(expected))
    expect([path, valueAt(fields, path)]).toEqual([path, value]);
  // Three holders: the secretary, the director who is also a member, the other director.
  expect(fields.filter((f) => f.path.endsWith('.holderType'))).toHaveLength(3);
  expect(valueAt(fields, 'stakeholders.2.isShareHolder')).toBeUndefined();
}

describe('readNar1Lines', () => {
  it('reads a text layer into the migration form, each value with its page and box', () => {
    const fields = readNar1Lines(textLayer(RETURN), 'TEXT');
    expectTheReturn(fields);
    const date = fields.find((f) => f.path === 'lastReturnDateFiled');
    expect(date).toMatchObject({ page: 1, method: 'TEXT', confidence: 0.97 });
    expect(date?.box?.x).toBeCloseTo(238 / 595.28, 3);
    expect(date?.box?.y).toBeCloseTo(352 / 841.89, 3);
    expect(fields.find((f) => f.path === 'stakeholders.1.ordinaryShares')?.page).toBe(3);
  });

  it('reads OCR lines: labels joined to their values, rows read as one line, letters misread', () => {
    const fields = readNar1Lines(
      ocr(RETURN, {
        'Company Number 公司編號': 'Cornpany Nurnber',
        '3456789': '34S6789',
        'Return is Made Up': 'Retum is Made Up',
        '30/06/2025': '3O/06/2025',
        'Particulars of Directors 董事詳情': 'Particu1ars of Directors',
        'E-mail Address 電郵地址   info': 'E-mail Address   info',
      }),
      'OCR',
    );
    expectTheReturn(fields);
    for (const field of fields) {
      expect(field.method).toBe('OCR');
      expect(field.confidence).toBeCloseTo(0.88, 5);
    }
  });

  it('knows a heading whose English OCR garbled by its number and Chinese, and a masked number read with a caret', () => {
    const fields = readNar1Lines(
      ocr(RETURN, {
        '6 E-mail Address 電郵地址': '6 AR 電郵地址',
        'A123**** (partial': 'A123^*** (partial',
      }),
      'OCR',
    );
    expectTheReturn(fields);
  });

  it('marks values that fail their checks for checking', () => {
    const broken = RETURN.map(([page, y, runs]): TRow => [
      page,
      y,
      runs.map(([x, text]): [number, string] => [
        x,
        text === '30/06/2025' ? '31/02/2025' : text === '3456789' ? '34X6789' : text.replace('@', ' at '),
      ]),
    ]);
    const fields = readNar1Lines(textLayer(broken), 'TEXT');
    for (const path of ['lastReturnDateFiled', 'companyNumber', 'contactPerson.email'])
      expect(fields.find((f) => f.path === path)?.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(fields.find((f) => f.path === 'companyEngName')?.confidence).toBeGreaterThan(LOW_CONFIDENCE);
  });

  it('reads what OCR made of a scanned return: garbled labels, a label without its English, a stray dot', () => {
    const lines = SCANNED.map(([page, text, x, y, w, h, confidence]) => ({
      page,
      text,
      x,
      y,
      width: w,
      height: h,
      confidence,
    }));
    const fields = readNar1Lines(lines, 'OCR');
    expect(Object.fromEntries(fields.map((f) => [f.path, f.value]))).toMatchObject({
      companyEngName: 'Eastern Trading Limited',
      companyChiName: '東方貿易有限公司',
      companyNumber: '2672626',
      lastReturnDateFiled: '2025-06-30',
      'regOfficeAddress.engFlat': 'Flat 2B, 13/F',
      'regOfficeAddress.engBuilding': 'Man Lee Building',
      'regOfficeAddress.engStreet': '57 Des Voeux Road Central',
      'regOfficeAddress.engDistrict': 'Sheung Wan',
      'contactPerson.email': 'info353@eastern.example.com',
      'stakeholders.0.engLastName': 'Lee',
      'stakeholders.0.chiName': '李偉強',
      'stakeholders.0.idNum': 'R848',
      'stakeholders.0.idIssuer': 'HKG',
      'stakeholders.0.corrAddress.chiStreet': '英皇道181號',
    });
    // OCR's own doubt stays with the value: the number's line was read at 0.87.
    expect(fields.find((f) => f.path === 'companyNumber')?.confidence).toBeCloseTo(0.87, 2);
  });

  it('gives nothing for lines that are no annual return', () => {
    const letter = textLayer([[1, 100, [[72, 'Dear Sir, please find our invoice enclosed.']]]]);
    expect(readNar1Lines(letter, 'TEXT')).toEqual([]);
    expect(readNar1Lines([], 'OCR')).toEqual([]);
  });
});
