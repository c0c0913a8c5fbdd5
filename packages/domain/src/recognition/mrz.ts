import { asDigits, asLetters, LOOK_ALIKE, lookAlikeSwaps } from './look-alike.js';

/**
 * The machine-readable zone of a passport or identity card (ICAO Doc 9303): the two or three lines of
 * capitals, digits and fillers (`<`) under the photo page, in its three sizes — TD3 (passports, 2 × 44),
 * TD2 (2 × 36) and TD1 (cards, 3 × 30). Every field that carries a check digit is verified, and a
 * misread (a letter for a digit where only digits go, an O for a 0) is mended only when exactly one
 * look-alike swap makes the check pass; a field whose check still fails is reported as failed, never
 * proposed as certain. Pure: the OCR of the zone comes in as text.
 */

export type TMrzFormat = 'TD1' | 'TD2' | 'TD3';

export interface TMrzField<T = string> {
  value: T;
  /** The field's own check digit (or the composite) passed; true for a field without one. */
  checked: boolean;
  /** A look-alike character was swapped to make the check pass. */
  mended: boolean;
}

export interface TMrz {
  format: TMrzFormat;
  /** P for a passport, I, A or C for an identity card (the first letter of the zone). */
  documentCode: string;
  /** ISO 3166 alpha-3 of the issuing state (Germany's `D` given as DEU). */
  issuer: TMrzField;
  surname: TMrzField;
  givenNames: TMrzField;
  documentNumber: TMrzField;
  nationality: TMrzField;
  /** YYYY-MM-DD. */
  dateOfBirth: TMrzField;
  sex: TMrzField<'M' | 'F' | 'X'>;
  /** YYYY-MM-DD. */
  expiryDate: TMrzField;
  /** The composite check over the zone's numbers passed. */
  compositeChecked: boolean;
}

const WEIGHTS = [7, 3, 1] as const;

function charValue(c: string): number {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 55;
  return 0; // the filler `<`
}

/** ICAO 9303 check digit of a field (weights 7, 3, 1 repeating; letters 10–35, the filler 0). */
export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i += 1) sum += charValue(field[i]!) * WEIGHTS[i % 3]!;
  return sum % 10;
}

/** Whether `digit` is the check digit of `field` (an empty optional field may have `<` for 0). */
function passes(field: string, digit: string): boolean {
  if (digit === '<') return /^<*$/.test(field);
  return /^\d$/.test(digit) && mrzCheckDigit(field) === Number(digit);
}

/** Digits where only digits may stand (dates, check digits): letters OCR put there turned back. */
const digits = asDigits;
/** Letters where only letters may stand (names, country codes). */
const letters = asLetters;

/**
 * A field and its check digit: as read when it passes; else the one look-alike swap (of the field or
 * its digit) that makes it pass, if only one does; else as read, failed.
 */
function checkedField(
  raw: string,
  digit: string,
  numeric = false,
): { value: string; checked: boolean; mended: boolean } {
  if (passes(raw, digit)) return { value: raw, checked: true, mended: false };
  // One swap in the field, or the check digit itself misread: together they must name one value.
  const found = lookAlikeSwaps(raw, (candidate) => passes(candidate, digit), numeric ? /\d/ : /[A-Z0-9]/);
  if ([...(LOOK_ALIKE[digit] ?? '')].some((swap) => /\d/.test(swap) && passes(raw, swap))) found.add(raw);
  if (found.size === 1) return { value: [...found][0]!, checked: true, mended: true };
  return { value: raw, checked: false, mended: false };
}

/** YYMMDD as YYYY-MM-DD: a birth date in the past century when the year would be in the future, an expiry always ahead. */
function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const thisYear = today.getUTCFullYear();
  let year = 2000 + yy;
  if (kind === 'birth' && year > thisYear) year -= 100;
  if (kind === 'expiry' && year > thisYear + 50) year -= 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The name field: the surname, then `<<`, then the given names parted by `<`. */
function names(field: string): { surname: string; givenNames: string } {
  const text = letters(field).replace(/<+$/, '');
  const [surname = '', ...rest] = text.split('<<');
  return {
    surname: surname.replace(/</g, ' ').trim(),
    givenNames: rest.join(' ').replace(/</g, ' ').replace(/\s+/g, ' ').trim(),
  };
}

