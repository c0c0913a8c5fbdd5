import type { TLanguage } from '../languages.js';
import { COUNTRIES } from './country-data.js';

// The table itself is generated (scripts/generate-countries.mjs) and lives in country-data.ts.
export { COUNTRIES };

/** Country list entry of spec §3: ISO 3166-1 codes with the English, Hong Kong and mainland names. */
export interface TCountry {
  /** ISO 3166-1 alpha-3, the code an address stores in its country field. */
  readonly iso3: string;
  readonly iso2: string;
  readonly nameEn: string;
  /** Traditional Chinese as used in Hong Kong. */
  readonly nameZhHK: string;
  /** Simplified Chinese as used on the mainland. */
  readonly nameZhCN: string;
}

export type TIso3Country = (typeof COUNTRIES)[number]['iso3'];
export type TIso2Country = (typeof COUNTRIES)[number]['iso2'];

/** Which name field each interface language shows. */
export const COUNTRY_NAME_FIELDS = {
  en: 'nameEn',
  'zh-HK': 'nameZhHK',
  'zh-CN': 'nameZhCN',
} as const satisfies Record<TLanguage, keyof TCountry>;

const byIso3: ReadonlyMap<string, TCountry> = new Map(COUNTRIES.map((country) => [country.iso3, country]));

/** Finds a country by its ISO3 code as stored (upper case); undefined for anything else. */
export function countryByIso3(code: string): TCountry | undefined {
  return byIso3.get(code);
}

/** Tells whether a value is a stored-form ISO3 code of the list (upper case, no spaces). */
export function isIso3Country(code: string): code is TIso3Country {
  return byIso3.has(code);
}

/** Gives a country's name in an interface language; undefined when the code is not in the list. */
export function countryName(iso3: string, language: TLanguage): string | undefined {
  return byIso3.get(iso3)?.[COUNTRY_NAME_FIELDS[language]];
}
