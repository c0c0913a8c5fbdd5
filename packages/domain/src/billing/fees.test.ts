import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.js';
import { addMonths } from '../dates.js';
import { annualReturnFee, feeOn } from './fees.js';

describe('government fees by date', () => {
  it('takes the amount in force on the date', () => {
    expect(feeOn('CR_NNC1_ELECTRONIC', '2026-11-25')).toBe(154_500);
    expect(feeOn('CR_NNC1_HARDCOPY', '2026-11-25')).toBe(172_000);
    expect(feeOn('IRD_BR_FEE_1Y', '2024-03-31')).toBe(200_000);
    expect(feeOn('IRD_BR_FEE_1Y', '2024-04-01')).toBe(220_000);
    expect(feeOn('CR_NNC1_ELECTRONIC', '2020-09-30')).toBeNull();
  });

  it('knows the levy was waived from April 2024 to March 2026', () => {
    expect(feeOn('IRD_BR_LEVY_1Y', '2024-03-31')).toBe(15_000);
    expect(feeOn('IRD_BR_LEVY_1Y', '2025-06-01')).toBe(0);
    expect(feeOn('IRD_BR_LEVY_1Y', '2026-03-31')).toBe(0);
    expect(feeOn('IRD_BR_LEVY_1Y', '2026-04-01')).toBe(15_000);
  });
});

describe('date steps', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-25', 14)).toBe('2026-12-09');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-15', 9)).toBe('2027-02-15');
  });
});

describe('annual return (NAR1) fee by lateness', () => {
  const returnDate = '2026-05-15';
  it('is HK$105 up to and including the 42nd day after the return date', () => {
    expect(annualReturnFee(returnDate, '2026-05-10')).toMatchObject({
      band: 'WITHIN_42_DAYS',
      cents: 10_500,
    });
    expect(annualReturnFee(returnDate, '2026-06-26')).toEqual({
      band: 'WITHIN_42_DAYS',
      cents: 10_500,
      onTimeUntil: '2026-06-26',
    });
  });

  it('rises to 870, 1,740, 2,610 and 3,480 by months late', () => {
    const cases: [string, number][] = [
      ['2026-06-27', 87_000],
      ['2026-08-15', 87_000],
      ['2026-08-16', 174_000],
      ['2026-11-15', 174_000],
      ['2026-11-16', 261_000],
      ['2027-02-15', 261_000],
      ['2027-02-16', 348_000],
      ['2030-01-01', 348_000],
    ];
    for (const [delivered, cents] of cases)
      expect(annualReturnFee(returnDate, delivered).cents, delivered).toBe(cents);
  });

  it('counts months from a month end to the shorter month’s last day', () => {
    expect(annualReturnFee('2026-11-30', '2027-02-28').band).toBe('WITHIN_3_MONTHS');
    expect(annualReturnFee('2026-11-30', '2027-03-01').band).toBe('WITHIN_6_MONTHS');
  });
});