function country(code: string): string {
  const c = letters(code).replace(/<+$/, '');
  return c === 'D' ? 'DEU' : c;
}

const plain = <T = string>(value: T): TMrzField<T> => ({ value, checked: true, mended: false });

function sexOf(c: string): TMrzField<'M' | 'F' | 'X'> {
  return plain(c === 'M' || c === 'F' ? c : 'X');
}

/** The lengths of a zone's lines: TD1, TD2, TD3. */
const LINE_LENGTHS = [30, 36, 44] as const;

/**
 * A line's trailing fillers as they are. OCR reads a long run of `<` partly as K and L (a filler is
 * half of either) and miscounts it: from the first filler of a line's trailing run of fillers, K and
 * L, the rest is fillers, as many as make the nearest line length. A line ending in a digit (a check
 * digit) is left alone.
 */
function mendTrailingFillers(line: string): string {
  const run = /<[<KL]*$/.exec(line);
  if (!run) return line;
  const head = line.slice(0, run.index);
  const size = LINE_LENGTHS.reduce((best, n) =>
    Math.abs(n - line.length) < Math.abs(best - line.length) ? n : best,
  );
  return head.length >= size ? line : head.padEnd(size, '<');
}

/** The zone's lines from OCR text: spacing dropped, `«` for `<<`, lower case raised, other lines left out. */
export function mrzLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.toUpperCase().replace(/[«‹]/g, '<<').replace(/\s+/g, ''))
    .filter((line) => /^[A-Z0-9<]{26,56}$/.test(line) && line.includes('<'))
    .map(mendTrailingFillers)
    .filter((line) => line.length >= 28 && line.length <= 46);
}

interface TNumbers {
  documentNumber: { value: string; checked: boolean; mended: boolean };
  birth: { value: string; checked: boolean; mended: boolean };
  expiry: { value: string; checked: boolean; mended: boolean };
}

function dates(numbers: TNumbers, sex: string, today: Date) {
  return {
    dateOfBirth: {
      value: mrzDate(numbers.birth.value, 'birth', today) ?? '',
      checked: numbers.birth.checked && mrzDate(numbers.birth.value, 'birth', today) !== undefined,
      mended: numbers.birth.mended,
    },
    expiryDate: {
      value: mrzDate(numbers.expiry.value, 'expiry', today) ?? '',
      checked: numbers.expiry.checked && mrzDate(numbers.expiry.value, 'expiry', today) !== undefined,
      mended: numbers.expiry.mended,
    },
    sex: sexOf(sex),
  };
}

/** TD3 and TD2: two lines; the numbers line is laid out alike, only the optional part's length differs. */
function twoLines(first: string, second: string, format: 'TD2' | 'TD3', today: Date): TMrz {
  const width = format === 'TD3' ? 44 : 36;
  const numbers: TNumbers = {
    documentNumber: checkedField(second.slice(0, 9), digits(second[9]!)),
    birth: checkedField(digits(second.slice(13, 19)), digits(second[19]!), true),
    expiry: checkedField(digits(second.slice(21, 27)), digits(second[27]!), true),
  };
  const optional = second.slice(28, width - 1);
  const composite =
    numbers.documentNumber.value +
    digits(second[9]!) +
    numbers.birth.value +
    digits(second[19]!) +
    numbers.expiry.value +
    digits(second[27]!) +
    optional;
  const name = names(first.slice(5, width));
  return {
    format,
    documentCode: letters(first[0]!),
    issuer: plain(country(first.slice(2, 5))),
    surname: plain(name.surname),
    givenNames: plain(name.givenNames),
    documentNumber: { ...numbers.documentNumber, value: numbers.documentNumber.value.replace(/<+$/, '') },
    nationality: plain(country(second.slice(10, 13))),
    ...dates(numbers, second[20]!, today),
    compositeChecked: passes(composite, digits(second[width - 1]!)),
  };
}

