import { CURRENCIES } from '../constants.js';

// One list of currencies (spec §9: HKD, RMB, USD); constants.ts has had it first, so it is re-exported
// here rather than declared twice.
export { CURRENCIES };
export type TCurrency = (typeof CURRENCIES)[number];

/**
 * Written forms of each currency, as keys of currencyKey(). Bare '$', 'dollar', '元' / '圓' and '¥'
 * are left out on purpose: in Hong Kong '$' and '元' usually mean HK dollars, but the same words
 * are the unit of US dollars (美元) and Renminbi (人民幣元), and '¥' is also the yen, so guessing
 * would silently store the wrong currency. The caller asks instead.
 */
const FORMS = {
  HKD: [
    'hkd',
    'hk$',
    'hkd$',
    'hk dollar',
    'hk dollars',
    'hong kong dollar',
    'hong kong dollars',
    '港元',
    '港幣',
    '港币',
    '港圓',
    '港圆',
    '港紙',
    '港纸',
  ],
  USD: [
    'usd',
    'us$',
    'usd$',
    'us dollar',
    'us dollars',
    'united states dollar',
    'united states dollars',
    'american dollar',
    'american dollars',
    '美元',
    '美金',
    '美圓',
    '美圆',
  ],
  RMB: [
    'rmb',
    'cny',
    'rmb¥',
    'cn¥',
    'renminbi',
    'yuan',
    'chinese yuan',
    'yuan renminbi',
    '人民幣',
    '人民币',
    '人民幣元',
    '人民币元',
  ],
} as const satisfies Record<TCurrency, readonly string[]>;

/**
 * Reduces a written currency to a comparison key: full-width folded, lower case, no spaces, dots or
 * brackets (so "Hong Kong Dollar(s)" reads as "hongkongdollars").
 */
function currencyKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.()]/gu, '');
}

const byKey: ReadonlyMap<string, TCurrency> = new Map(
  CURRENCIES.flatMap((code) => FORMS[code].map((form) => [currencyKey(form), code] as const)),
);

/**
 * Maps a written currency (HK$, 港幣, US dollars, 人民币, CNY, …) to HKD, USD or RMB, ignoring case,
 * spaces, dots and full-width forms; undefined when it is not one of them or is ambiguous (see FORMS).
 */
export function normaliseCurrency(text: string | null | undefined): TCurrency | undefined {
  if (!text) return undefined;
  return byKey.get(currencyKey(text));
}
