import { describe, expect, it } from 'vitest';
import {
  BUSINESS_NATURES,
  businessNatureByCode,
  businessNatureName,
  isBusinessNatureCode,
} from './business-natures.js';

describe('BUSINESS_NATURES', () => {
  it('has about sixty entries with unique ids and BNnnn codes matching them', () => {
    expect(BUSINESS_NATURES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(BUSINESS_NATURES.map((n) => n.bnCode)).size).toBe(BUSINESS_NATURES.length);
    expect(new Set(BUSINESS_NATURES.map((n) => n.bnID)).size).toBe(BUSINESS_NATURES.length);
    for (const n of BUSINESS_NATURES) expect(n.bnCode).toBe(`BN${String(n.bnID).padStart(3, '0')}`);
  });

  it('names each entry in English, Traditional and Simplified Chinese', () => {
    for (const n of BUSINESS_NATURES) {
      expect(n.bnNameEng).toMatch(/^[A-Z][A-Za-z ()-]+$/);
      expect(n.bnNameTC).toMatch(/^[\p{Script=Han}（）]+$/u);
      expect(n.bnNameSC).toMatch(/^[\p{Script=Han}（）]+$/u);
    }
    expect(new Set(BUSINESS_NATURES.map((n) => n.bnNameEng)).size).toBe(BUSINESS_NATURES.length);
    expect(new Set(BUSINESS_NATURES.map((n) => n.bnNameTC)).size).toBe(BUSINESS_NATURES.length);
    expect(new Set(BUSINESS_NATURES.map((n) => n.bnNameSC)).size).toBe(BUSINESS_NATURES.length);
  });

  it('keeps Others last', () => {
    expect(BUSINESS_NATURES.at(-1)?.bnCode).toBe('BN999');
  });

  it('finds and names entries by code', () => {
    const holding = businessNatureByCode('BN003');
    expect(holding?.bnNameEng).toBe('Investment holding');
    expect(businessNatureByCode('BN000')).toBeUndefined();
    expect(isBusinessNatureCode('BN001')).toBe(true);
    expect(isBusinessNatureCode('bn001')).toBe(false);
    if (!holding) throw new Error('BN003 missing');
    expect(businessNatureName(holding, 'en')).toBe('Investment holding');
    expect(businessNatureName(holding, 'zh-HK')).toBe('投資控股');
    expect(businessNatureName(holding, 'zh-CN')).toBe('投资控股');
  });
});
