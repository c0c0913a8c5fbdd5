import { describe, expect, it } from 'vitest';
import { amountInputOf, formatAmount, formatHKD, parseAmount, sumCents } from './money.js';

describe('parseAmount', () => {
  it('reads dollars with up to two decimals as integer cents', () => {
    expect(parseAmount('1545')).toBe(154_500);
    expect(parseAmount('1545.5')).toBe(154_550);
    expect(parseAmount('1,545.00')).toBe(154_500);
    expect(parseAmount(' HK$1,545.05 ')).toBe(154_505);
    expect(parseAmount('$0.01')).toBe(1);
    expect(parseAmount('0')).toBe(0);
  });

  it('never goes through a float: amounts that floats get wrong come out exact', () => {
    // 0.1 + 0.2 and 1.005 × 100 are the classic float slips.
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1.15')).toBe(115);
    expect(parseAmount('4.35')).toBe(435);
    expect(parseAmount('9999999999999.99')).toBe(999_999_999_999_999);
  });

  it('refuses what is not an amount of two decimals with proper grouping', () => {
    for (const text of [
      '',
      'abc',
      '1.234',
      '-5',
      '1,54',
      '12,3456',
      '1e3',
      '1.',
      '.5',
      '1 000',
      'HK$',
      '99999999999999',
    ])
      expect(parseAmount(text), text).toBeNull();
  });
});

describe('formatting', () => {
  it('prints HK$ with grouped thousands and two decimals', () => {
    expect(formatHKD(154_500)).toBe('HK$1,545.00');
    expect(formatHKD(5)).toBe('HK$0.05');
    expect(formatHKD(123_456_789_01)).toBe('HK$123,456,789.01');
    expect(formatHKD(-10_500)).toBe('-HK$105.00');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('gives an input its value without grouping, and parses back to the same cents', () => {
    for (const cents of [1, 99, 100, 154_500, 348_000, 1_000_000_000]) {
      expect(parseAmount(amountInputOf(cents))).toBe(cents);
      expect(parseAmount(formatHKD(cents))).toBe(cents);
    }
    expect(amountInputOf(154_500)).toBe('1545.00');
  });

  it('refuses to print or add what is not whole cents', () => {
    expect(() => formatHKD(1.5)).toThrow(RangeError);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(sumCents([154_500, 220_000, 380_000])).toBe(754_500);
  });
});
