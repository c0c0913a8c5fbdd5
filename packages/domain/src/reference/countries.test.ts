import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByIso3, countryName, isIso3Country } from './countries.js';

describe('COUNTRIES', () => {
  it('lists every ISO 3166-1 country and territory once', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(COUNTRIES.map((c) => c.iso3)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('gives every country three non-empty names, Chinese ones in Chinese', () => {
    for (const country of COUNTRIES) {
      expect(country.nameEn.trim()).not.toBe('');
      expect(country.nameZhHK).toMatch(/\p{Script=Han}/u);
      expect(country.nameZhCN).toMatch(/\p{Script=Han}/u);
    }
  });

  it('is sorted by English name', () => {
    const names = COUNTRIES.map((c) => c.nameEn);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names Hong Kong, Macao and Taiwan as customary in Hong Kong and on the mainland', () => {
    expect(countryByIso3('HKG')).toEqual({
      iso3: 'HKG',
      iso2: 'HK',
      nameEn: 'Hong Kong',
      nameZhHK: '香港',
      nameZhCN: '中国香港',
    });
    expect(countryName('MAC', 'zh-HK')).toBe('澳門');
    expect(countryName('MAC', 'zh-CN')).toBe('中国澳门');
    expect(countryName('TWN', 'zh-HK')).toBe('台灣');
    expect(countryName('TWN', 'zh-CN')).toBe('中国台湾');
  });

  it('carries the ISO2 to ISO3 mapping', () => {
    expect(COUNTRIES.find((c) => c.iso2 === 'GB')?.iso3).toBe('GBR');
    expect(COUNTRIES.find((c) => c.iso2 === 'VG')?.iso3).toBe('VGB');
    expect(COUNTRIES.find((c) => c.iso2 === 'CN')?.iso3).toBe('CHN');
  });
});

describe('country look-ups', () => {
  it('finds a country by its stored ISO3 code only', () => {
    expect(countryByIso3('GBR')?.nameEn).toBe('United Kingdom');
    expect(countryByIso3('gbr')).toBeUndefined();
    expect(countryByIso3('GB')).toBeUndefined();
    expect(isIso3Country('HKG')).toBe(true);
    expect(isIso3Country('XXX')).toBe(false);
    expect(isIso3Country('')).toBe(false);
  });

  it('names a country in each interface language', () => {
    expect(countryName('CHN', 'en')).toBe('China');
    expect(countryName('CHN', 'zh-HK')).toBe('中國');
    expect(countryName('CHN', 'zh-CN')).toBe('中国');
    expect(countryName('NZL', 'zh-HK')).toBe('紐西蘭');
    expect(countryName('NZL', 'zh-CN')).toBe('新西兰');
    expect(countryName('ZZZ', 'en')).toBeUndefined();
  });
});
