import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../schemas/recognition.js';
import type { TOcrTextLine } from './hkid-card.js';
import { mainlandIdCheck, readIdDocument, readMainlandId } from './id-document.js';

const TODAY = new Date('2026-11-26T00:00:00Z');
const lines = (...texts: string[]): TOcrTextLine[] => texts.map((text) => ({ text, confidence: 0.9 }));
const valueOf = (read: ReturnType<typeof readIdDocument>, field: string) =>
  read.fields.find((f) => f.field === field);

// ICAO Doc 9303's specimen passport (Utopia, a state that does not exist).
const ZONE = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];

describe('readIdDocument', () => {
  it('reads a passport by its zone, checked values sure, names confirmed by the printed page', () => {
    const read = readIdDocument(
      lines('PASSPORT', 'ERIKSSON', 'ANNA MARIA'),
      { text: ZONE.join('\n'), confidence: 0.6 },
      TODAY,
    );
    expect(read).toMatchObject({ documentType: 'PASSPORT', mrzFormat: 'TD3' });
    expect(valueOf(read, 'idNum')).toMatchObject({ value: 'L898902C3', checked: true, hasCheck: true });
    expect(valueOf(read, 'idNum')!.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
    expect(valueOf(read, 'dateOfBirth')).toMatchObject({ value: '1974-08-12', checked: true });
    expect(valueOf(read, 'idExpiryDate')).toMatchObject({ value: '2012-04-15', checked: true });
    expect(valueOf(read, 'engLastName')).toMatchObject({ value: 'ERIKSSON', mended: false });
    expect(valueOf(read, 'engLastName')!.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
    // Not printed on the page: only the zone's own confidence.
    expect(valueOf(read, 'idIssuer')).toMatchObject({ value: 'UTO', confidence: 0.6 });
  });

  it('flags a zone value whose check digit fails, and a name whose filler tail the page does not print', () => {
    const broken = [
      ZONE[0]!.replace('ANNA<MARIA<<<<', 'ANNA<KMARIAK<<'),
      ZONE[1]!.replace('7408122', '7408152'),
    ];
    const read = readIdDocument(lines('ANNA MARIA'), { text: broken.join('\n'), confidence: 0.9 }, TODAY);
    expect(valueOf(read, 'dateOfBirth')).toMatchObject({ checked: false });
    expect(valueOf(read, 'dateOfBirth')!.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(valueOf(read, 'engFirstName')).toMatchObject({ value: 'ANNA MARIA', mended: true });
    expect(valueOf(read, 'engFirstName')!.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('reads a Hong Kong card under the holder field names, and a passport number alone is no card', () => {
    const read = readIdDocument(
      lines(
        'HONG KONG IDENTITY CARD',
        '陳大文',
        'CHAN, Tai Man',
        '7115 1129 2429',
        '01-01-1990 男 M',
        'A123456(3)',
      ),
      null,
      TODAY,
    );
    expect(read.documentType).toBe('HKID');
    expect(valueOf(read, 'engLastName')!.value).toBe('CHAN');
    expect(valueOf(read, 'engFirstName')!.value).toBe('Tai Man');
    expect(valueOf(read, 'idIssuer')!.value).toBe('HKG');
    expect(valueOf(read, 'permanentResident')!.value).toBe('false');
    expect(valueOf(read, 'chiName')).toMatchObject({ value: '陳大文', checked: true, hasCheck: true });
    expect(readIdDocument(lines('USA YF2466754'), null, TODAY)).toEqual({
      documentType: 'OTHER',
      fields: [],
    });
  });
});

describe('readMainlandId', () => {
  // An invented citizen number: born 1990-03-07, an odd 17th digit (male), its check character computed.
  const number = `11010519900307123${mainlandIdCheck('11010519900307123')}`;

  it('reads the number with its check character, and the birth date and sex it encodes', () => {
    const read = readMainlandId(lines('居民身份证', '姓名 王小明', `公民身份号码 ${number}`))!;
    const byField = Object.fromEntries(read.map((v) => [v.field, v]));
    expect(byField.idNum).toMatchObject({ value: number, checked: true });
    expect(byField.dateOfBirth!.value).toBe('1990-03-07');
    expect(byField.sex!.value).toBe('M');
    expect(byField.chiName!.value).toBe('王小明');
    expect(byField.idIssuer!.value).toBe('CHN');
  });

  it('flags a number whose check character fails, with what it encodes', () => {
    const wrong = number.slice(0, 17) + (number[17] === '1' ? '2' : '1');
    const read = readMainlandId(lines(`公民身份号码 ${wrong}`))!;
    expect(read.find((v) => v.field === 'idNum')).toMatchObject({ checked: false });
    expect(read.every((v) => v.field === 'idIssuer' || v.confidence < LOW_CONFIDENCE)).toBe(true);
  });
});
