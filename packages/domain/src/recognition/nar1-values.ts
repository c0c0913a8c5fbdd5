import { CURRENCIES } from '../constants.js';

/**
 * Values as the NAR1 prints them, read back with their checks: numbers with thousands separators,
 * DD/MM/YYYY dates, e-mail addresses, currencies, the company's bilingual name on one line. OCR's
 * usual misreads in digits (O for 0, l for 1) are put right where a number is expected.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export interface TChecked<T> {
  value: T;
  valid: boolean;
}

/** Digits as OCR may give them (O, l, I, S, B misread), for a field that holds only digits. */
export function digitsOf(text: string): string {
  return text
    .replace(/[Oo]/g, '0')
    .replace(/[lI|!]/g, '1')
    .replace(/S/g, '5')
    .replace(/B/g, '8')
    .replace(/[\s,.'`]/g, '');
}

/** A company number: 1 to 8 digits. */
export function readCompanyNumber(text: string): TChecked<string> {
  // A garbled Chinese label OCR joined before the number is not part of it.
  const value = digitsOf(text.replace(/^[^0-9]*[\u3400-\u9fff][^0-9]*/, '').trim());
  return { value, valid: /^\d{1,8}$/.test(value) };
}

/** A whole number printed with separators (10,000). */
export function readCount(text: string): TChecked<number> {
  const digits = digitsOf(text.replace(/[^0-9OolI|SB,.\s]/g, ''));
  const value = Number(digits);
  return { value, valid: /^\d+$/.test(digits) && Number.isSafeInteger(value) };
}

/** An amount printed with separators and perhaps decimals (12,500.50). */
export function readAmount(text: string): TChecked<number> {
  const cleaned = text
    .replace(/[Oo]/g, '0')
    .replace(/[lI|]/g, '1')
    .replace(/[^0-9.]/g, '');
  const value = Number(cleaned);
  return { value, valid: /^\d+(\.\d+)?$/.test(cleaned) && Number.isFinite(value) };
}

/** A DD/MM/YYYY date as YYYY-MM-DD; invalid when it is not a real date. */
export function readDate(text: string): TChecked<string> {
  const parts = /([0-9OolI|]{1,2})\s*[/.-]\s*([0-9OolI|]{1,2})\s*[/.-]\s*([0-9OolI|]{4})/.exec(text);
  if (!parts) return { value: text.trim(), valid: false };
  const [day, month, year] = [parts[1], parts[2], parts[3]].map((p) => Number(digitsOf(p ?? '')));
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  const valid = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
  return { value: iso, valid };
}

/** An e-mail address: spaces OCR put in dropped. */
export function readEmail(text: string): TChecked<string> {
  const compact = text.replace(/\s+/g, '').replace(/[,;]$/, '');
  // The address itself, without a garbled label OCR joined to it.
  const value = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(compact)?.[0] ?? compact;
  return { value, valid: /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value) };
}

/** A currency code of the share capital (HKD, RMB, USD). */
export function readCurrency(text: string): TChecked<string> {
  const value = text.replace(/[^a-z]/gi, '').toUpperCase();
  return { value, valid: (CURRENCIES as readonly string[]).includes(value) };
}

/**
 * The company's English and Chinese names from the line that prints both: the English name ends at
 * its `Limited`, else where the Chinese starts.
 */
export function splitBilingualName(text: string): { english: string; chinese: string } {
  const flat = text.replace(/\s+/g, ' ').trim();
  const firstCjk = flat.search(CJK);
  const head = firstCjk < 0 ? flat : flat.slice(0, firstCjk);
  const limited = [...head.matchAll(/\b(limited|ltd\.?)(?=\s|$)/gi)].pop();
  const cut = limited ? (limited.index ?? 0) + limited[0].length : firstCjk < 0 ? flat.length : firstCjk;
  return {
    english: flat.slice(0, cut).trim(),
    chinese: flat.slice(cut).replace(/\s+/g, ''),
  };
}
