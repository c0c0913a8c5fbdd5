import type { TIdDocumentField, TIdDocumentRecognition, TIdDocumentValue } from '../schemas/recognition.js';
import type { TCardRereads, TCardValue, THkidCard, TOcrTextLine } from './hkid-card.js';
import { readHkidCard } from './hkid-card.js';
import type { TMrz, TMrzField } from './mrz.js';
import { parseMrz } from './mrz.js';
import { REPAIRED } from './nnc1-repair.js';
import { FAILED_CHECK } from './nnc1-values.js';

/**
 * An identity document's OCR turned into the holder's proposed values (issue 18): a Hong Kong
 * identity card by its printed lines, a passport (or any document with an ICAO machine-readable zone)
 * by its zone, a Mainland resident identity card by its number and name. Each value says whether the
 * document lets it be checked and whether it passed; one that failed is capped at FAILED_CHECK, one
 * mended by its check at REPAIRED, so neither is ever proposed as certain. Pure.
 */

type TRead = Omit<TIdDocumentRecognition, 'turnDeg' | 'durationMs'>;

/** Values of the card the card itself lets the reader check. */
const HKID_CHECKED = new Set<string>(['idNum', 'chiName', 'commercialCodes', 'dateOfBirth', 'dateOfIssue']);
/**
 * Checks a misread all but never passes: the number's check digit, the name and its codes (two reads
 * of one fact in two scripts). A value passing one as read is sure, whatever OCR thought of its pixels.
 */
const HKID_STRONG = new Set<string>(['idNum', 'chiName', 'commercialCodes']);
/** How sure a value that passed a strong check as read is. */
export const PASSED_STRONG_CHECK = 0.95;

function fromCard(key: string, field: TIdDocumentField, read: TCardValue): TIdDocumentValue {
  const sure = HKID_STRONG.has(key) && read.checked && !read.mended;
  return {
    field,
    value: read.value,
    confidence: sure ? Math.max(read.confidence, PASSED_STRONG_CHECK) : read.confidence,
    checked: read.checked,
    mended: read.mended,
    hasCheck: HKID_CHECKED.has(key),
  };
}

/** A Hong Kong identity card's values under the holder's field names. */
export function hkidCardValues(card: THkidCard): TIdDocumentValue[] {
  const names: [keyof THkidCard, TIdDocumentField][] = [
    ['engSurname', 'engLastName'],
    ['engGivenNames', 'engFirstName'],
    ['chiName', 'chiName'],
    ['commercialCodes', 'commercialCodes'],
    ['idNum', 'idNum'],
    ['dateOfBirth', 'dateOfBirth'],
    ['sex', 'sex'],
    ['dateOfIssue', 'idIssueDate'],
    ['firstRegistered', 'firstRegistered'],
    ['symbols', 'symbols'],
  ];
  const values: TIdDocumentValue[] = [];
  for (const [key, field] of names) {
    const read = card[key];
    if (read && typeof read === 'object') values.push(fromCard(key, field, read));
  }
  const titleConfidence = values.length ? Math.max(...values.map((v) => v.confidence)) : 0.5;
  values.push(
    { field: 'idIssuer', value: 'HKG', confidence: 1, checked: true, mended: false, hasCheck: false },
    {
      field: 'permanentResident',
      value: String(card.permanent),
      confidence: titleConfidence,
      checked: true,
      mended: false,
      hasCheck: false,
    },
  );
  return values;
}

/** A machine-readable zone's values; `confidence` is OCR's for the zone's lines. */
export function mrzValues(mrz: TMrz, confidence: number): TIdDocumentValue[] {
  const value = (field: TIdDocumentField, read: TMrzField, hasCheck: boolean): TIdDocumentValue => {
    // A value that passed its check digit is as sure as the zone gets; one that failed never is.
    const sure =
      hasCheck && read.checked && !read.mended ? Math.max(confidence, PASSED_STRONG_CHECK) : confidence;
    const cap = !read.checked ? FAILED_CHECK : read.mended ? REPAIRED : 1;
    return {
      field,
      value: read.value,
      confidence: Math.min(sure, cap),
      checked: read.checked,
      mended: read.mended,
      hasCheck,
    };
  };
  const list: TIdDocumentValue[] = [
    value('engLastName', mrz.surname, false),
    value('engFirstName', mrz.givenNames, false),
    value('idNum', mrz.documentNumber, true),
    value('nationality', mrz.nationality, false),
    value('idIssuer', mrz.issuer, false),
    value('dateOfBirth', mrz.dateOfBirth, true),
    value('sex', mrz.sex, false),
    value('idExpiryDate', mrz.expiryDate, true),
  ];
  return list.filter((v) => v.value !== '');
}

/** Zone values without a check digit, which the page also prints in its visual zone. */
const PRINTED_TOO = new Set<TIdDocumentField>([
  'engLastName',
  'engFirstName',
  'nationality',
  'idIssuer',
  'sex',
]);
/** Country codes the page prints among other words ("P  NZL  GH7994012"). */
const PRINTED_AS_WORD = new Set<TIdDocumentField>(['nationality', 'idIssuer']);

/**
 * A zone value held against the page's print: the same text printed on a line of its own is a
 * second read that agrees (sure); printed without a K or L that follows a filler or ends the value,
 * that letter was a filler misread (mended, so shown for checking).
 */
