import { COUNTRIES } from '../reference/countries.js';
import { HONG_KONG_ALIASES } from '../reference/hong-kong.js';
import { editBudget, editDistance } from './fuzzy-match.js';
import { uniqueSwap } from './look-alike.js';
import { countryCode, currencyCode, parseCount, parseMoney } from './nnc1-values.js';

/**
 * OCR's usual slips in the NNC1's values, undone where the field's kind leaves one reading: letters
 * read for digits in a number (1O,000), a digit for an HKID's letter (0123 for O123), a letter off in
 * a currency (HKO) or a country (Hong Kang). A repaired value is proposed at REPAIRED confidence at
 * most, so it shows for checking; a value read exactly keeps its own.
 */

/** The highest confidence of a value that needed a repair (below LOW_CONFIDENCE). */
export const REPAIRED = 0.7;

export interface TRepaired<T> {
  value: T;
  /** At most this confidence: 1 when read as written, REPAIRED when mended. */
  cap: number;
}

const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  L: '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  G: '6',
  g: '9',
};
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };

const digitsOf = (text: string) => text.replace(/[OoDQIli|LZzSsBGg]/g, (c) => AS_DIGIT[c] ?? c);

function exactOrRepaired<T>(exact: T | undefined, repaired: () => T | undefined): TRepaired<T> | undefined {
  if (exact !== undefined) return { value: exact, cap: 1 };
  const value = repaired();
  return value === undefined ? undefined : { value, cap: REPAIRED };
}

/** A whole number, letters misread for digits mended. */
export function readCount(text: string): TRepaired<number> | undefined {
  return exactOrRepaired(parseCount(text), () => parseCount(digitsOf(text)));
}

/** An amount, its currency sign dropped and letters misread for digits mended. */
export function readMoney(text: string): TRepaired<number> | undefined {
  return exactOrRepaired(parseMoney(text), () => {
    const sign = /^\s*(hk\$|us\$|rmb|hkd|usd|cny|\$)/i.exec(text)?.[0] ?? '';
    return parseMoney(digitsOf(text.slice(sign.length)));
  });
}

/** Digits only (telephone, BRN), letters misread for digits mended. */
export function readDigits(text: string): TRepaired<string> {
  const bare = text.replace(/[\s\-()]/g, '');
  return /^\d*$/.test(bare) ? { value: bare, cap: 1 } : { value: digitsOf(bare), cap: REPAIRED };
}

/** The nearest of `candidates` within the edit budget, when only one is that near. */
function nearest<T>(key: string, candidates: readonly (readonly [string, T])[]): T | undefined {
  let best: { value: T; distance: number; tie: boolean } | undefined;
  for (const [name, value] of candidates) {
    const budget = Math.max(1, editBudget(name.length));
    const distance = editDistance(key, name, budget);
    if (distance > budget) continue;
    if (!best || distance < best.distance) best = { value, distance, tie: false };
    else if (distance === best.distance && value !== best.value) best.tie = true;
  }
  return best && !best.tie ? best.value : undefined;
}

const CURRENCY_CODES = [
  ['HKD', 'HKD'],
  ['USD', 'USD'],
  ['RMB', 'RMB'],
  ['CNY', 'RMB'],
] as const;

/** The case information's currency, a letter off mended (HKO → HKD). */
export function readCurrency(text: string): TRepaired<string> | undefined {
  return exactOrRepaired(currencyCode(text), () =>
    nearest(text.toUpperCase().replace(/[^A-Z]/g, ''), CURRENCY_CODES),
  );
}

const countryKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const COUNTRY_NAMES: readonly (readonly [string, string])[] = [
  ...COUNTRIES.map((c) => [countryKey(c.nameEn), c.iso3] as const),
  ...HONG_KONG_ALIASES.map((a) => [countryKey(a), 'HKG'] as const),
].filter(([key]) => key.length >= 4);

/** An ISO3 country, a misread English name mended (Hong Kang → HKG). */
export function readCountry(text: string): TRepaired<string> | undefined {
  return exactOrRepaired(countryCode(text), () => nearest(countryKey(text), COUNTRY_NAMES));
}

/**
 * An HKID or its partial number with OCR's digit-for-letter slips mended by position: its length
 * says how many letters lead (partial: 4 = one letter, 5 = two; full body: 7 = one, 8 = two).
 */
export function repairHkid(text: string, part: 'partial' | 'body'): string {
  const bare = text.replace(/[\s()]/g, '').toUpperCase();
  const letters = part === 'partial' ? bare.length - 3 : bare.length - 6;
  if (letters < 1 || letters > 2) return bare;
  const head = [...bare.slice(0, letters)].map((c) => AS_LETTER[c] ?? c).join('');
  return head + digitsOf(bare.slice(letters));
}

/** A business nature code of the portal's list (BN003), letters read for its digits mended (BNO36). */
export function readBusinessNature(text: string, isCode: (code: string) => boolean): TRepaired<string> {
  const bare = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (isCode(bare) || !bare.startsWith('BN')) return { value: bare, cap: 1 };
  const mended = `BN${digitsOf(bare.slice(2))}`;
  return isCode(mended) ? { value: mended, cap: REPAIRED } : { value: bare, cap: 1 };
}

/**
 * A full HKID whose check digit fails, mended when exactly one look-alike swap of one character
 * makes it pass (a 7 read for a 1, an 8 for a 3); undefined when none or several do.
 */
export function mendHkidByCheck(value: string, passes: (hkid: string) => boolean): string | undefined {
  return uniqueSwap(value, passes);
}
