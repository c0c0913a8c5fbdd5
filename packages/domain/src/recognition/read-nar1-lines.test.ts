import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, type TRecognisedField } from '../schemas/recognition.js';
import { readNar1Lines } from './read-nar1-lines.js';
import type { TTextLine } from './types.js';

/**
 * An NAR1 as lines with positions (points from the top left of an A4 page), laid out as the
 * project prints it. Each row lists its runs by x; `ocr` joins a row's runs into one line, as OCR
 * reads a label with its value or a table row, and applies the misreads given.
 */
type TRow = [page: number, y: number, runs: Array<[x: number, text: string]>];

const RETURN: TRow[] = [
  [1, 50, [[48, 'Annual Return']]],
  [1, 150, [[54, '1 Company Name 公司名稱']]],
  [
    1,
    172,
    [
      [48, 'Company Name 公司名稱'],
      [238, 'Harbour Tea Limited 海港茶葉有限公司'],
    ],
  ],
  [
    1,
    190,
    [
      [48, 'Company Number 公司編號'],
      [238, '3456789'],
    ],
  ],
  [1, 230, [[54, '2 Business Name (if any) 商業名稱（如有的話）']]],
  [
    1,
    252,
    [
      [48, 'Business Name 商業名稱'],
      [238, '—'],
    ],
  ],
  [1, 280, [[54, '3 Type of Company 公司類別']]],
  [
    1,
    302,
    [
      [48, 'Type 類別'],
      [238, '[X] Private 私人'],
    ],
  ],
  [1, 330, [[54, '4 Date to which this Return is Made Up 本申報表的結算日期']]],
  [
    1,
    352,
    [
      [48, 'Date (DD/MM/YYYY) 日期（日/月/年）'],
      [238, '30/06/2025'],
    ],
  ],
  [1, 385, [[54, '5 Address of Registered Office 註冊辦事處地址']]],
  [
    1,
    405,
    [
      [48, 'Address 地址'],
      [238, 'Flat 12A, 12/F, Kwai Fong Centre, 88 Queen’s Road Central, Central,'],
    ],
  ],
  [1, 419, [[238, 'Hong Kong']]],
  [1, 433, [[238, '香港中環皇后大道中88號葵芳中心12樓12A室']]],
  [1, 465, [[54, '6 E-mail Address 電郵地址']]],
  [
    1,
    487,
    [
      [48, 'E-mail Address 電郵地址'],
      [238, 'info@harbourtea.example'],
    ],
  ],
  [1, 520, [[54, '7 Share Capital (as at the date of this Return) 股本（截至本申報表的日期）']]],
  [
    1,
    543,
    [
      [52, 'Class 類別'],
      [191.8, 'Currency 貨幣'],
      [271.7, 'Total Number Issued 已發行總數'],
      [411.5, 'Total Amount Paid Up 已繳總款'],
    ],
  ],
  [1, 555, [[411.5, '額']]],
  [
    1,
    575,
    [
      [52, 'Ordinary'],
      [191.8, 'HKD'],
      [271.7, '10,000'],
      [411.5, '10,000'],
    ],
  ],
  [
    1,
    595,
    [
      [52, 'Preference'],
      [191.8, 'HKD'],
      [271.7, '500'],
      [411.5, '5,000'],
    ],
  ],
  [1, 632, [[54, '8 Particulars of Company Secretary 公司秘書詳情']]],
  [
    1,
    657,
    [
      [52, 'Name 姓名 / 名稱'],
      [211.8, 'Correspondence Address 通訊地址'],
      [411.5, 'Identification 身分證明'],
    ],
  ],
  [
    1,
    677,
    [
      [52, 'Harbour Holdings Limited'],
      [211.8, '1 Harbour Road, Wan Chai, Hong Kong'],
      [411.5, 'Company No. 公司編號 1234567'],
    ],
  ],
  [
    1,
    689,
    [
      [52, '海港控股有限公司'],
      [411.5, 'TCSP Licence 信託或公司服務提供'],
    ],
  ],
  [1, 701, [[411.5, '者牌照 TC001234']]],
  [2, 63, [[54, '9 Particulars of Directors 董事詳情']]],
  [
    2,
    87,
    [
      [52, 'Name 姓名 / 名稱'],
      [211.8, 'Correspondence Address 通訊地址'],
      [411.5, 'Identification 身分證明'],
    ],
  ],
  [
    2,
    107,
    [
      [52, 'CHAN, Tai Man'],
      [211.8, '8 Peak Road, The Peak, Hong Kong'],
      [411.5, 'A123**** (partial 部分號碼) ·'],
    ],
  ],
  [
    2,
    119,
    [
      [52, '陳大文'],
      [411.5, 'HKG'],
    ],
  ],
  [
    2,
    139,
    [
      [52, 'WONG, Siu Ming'],
      [211.8, '3 Hill Road, Mid-Levels, Hong Kong'],
      [411.5, 'K765**** (partial 部分號碼)'],
    ],
  ],
  [2, 177, [[54, '10 Address where Company Records are Kept 備存公司紀錄的地址']]],
  [
    2,
    199,
    [
      [48, 'Address 地址'],
      [238, 'Registered office 註冊辦事處'],
    ],
  ],
  [2, 240, [[54, 'Signature 簽署']]],
  [2, 320, [[48, 'Harbour Holdings Limited — Company Secretary 公司秘書']]],
  [2, 805, [[48, 'Annual Return (Form NAR1) · AR-1 · d1 · 2 / 3']]],
  [3, 50, [[48, 'Schedule 1: Particulars of Members']]],
  [3, 70, [[48, '附表一：成員詳情']]],
  [
    3,
    139,
    [
      [52, 'Name 姓名 / 名稱'],
      [201.8, 'Address 地址'],
      [391.5, 'Class 類別'],
      [461.4, 'Current Holding 現'],
    ],
  ],
  [3, 151, [[461.4, '時持有量']]],
  [
    3,
    171,
    [
      [52, 'CHAN, Tai Man'],
      [201.8, '8 Peak Road, The Peak, Hong Kong'],
      [391.5, 'Ordinary'],
      [461.4, '7,000'],
    ],
  ],
  [3, 183, [[52, '陳大文']]],
  [
    3,
    203,
    [
      [52, 'Harbour Holdings Limited'],
      [201.8, '1 Harbour Road, Wan Chai, Hong Kong'],
      [391.5, 'Ordinary'],
      [461.4, '3,000'],
    ],
  ],
  [3, 215, [[52, '海港控股有限公司']]],
];

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

  it('gives nothing for lines that are no annual return', () => {
    const letter = textLayer([[1, 100, [[72, 'Dear Sir, please find our invoice enclosed.']]]]);
    expect(readNar1Lines(letter, 'TEXT')).toEqual([]);
    expect(readNar1Lines([], 'OCR')).toEqual([]);
  });
});
