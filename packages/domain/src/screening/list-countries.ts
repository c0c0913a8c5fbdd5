import { COUNTRIES } from '../reference/countries.js';

/**
 * Country names as the sanctions lists spell them, to ISO 3166-1 alpha-3 codes (the code a query's
 * nationality is given in). The portal's country list knows the common names; the lists also use the
 * UN's official names ("Iran (Islamic Republic of)"), OFAC's inverted ones ("Korea, North") and a few
 * demonyms ("Afghan"). A name it does not know gets no code and stays only as text.
 */

const LIST_SPELLINGS: Readonly<Record<string, string>> = {
  // OFAC
  russia: 'RUS',
  'korea, north': 'PRK',
  'korea, south': 'KOR',
  burma: 'MMR',
  turkey: 'TUR',
  'congo, democratic republic of the': 'COD',
  'congo, republic of the': 'COG',
  'north macedonia, the republic of': 'MKD',
  'the gambia': 'GMB',
  'czech republic': 'CZE',
  palestinian: 'PSE',
  'west bank': 'PSE',
  gaza: 'PSE',
  'region: gaza': 'PSE',
  'region: west bank': 'PSE',
  macau: 'MAC',
  'man, isle of': 'IMN',
  'virgin islands, british': 'VGB',
  'cote d ivoire': 'CIV',
  // UN
  "democratic people's republic of korea": 'PRK',
  "democratic people's republic of korea (dprk)": 'PRK',
  dprk: 'PRK',
  rpdc: 'PRK',
  'republic of korea': 'KOR',
  'iran (islamic republic of)': 'IRN',
  'syrian arab republic': 'SYR',
  'united kingdom of great britain and northern ireland': 'GBR',
  'united states of america': 'USA',
  'united republic of tanzania': 'TZA',
  'libyan arab jamahiriya': 'LBY',
  "lao people's democratic republic": 'LAO',
  'republic of moldova': 'MDA',
  'viet nam': 'VNM',
  'bolivia (plurinational state of)': 'BOL',
  'venezuela (bolivarian republic of)': 'VEN',
  'sultanate of oman': 'OMN',
  'palestinian territories': 'PSE',
  'occupied palestinian territory': 'PSE',
  'hong kong sar': 'HKG',
  'hong kong, china': 'HKG',
  "china, people's republic of": 'CHN',
  // Demonyms the UN list writes as nationalities.
  afghan: 'AFG',
  algerian: 'DZA',
  egyptian: 'EGY',
  german: 'DEU',
  iraqi: 'IRQ',
  jordanian: 'JOR',
  kuwaiti: 'KWT',
  libyan: 'LBY',
  moroccan: 'MAR',
  pakistani: 'PAK',
  'saudi arabian': 'SAU',
  somali: 'SOM',
  sudanese: 'SDN',
  syrian: 'SYR',
  tunisian: 'TUN',
  yemeni: 'YEM',
};

/** Lowercase, no diacritics, one space, no final full stop. */
function keyOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}

const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...COUNTRIES.map((c) => [keyOf(c.nameEn), c.iso3] as const),
  ...Object.entries(LIST_SPELLINGS),
]);

/** The ISO3 code of a country as a list names it, or undefined ("Indonesia (as at Dec. 2003)": IDN). */
export function listCountryCode(name: string): string | undefined {
  const key = keyOf(name);
  // A note in brackets after the name ("Bahrain (citizenship revoked in Jan. 2015)") does not change it.
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/\s*\([^)]*\)$/, '').trim());
}

/** The distinct codes of a list's nationalities, in their order; names it does not know are skipped. */
export function listCountryCodes(names: readonly string[]): string[] {
  return [...new Set(names.map(listCountryCode).filter((c): c is string => c !== undefined))];
}
