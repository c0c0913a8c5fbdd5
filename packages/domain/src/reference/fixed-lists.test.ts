import { describe, expect, it } from 'vitest';
import { REVENUE_BANDS } from '../constants.js';
import {
  bandOf,
  CONTACT_METHODS,
  COUNT_OPTIONS,
  MEETING_TYPES,
  PHONE_TYPES,
  REVENUE_BAND_RANGES,
  SECOND_BAND_RANGES,
  SECOND_BANDS,
  STAKEHOLDER_ROLES,
} from './fixed-lists.js';

describe('fixed lists', () => {
  it('holds the spec §3 lists as codes', () => {
    expect(STAKEHOLDER_ROLES).toHaveLength(6);
    expect(CONTACT_METHODS).toEqual(['MOBILE', 'WHATSAPP', 'OFFICE_NUMBER', 'EMAIL', 'WECHAT']);
    expect(PHONE_TYPES.every((t) => (CONTACT_METHODS as readonly string[]).includes(t))).toBe(true);
    expect(MEETING_TYPES).toEqual(['NY', 'P', 'V']);
    expect(COUNT_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives each band code of spec §9 its range, in order', () => {
    expect(REVENUE_BAND_RANGES.map((b) => b.code)).toEqual([...REVENUE_BANDS]);
    expect(SECOND_BAND_RANGES.map((b) => b.code)).toEqual([...SECOND_BANDS]);
  });
});

describe('bandOf', () => {
  it.each([
    [0, 'UNDER_500K'],
    [499_999.99, 'UNDER_500K'],
    [500_000, '500K_1M'],
    [1_000_000, '500K_1M'],
    [1_000_000.5, '1M_3M'],
    [1_000_001, '1M_3M'],
    [3_000_000, '1M_3M'],
    [3_000_000.01, 'OVER_3M'],
    [1e12, 'OVER_3M'],
  ] as const)('puts revenue %d in %s', (amount, band) => {
    expect(bandOf(REVENUE_BAND_RANGES, amount)).toBe(band);
  });

  it('puts second-band amounts at the edges in the bands the spec prints', () => {
    expect(bandOf(SECOND_BAND_RANGES, 63_999)).toBe('UNDER_64K');
    expect(bandOf(SECOND_BAND_RANGES, 64_000)).toBe('64K_128K');
    expect(bandOf(SECOND_BAND_RANGES, 128_000)).toBe('64K_128K');
    expect(bandOf(SECOND_BAND_RANGES, 128_001)).toBe('128K_380K');
    expect(bandOf(SECOND_BAND_RANGES, 380_000)).toBe('128K_380K');
    expect(bandOf(SECOND_BAND_RANGES, 380_001)).toBe('OVER_380K');
  });

  it('refuses negative and non-finite amounts', () => {
    expect(bandOf(REVENUE_BAND_RANGES, -1)).toBeUndefined();
    expect(bandOf(REVENUE_BAND_RANGES, Number.NaN)).toBeUndefined();
    expect(bandOf(REVENUE_BAND_RANGES, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
