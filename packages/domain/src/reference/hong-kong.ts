import { COUNTRIES, type TIso3Country } from './countries.js';

/** Written forms of Hong Kong the portal accepts (spec §5), plus the Chinese ones; all mean HKG. */
export const HONG_KONG_ALIASES = [
  'hk',
  'hksar',
  'hkg',
  'hong kong',
  'hongkong',
  'hong kong sar',
  'hong kong special administrative region',
  '香港',
  '香港特別行政區',
  '香港特别行政区',
] as const;

/**
 * Other everyday names that are not a list name: Macau is how Hong Kong spells Macao, and people
 * write UK and PRC far more often than the ISO names.
 */
export const COMMON_COUNTRY_ALIASES = {
  macau: 'MAC',
  macausar: 'MAC',
  uk: 'GBR',
  greatbritain: 'GBR',
  prc: 'CHN',
  mainlandchina: 'CHN',
  中國內地: 'CHN',
  中国内地: 'CHN',
  中國大陸: 'CHN',
  中国大陆: 'CHN',
} as const satisfies Record<string, TIso3Country>;

/**
 * Reduces a written country to a comparison key: full-width forms folded (NFKC), lower case, and
 * spaces, dots, commas, apostrophes, hyphens and brackets dropped, so "Hong Kong S.A.R." and
 * "hongkongsar" compare equal.
 */
export function countryKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.,'’()-]/gu, '');
}

const byKey: ReadonlyMap<string, TIso3Country> = (() => {
  const map = new Map<string, TIso3Country>();
  const add = (text: string, iso3: TIso3Country) => {
    const key = countryKey(text);
    if (key && !map.has(key)) map.set(key, iso3);
  };
  for (const country of COUNTRIES) {
    for (const text of [country.iso3, country.iso2, country.nameEn, country.nameZhHK, country.nameZhCN])
      add(text, country.iso3);
  }
  for (const alias of HONG_KONG_ALIASES) add(alias, 'HKG');
  for (const [alias, iso3] of Object.entries(COMMON_COUNTRY_ALIASES)) add(alias, iso3);
  return map;
})();

/**
 * Maps a written country to its ISO3 code: ISO3 and ISO2 codes, list names in English and both
 * Chinese forms, the Hong Kong aliases and the common aliases, ignoring case, spaces and
 * punctuation. Undefined when nothing matches.
 */
export function normaliseCountry(text: string | null | undefined): TIso3Country | undefined {
  if (!text) return undefined;
  return byKey.get(countryKey(text));
}