export function confirmByPrint(v: TIdDocumentValue, lines: readonly TOcrTextLine[]): TIdDocumentValue {
  if (!PRINTED_TOO.has(v.field) || !v.value) return v;
  const printed = lines.map((l) => l.text.trim().toUpperCase().replace(/\s+/g, ' '));
  const agreeing = printed.map((p) => withoutFillerMisreads(v.value, p)).filter((m) => m !== null);
  const asWord = PRINTED_AS_WORD.has(v.field) && printed.some((p) => p.split(' ').includes(v.value));
  if (agreeing.includes(v.value) || asWord)
    return { ...v, confidence: Math.max(v.confidence, PASSED_STRONG_CHECK) };
  const mended = agreeing[0];
  return mended ? { ...v, value: mended, mended: true, confidence: Math.min(v.confidence, REPAIRED) } : v;
}

/**
 * The zone's value with the K and L dropped that the print does not have, where a filler stood (after
 * a space, or past the print's end); null when the two differ otherwise. The print's own spacing is
 * not trusted (OCR drops spaces), the zone's is.
 */
function withoutFillerMisreads(zone: string, printed: string): string | null {
  const letters = printed.replace(/\s/g, '');
  if (!/^[A-Z]+$/.test(letters)) return null;
  let out = '';
  let j = 0;
  for (let i = 0; i < zone.length; i += 1) {
    const c = zone[i]!;
    if (c === ' ') out += c;
    else if (c === letters[j]) {
      out += c;
      j += 1;
    } else if ((c === 'K' || c === 'L') && (j === letters.length || zone[i - 1] === ' ')) continue;
    else return null;
  }
  return j === letters.length ? out.replace(/\s+/g, ' ').trim() : null;
}

/** ISO 7064 MOD 11-2: the check character of a Mainland resident identity number's first 17 digits. */
export function mainlandIdCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  return '10X98765432'[sum % 11]!;
}

/**
 * What can be read of a Mainland resident identity card (居民身份證): the 18-character citizen
 * number with its check character, and from it the birth date and sex it encodes, and the name on
 * the line that names it. Null when no such number or card title is there.
 */
export function readMainlandId(lines: readonly TOcrTextLine[]): TIdDocumentValue[] | null {
  const all = lines.map((l) => l.text).join('\n');
  const titled = /居民身[份分][证證]|公民身[份分]号[码碼]|公民身[份分]號[碼码]/.test(all);
  let number: { value: string; confidence: number } | undefined;
  for (const line of lines) {
    const m = /(?<!\d)(\d{17}[\dXx])(?!\d)/.exec(line.text.replace(/\s/g, ''));
    if (m) {
      number = { value: m[1]!.toUpperCase(), confidence: line.confidence };
      break;
    }
  }
  if (!number && !titled) return null;
  const values: TIdDocumentValue[] = [];
  if (number) {
    const checked = mainlandIdCheck(number.value.slice(0, 17)) === number.value[17];
    const confidence = checked ? number.confidence : Math.min(number.confidence, FAILED_CHECK);
    values.push({ field: 'idNum', value: number.value, confidence, checked, mended: false, hasCheck: true });
    const birth = `${number.value.slice(6, 10)}-${number.value.slice(10, 12)}-${number.value.slice(12, 14)}`;
    const date = new Date(`${birth}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === birth) {
      values.push({ field: 'dateOfBirth', value: birth, confidence, checked, mended: false, hasCheck: true });
    }
    const sex = Number(number.value[16]) % 2 === 1 ? 'M' : 'F';
    values.push({ field: 'sex', value: sex, confidence, checked, mended: false, hasCheck: true });
  }
  const named = lines.find((l) => /^姓\s*名/.test(l.text.trim()));
  const name = named?.text
    .trim()
    .replace(/^姓\s*名\s*/, '')
    .replace(/\s/g, '');
  if (named && name && /^\p{Script=Han}{2,6}$/u.test(name)) {
    values.push({
      field: 'chiName',
      value: name,
      confidence: named.confidence,
      checked: true,
      mended: false,
      hasCheck: false,
    });
  }
  values.push({
    field: 'idIssuer',
    value: 'CHN',
    confidence: 1,
    checked: true,
    mended: false,
    hasCheck: false,
  });
  return values;
}

/**
 * The document the OCR lines show: a zone wins (it is checked throughout), then a Hong Kong card,
 * then a Mainland card; otherwise OTHER with nothing proposed. `mrzText` is the zone read on its own
 * (its characters only), when one was found; `mrzConfidence` OCR's confidence in it.
 */
export function readIdDocument(
  lines: readonly TOcrTextLine[],
  mrz: { text: string; confidence: number } | null,
  today = new Date(),
  rereads: TCardRereads = {},
): TRead {
  const zone = mrz && parseMrz(mrz.text, today);
  if (zone) {
    return {
      documentType: zone.documentCode === 'P' ? 'PASSPORT' : 'OTHER',
      mrzFormat: zone.format,
      fields: mrzValues(zone, mrz.confidence).map((v) => confirmByPrint(v, lines)),
    };
  }
  const card = readHkidCard(lines, today, rereads);
  if (card) return { documentType: 'HKID', fields: hkidCardValues(card) };
  const mainland = readMainlandId(lines);
  if (mainland) return { documentType: 'MAINLAND_ID', fields: mainland };
  return { documentType: 'OTHER', fields: [] };
}
