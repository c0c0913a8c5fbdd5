import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.js';
import { COMMON_COUNTRY_ALIASES, countryKey, HONG_KONG_ALIASES, normaliseCountry } from './hong-kong.js';

describe('normaliseCountry', () => {
  it('maps every Hong Kong alias of spec §5 and the Chinese forms to HKG', () => {
    for (const alias of ['hk', 'hksar', 'hkg', 'hong kong', 'hongkong', 'hong kong sar'])
      expect(HONG_KONG_ALIASES).toContain(alias);
    for (const alias of HONG_KONG_ALIASES) expect(normaliseCountry(alias)).toBe('HKG');
    for (const text of ['香港', '香港特別行政區', '香港特别行政区', '中国香港'])
      expect(normaliseCountry(text)).toBe('HKG');
  });

  it('ignores case, spaces, dots and full-width forms', () => {
    for (const text of [
      'HK',
      ' Hong  Kong ',
      'HongKong',
      'HONG KONG SAR',
      'Hong Kong S.A.R.',
      'H.K.',
      'ＨＫ',
    ])
      expect(normaliseCountry(text)).toBe('HKG');
  });

  it('maps ISO2 and ISO3 codes and list names in all three languages', () => {
    expect(normaliseCountry('GB')).toBe('GBR');
    expect(normaliseCountry('gbr')).toBe('GBR');
    expect(normaliseCountry('united kingdom')).toBe('GBR');
    expect(normaliseCountry('British Virgin Islands')).toBe('VGB');
    expect(normaliseCountry("cote d'ivoire")).toBeUndefined(); // accents are not folded
    expect(normaliseCountry("Côte d'Ivoire")).toBe('CIV');
    expect(normaliseCountry('新加坡')).toBe('SGP');
    expect(normaliseCountry('紐西蘭')).toBe('NZL');
    expect(normaliseCountry('新西兰')).toBe('NZL');
    expect(normaliseCountry('Cocos (Keeling) Islands')).toBe('CCK');
  });

  it('maps the common aliases', () => {
    expect(normaliseCountry('Macau')).toBe('MAC');
    expect(normaliseCountry('UK')).toBe('GBR');
    expect(normaliseCountry('PRC')).toBe('CHN');
    expect(normaliseCountry('中國內地')).toBe('CHN');
    expect(Object.keys(COMMON_COUNTRY_ALIASES).every((alias) => countryKey(alias) === alias)).toBe(true);
  });

  it('gives undefined for anything else', () => {
    expect(normaliseCountry('')).toBeUndefined();
    expect(normaliseCountry(undefined)).toBeUndefined();
    expect(normaliseCountry(null)).toBeUndefined();
    expect(normaliseCountry('   ')).toBeUndefined();
    expect(normaliseCountry('Atlantis')).toBeUndefined();
  });

  it('never reads one written form as two countries', () => {
    const seen = new Map<string, string>();
    for (const c of COUNTRIES) {
      for (const text of new Set([c.iso3, c.iso2, c.nameEn, c.nameZhHK, c.nameZhCN])) {
        const key = countryKey(text);
        expect(seen.get(key) ?? c.iso3, `${text} is also ${seen.get(key)}`).toBe(c.iso3);
        seen.set(key, c.iso3);
        expect(normaliseCountry(text)).toBe(c.iso3);
      }
    }
    for (const alias of HONG_KONG_ALIASES) expect([undefined, 'HKG']).toContain(seen.get(countryKey(alias)));
    for (const [alias, iso3] of Object.entries(COMMON_COUNTRY_ALIASES))
      expect([undefined, iso3]).toContain(seen.get(countryKey(alias)));
  });
});
