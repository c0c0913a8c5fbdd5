import { describe, expect, it } from 'vitest';
import { CURRENCIES, REVENUE_BANDS } from '../constants.js';
import * as reference from './index.js';

describe('reference index', () => {
  it('exports the reference data and shares the currency list of constants.ts', () => {
    expect(reference.countryName('HKG', 'zh-HK')).toBe('香港');
    expect(reference.normaliseCountry('hksar')).toBe('HKG');
    expect(reference.normaliseCurrency('港幣')).toBe('HKD');
    expect(reference.businessNatureByCode('BN001')?.bnNameEng).toBe('Trading');
    expect(reference.STAKEHOLDER_ROLES).toContain('DIRECTOR');
    // Same binding, so the package entry's two `export *` lines do not clash.
    expect(reference.CURRENCIES).toBe(CURRENCIES);
    expect(reference.REVENUE_BAND_RANGES.map((band) => band.code)).toEqual([...REVENUE_BANDS]);
  });
});