/** TD1: the document number on the first line (running on into the optional part when longer than 9). */
function threeLines(first: string, second: string, third: string, today: Date): TMrz {
  let documentNumber = checkedField(first.slice(5, 14), digits(first[14]!));
  if (first[14] === '<') {
    // A long number: its last characters and the check digit stand in the optional part, up to a filler.
    const overflow = /^([A-Z0-9]*)([0-9])</.exec(first.slice(15));
    if (overflow) documentNumber = checkedField(first.slice(5, 14) + overflow[1]!, overflow[2]!);
  }
  const numbers: TNumbers = {
    documentNumber,
    birth: checkedField(digits(second.slice(0, 6)), digits(second[6]!), true),
    expiry: checkedField(digits(second.slice(8, 14)), digits(second[14]!), true),
  };
  const composite = first.slice(5, 30) + second.slice(0, 7) + second.slice(8, 15) + second.slice(18, 29);
  const name = names(third);
  return {
    format: 'TD1',
    documentCode: letters(first[0]!),
    issuer: plain(country(first.slice(2, 5))),
    surname: plain(name.surname),
    givenNames: plain(name.givenNames),
    documentNumber: { ...numbers.documentNumber, value: numbers.documentNumber.value.replace(/<+$/, '') },
    nationality: plain(country(second.slice(15, 18))),
    ...dates(numbers, second[7]!, today),
    compositeChecked: passes(composite, digits(second[29]!)),
  };
}

/** How many of a zone's checks pass (the three fields' digits and the composite). */
function checksPassed(mrz: TMrz): number {
  return (
    [mrz.documentNumber, mrz.dateOfBirth, mrz.expiryDate].filter((f) => f.checked && !f.mended).length +
    (mrz.compositeChecked ? 1 : 0)
  );
}

/**
 * A TD3 number line of 42–46 characters brought to 44: every way of dropping the extra characters
 * (or of adding a filler where one is missing) is tried, and the one under which every check passes
 * is taken, if exactly one such line comes out; otherwise none.
 */
function fitNumberLine(first: string, second: string, today: Date): TMrz | null {
  const candidates = new Set<string>();
  if (second.length === 45)
    for (let i = 0; i < 45; i += 1) candidates.add(second.slice(0, i) + second.slice(i + 1));
  if (second.length === 46)
    for (let i = 0; i < 46; i += 1)
      for (let j = i + 1; j < 46; j += 1)
        candidates.add(second.slice(0, i) + second.slice(i + 1, j) + second.slice(j + 1));
  if (second.length === 43)
    for (let i = 0; i <= 43; i += 1) candidates.add(`${second.slice(0, i)}<${second.slice(i)}`);
  if (second.length === 42)
    for (let i = 0; i <= 42; i += 1)
      for (let j = i; j <= 42; j += 1)
        candidates.add(`${second.slice(0, i)}<${second.slice(i, j)}<${second.slice(j)}`);
  const passing = new Map<string, TMrz>();
  for (const line of candidates) {
    const mrz = twoLines(first, line, 'TD3', today);
    if (checksPassed(mrz) === 4) passing.set(JSON.stringify(mrz), mrz);
  }
  return passing.size === 1 ? [...passing.values()][0]! : null;
}

/**
 * The zone read from OCR text (lines of any other text around it are ignored), or null when no zone of
 * a known size is there. `today` places two-digit years (a birth date is never in the future).
 */
export function parseMrz(text: string, today = new Date()): TMrz | null {
  const lines = mrzLines(text);
  for (let i = 0; i < lines.length; i += 1) {
    const a = lines[i]!;
    const b = lines[i + 1];
    const c = lines[i + 2];
    if (a.length === 30 && b?.length === 30 && c?.length === 30) return threeLines(a, b, c, today);
    if (a.length === 44 && b?.length === 44 && /^[PV]/.test(a)) return twoLines(a, b, 'TD3', today);
    // A passport's number line a character or two off its length: OCR doubled or lost one.
    if (a.length === 44 && b && Math.abs(b.length - 44) <= 2 && /^[PV]/.test(a)) {
      const fitted = fitNumberLine(a, b, today);
      if (fitted) return fitted;
    }
    if (a.length === 36 && b?.length === 36) return twoLines(a, b, 'TD2', today);
  }
  return null;
}
