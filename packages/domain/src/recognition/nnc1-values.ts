import type { CURRENCIES } from '../constants.js';
import { isValidHkid } from '../case-form/holder.js';
import { normaliseCountry } from '../reference/hong-kong.js';

/**
 * How the values an NNC1 holds are read back into the case information's types, and the domain
 * checks that tell a misread: a value failing its check is proposed at FAILED_CHECK confidence at
 * most, so the form highlights it for the officer instead of passing it as certain.
 */

/** The highest confidence a value failing its domain check may carry (below LOW_CONFIDENCE). */
export const FAILED_CHECK = 0.5;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Whether a text is written in Chinese (so it goes to the chi* line of an address). */
export function hasChinese(text: string): boolean {
  return CJK.test(text);
}

/** A whole number as forms write it (`1,000`, `10 000`); undefined when it is not one. */
export function parseCount(text: string): number | undefined {
  const digits = text.replace(/[\s,，]/g, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : undefined;
}

/** An amount with its currency sign or code dropped (`HK$10,000.00`); undefined when not a number. */
export function parseMoney(text: string): number | undefined {
  const bare = text
    .replace(/[\s,，]/g, '')
    .replace(/^(hk\$|us\$|rmb|hkd|usd|cny|\$|¥|￥)/i, '')
    .replace(/(港元|美元|人民幣|元)$/, '');
  return /^\d{1,13}(\.\d{1,6})?$/.test(bare) ? Number(bare) : undefined;
}

const CURRENCY_ALIASES: Record<string, (typeof CURRENCIES)[number]> = {
  hkd: 'HKD',
  hk$: 'HKD',
  hkdollar: 'HKD',
  hongkongdollar: 'HKD',
  hongkongdollars: 'HKD',
  港元: 'HKD',
  港幣: 'HKD',
  港币: 'HKD',
  usd: 'USD',
  us$: 'USD',
  usdollar: 'USD',
  unitedstatesdollar: 'USD',
  unitedstatesdollars: 'USD',
  美元: 'USD',
  rmb: 'RMB',
  cny: 'RMB',
  renminbi: 'RMB',
  人民幣: 'RMB',
  人民币: 'RMB',
};

/** The case information's currency (HKD, RMB, USD) for a currency as written; undefined for others. */
export function currencyCode(text: string): (typeof CURRENCIES)[number] | undefined {
  const key = text.toLowerCase().replace(/[\s.()（）]/g, '');
  return CURRENCY_ALIASES[key];
}

/** An ISO3 country for a country as written (`Hong Kong`, `香港`, `PRC`); undefined when unknown. */
export function countryCode(text: string): string | undefined {
  return normaliseCountry(text.trim());
}

/** Whether a share class counts towards the ordinary shares (`Ordinary`, `普通股`). */
export function isOrdinaryClass(className: string): boolean {
  return /ordinary|普通/i.test(className);
}

/** The domain check a value of this target must pass; true when it has none. */
export function passesCheck(target: string, value: string): boolean {
  const v = value.trim();
  if (target.endsWith('email')) return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(v);
  if (target.endsWith('phone')) return /^\d{8}$/.test(v);
  if (target.endsWith('regNum')) return /^\d{8}$/.test(v);
  if (target.endsWith('tcspNum')) return /^TC\d{6}$/i.test(v);
  return true;
}

/** The digits of a Hong Kong telephone number, without +852 or separators. */
export function localPhone(text: string): string {
  return text.replace(/^\s*\(?\+?852\)?/, '').replace(/[\s\-()]/g, '');
}

/** A partial HKID as the NNC1 asks for it: the letters and the first three digits (A123, AB123). */
export function isPartialHkid(text: string): boolean {
  return /^[A-Z]{1,2}\d{3}$/.test(text.replace(/\s/g, '').toUpperCase());
}

/** A full HKID from the PI-NNC1's two boxes (`A123456` and `7`) as the portal writes it: A123456(7). */
export function joinHkid(body: string, check: string): string {
  const b = body.replace(/[\s()]/g, '').toUpperCase();
  const c = check.replace(/[\s()]/g, '').toUpperCase();
  return c ? `${b}(${c})` : b;
}

/** Whether a full HKID's check digit is right. */
export function isFullHkid(text: string): boolean {
  return isValidHkid(text);
}

/** A date the form writes DD/MM/YYYY as YYYY-MM-DD; undefined when it does not parse to a real day. */
export function parseFormDate(text: string): string | undefined {
  const m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** A ticked box as readers report it: any mark but an explicit off. */
export function isTicked(text: string): boolean {
  const v = text.trim();
  return v.length > 0 && !/^(off|no|false|0)$/i.test(v);
}
