import { describe, expect, it } from 'vitest';
import { mrzCheckDigit, parseMrz } from './mrz.js';

// The specimens of ICAO Doc 9303 (Utopia, a state that does not exist; Anna Maria Eriksson).
const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const TD1 = [
  'I<UTOD231458907<<<<<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<6',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];
const TD2 = ['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];
const TODAY = new Date('2026-11-26T00:00:00Z');

describe('parseMrz', () => {
  it('computes ICAO check digits (weights 7, 3, 1; letters 10–35; the filler 0)', () => {
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('ZE184226B<<<<<')).toBe(1);
  });

  it('reads a passport zone (TD3) with every check passed', () => {
    const mrz = parseMrz(['REPUBLIC OF UTOPIA', ...TD3].join('\n'), TODAY)!;
    expect(mrz).toMatchObject({
      format: 'TD3',
      documentCode: 'P',
      issuer: { value: 'UTO' },
      surname: { value: 'ERIKSSON' },
      givenNames: { value: 'ANNA MARIA' },
      documentNumber: { value: 'L898902C3', checked: true, mended: false },
      nationality: { value: 'UTO' },
      dateOfBirth: { value: '1974-08-12', checked: true },
      sex: { value: 'F' },
      expiryDate: { value: '2012-04-15', checked: true },
      compositeChecked: true,
    });
  });

  it('reads identity card zones (TD1, three lines; TD2, two of 36)', () => {
    for (const lines of [TD1, TD2]) {
      const mrz = parseMrz(lines.join('\n'), TODAY)!;
      expect(mrz.format).toBe(lines.length === 3 ? 'TD1' : 'TD2');
      expect(mrz.documentNumber).toEqual({ value: 'D23145890', checked: true, mended: false });
      expect(mrz.surname.value).toBe('ERIKSSON');
      expect(mrz.givenNames.value).toBe('ANNA MARIA');
      expect(mrz.dateOfBirth.value).toBe('1974-08-12');
      expect(mrz.compositeChecked).toBe(true);
    }
  });

  it('mends what OCR makes of the zone: spaces, « for <<, an O in a date, a digit its check digit explains', () => {
    const read = [
      'P<UTOERIKSSON«ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      // The birth date 740812 read as 74O312: the O is a 0 where only digits go; of the look-alike
      // swaps of one digit, only 8 for the 3 passes its check digit.
      'L898902C36U T O74O3122F1204159ZE184226B<<<<<10',
    ].join('\n');
    const mrz = parseMrz(read, TODAY)!;
    expect(mrz.surname.value).toBe('ERIKSSON');
    expect(mrz.givenNames.value).toBe('ANNA MARIA');
    expect(mrz.nationality.value).toBe('UTO');
    expect(mrz.dateOfBirth).toEqual({ value: '1974-08-12', checked: true, mended: true });
    expect(mrz.documentNumber).toEqual({ value: 'L898902C3', checked: true, mended: false });
  });

  it('leaves a letter misread in a document number flagged when several swaps would pass', () => {
    const mrz = parseMrz([TD3[0], TD3[1]!.replace('L898902C3', 'L898902G3')].join('\n'), TODAY)!;
    expect(mrz.documentNumber.checked).toBe(false);
    expect(mrz.documentNumber.value).toBe('L898902G3');
  });

  it('flags a field whose check digit is wrong rather than proposing it as read', () => {
    // The document number's check digit changed from 6 to 1: no single look-alike swap explains it.
    const mrz = parseMrz([TD3[0], TD3[1]!.replace('L898902C36', 'L898902C31')].join('\n'), TODAY)!;
    expect(mrz.documentNumber.checked).toBe(false);
    expect(mrz.compositeChecked).toBe(false);
  });

  it('finds nothing in text without a zone', () => {
    expect(parseMrz('HONG KONG PERMANENT IDENTITY CARD\nCHAN, Tai Man', TODAY)).toBeNull();
  });

  it("takes a run of fillers read partly as K and L, and miscounted, for fillers of the line's length", () => {
    const misread = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<KKLLLLLLLLLLLLLLKLKL', TD3[1]].join('\n');
    const mrz = parseMrz(misread, TODAY)!;
    expect(mrz.format).toBe('TD3');
    expect(mrz.givenNames.value).toBe('ANNA MARIA');
    // A line that ends in a check digit keeps what it reads.
    expect(
      parseMrz([TD3[0], TD3[1]!.replace('<<<<<10', 'LK<<<10')].join('\n'), TODAY)!.compositeChecked,
    ).toBe(false);
  });

  it('brings a passport number line OCR made a character too long or too short back to its length when only one way passes every check', () => {
    const long = parseMrz([TD3[0], `${TD3[1]!.slice(0, 20)}F${TD3[1]!.slice(20)}`].join('\n'), TODAY)!;
    expect(long.dateOfBirth).toMatchObject({ value: '1974-08-12', checked: true });
    expect(long.compositeChecked).toBe(true);
    const short = parseMrz([TD3[0], TD3[1]!.replace('B<<<<<10', 'B<<<<10')].join('\n'), TODAY)!;
    expect(short.compositeChecked).toBe(true);
    // Too far off to guess: nothing is read as the zone.
    expect(parseMrz([TD3[0], TD3[1]!.slice(0, 38)].join('\n'), TODAY)).toBeNull();
  });
});
