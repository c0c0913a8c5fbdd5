import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../schemas/recognition.js';
import { readHkidCard, type TCardValue, type TOcrTextLine } from './hkid-card.js';

const TODAY = new Date('2026-11-26T00:00:00Z');
const lines = (...texts: string[]): TOcrTextLine[] => texts.map((text) => ({ text, confidence: 0.93 }));

/** The lines of an invented permanent card as OCR gives them, top to bottom. */
const CARD = [
  '香港永久性居民身份證',
  'HONG KONG PERMANENT IDENTITY CARD',
  '陳大文',
  'CHAN, Tai Man',
  '7115 1129 2429',
  '出生日期 Date of Birth',
  '01-01-1990 男 M',
  '***AZ',
  '(01-08) 15-09-18',
  'A123456(3)',
];

describe('readHkidCard', () => {
  it('reads every field of a permanent card, each passing its check', () => {
    const card = readHkidCard(lines(...CARD), TODAY)!;
    expect(card.permanent).toBe(true);
    const values = Object.fromEntries(
      Object.entries(card)
        .filter(([, v]) => typeof v === 'object')
        .map(([k, v]) => [k, (v as { value: string }).value]),
    );
    expect(values).toEqual({
      idNum: 'A123456(3)',
      engSurname: 'CHAN',
      engGivenNames: 'Tai Man',
      chiName: '陳大文',
      commercialCodes: '7115 1129 2429',
      dateOfBirth: '1990-01-01',
      sex: 'M',
      dateOfIssue: '2018-09-15',
      firstRegistered: '01-08',
      symbols: '***AZ',
    });
    const proposed = Object.entries(card).filter((e): e is [string, TCardValue] => typeof e[1] === 'object');
    for (const [key, v] of proposed)
      expect({ key, checked: v.checked, confidence: v.confidence }).toEqual({
        key,
        checked: true,
        confidence: 0.93,
      });
  });

  it('mends what its check explains, and shows the mended values for checking', () => {
    const card = readHkidCard(
      lines(...CARD.map((l) => l.replace('A123456(3)', 'A723456 (3)').replace('陳大文', '陣大文'))),
      TODAY,
    )!;
    expect(card.idNum).toMatchObject({ value: 'A123456(3)', checked: true, mended: true });
    expect(card.chiName).toMatchObject({ value: '陳大文', checked: true, mended: true });
    expect(card.idNum!.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(card.chiName!.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('reads letters for digits by their place in the number, without calling it a guess', () => {
    const card = readHkidCard(lines(...CARD.map((l) => l.replace('A123456(3)', '4I23456(3)'))), TODAY)!;
    expect(card.idNum).toMatchObject({ value: 'A123456(3)', checked: true, mended: false });
  });

  it('never proposes as certain a number whose check digit is wrong, a birth date in the future or an issue before birth', () => {
    const card = readHkidCard(
      lines(
        ...CARD.map((l) =>
          l
            .replace('A123456(3)', 'A123456(9)')
            .replace('01-01-1990', '01-01-2030')
            .replace('15-09-18', '15-09-18'),
        ),
      ),
      TODAY,
    )!;
    expect(card.idNum!.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(card.dateOfBirth).toMatchObject({ value: '2030-01-01', checked: false });
    const early = readHkidCard(lines(...CARD.map((l) => l.replace('01-01-1990', '01-01-2019'))), TODAY)!;
    expect(early.dateOfIssue).toMatchObject({ value: '2018-09-15', checked: false });
  });

  it('leaves a Chinese name unconfirmed when its codes do not say which character was meant', () => {
    const card = readHkidCard(lines(...CARD.map((l) => l.replace('7115 1129 2429', '7115 1129'))), TODAY)!;
    expect(card.chiName).toMatchObject({ value: '陳大文', checked: false });
  });

  it('reads two passes over the same card: the sex on a line of its own, codes run together, the number that passes its check', () => {
    const english = lines(
      'HONG KONG PERMANENT IDENTITY CARD',
      'CHAN, Tai Man',
      '711511292429',
      'Date of Birth',
      '01-01-1990',
      'EM',
      '***AZ',
      '(01-08)',
      '15-09-18',
      'A123456(9)',
    );
    const chinese = lines('香港永久性居民身份證', '陳大文', 'CHAN, Tai Man', '01-01-1990', 'A123456(3)');
    const card = readHkidCard([...english, ...chinese], TODAY)!;
    expect(card.sex).toMatchObject({ value: 'M', checked: true });
    expect(card.commercialCodes).toMatchObject({ value: '7115 1129 2429', checked: true });
    expect(card.chiName).toMatchObject({ value: '陳大文', checked: true, mended: false });
    expect(card.idNum).toMatchObject({ value: 'A123456(3)', checked: true, mended: false });
    // A letter alone after another line is no sex.
    expect(readHkidCard(lines(...CARD.slice(0, 5), 'EM'), TODAY)!.sex).toBeUndefined();
  });

  it('finds no card in a letter', () => {
    expect(readHkidCard(lines('Dear Sir,', 'Thank you for your letter of 3 March.'), TODAY)).toBeNull();
  });
});
