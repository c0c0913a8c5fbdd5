import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adValoremDutyCents,
  lateStampingPenalty,
  shareTransferStampDuty,
  stockNoteRateOn,
  type TShareTransferDutyInput,
} from './stamp-duty.js';

const sale = (over: Partial<TShareTransferDutyInput> = {}): TShareTransferDutyInput => ({
  considerationCents: 100_000_000,
  contractDate: '2026-03-10',
  effectedInHongKong: true,
  ...over,
});

const dutyOf = (result: ReturnType<typeof shareTransferStampDuty>, document: string) =>
  result.lines.find((line) => line.document === document)?.dutyCents;

describe('a sale of unlisted Hong Kong shares', () => {
  it('charges 0.1% on each of the bought and sold notes and $5 on the instrument', () => {
    const result = shareTransferStampDuty(sale({ considerationCents: 100_000_000 }));
    expect(result.kind).toBe('SALE');
    expect(result.ratePercent).toBe('0.1');
    expect(result.lines.map((line) => [line.document, line.dutyCents])).toEqual([
      ['BOUGHT_NOTE', 100_000],
      ['SOLD_NOTE', 100_000],
      ['INSTRUMENT_OF_TRANSFER', 500],
    ]);
    expect(result.totalCents).toBe(200_500);
  });

  it('counts a part of $1,000 as a whole $1,000 on each note', () => {
    const result = shareTransferStampDuty(sale({ considerationCents: 100_000_100 }));
    expect(dutyOf(result, 'BOUGHT_NOTE')).toBe(100_100);
    expect(dutyOf(result, 'SOLD_NOTE')).toBe(100_100);
    // A single cent over a round thousand already counts.
    expect(adValoremDutyCents(100_001, 10)).toBe(200);
    expect(adValoremDutyCents(100_000, 10)).toBe(100);
    expect(adValoremDutyCents(1, 10)).toBe(100);
  });

  it('charges the notes on the value of the shares when it is above the price', () => {
    const result = shareTransferStampDuty(sale({ considerationCents: 10_000, valueCents: 250_000_000 }));
    expect(result.chargeableCents).toBe(250_000_000);
    expect(dutyOf(result, 'SOLD_NOTE')).toBe(250_000);
    expect(result.lines[0]?.basis).toContain('value');
  });

  it('keeps the price when the value is lower', () => {
    const result = shareTransferStampDuty(sale({ considerationCents: 500_000, valueCents: 1_000 }));
    expect(result.chargeableCents).toBe(500_000);
    expect(dutyOf(result, 'BOUGHT_NOTE')).toBe(500);
  });

  it('uses 0.13% for a contract made between 1 August 2021 and 16 November 2023', () => {
    const result = shareTransferStampDuty(
      sale({ considerationCents: 100_000_100, contractDate: '2023-11-16' }),
    );
    expect(result.ratePercent).toBe('0.13');
    // 0.13% of $1,000,001 is $1,300.0013, rounded up to $1,301.
    expect(dutyOf(result, 'BOUGHT_NOTE')).toBe(130_100);
    expect(stockNoteRateOn('2021-08-01')).toBe(13);
    expect(stockNoteRateOn('2023-11-17')).toBe(10);
  });

  it('uses 0.1% for a contract made before 1 August 2021', () => {
    const result = shareTransferStampDuty(
      sale({ considerationCents: 100_000_100, contractDate: '2021-07-31' }),
    );
    expect(result.ratePercent).toBe('0.1');
    expect(dutyOf(result, 'SOLD_NOTE')).toBe(100_100);
  });

  it('refuses a date the rate table does not cover', () => {
    expect(() => shareTransferStampDuty(sale({ contractDate: '1999-01-01' }))).toThrow(RangeError);
  });

  it('gives the notes 2 days when the sale is effected in Hong Kong, 30 days elsewhere', () => {
    const here = shareTransferStampDuty(sale({ contractDate: '2026-12-30' }));
    expect(here.lines[0]?.stampBy).toBe('2027-01-01');
    const abroad = shareTransferStampDuty(sale({ contractDate: '2026-12-30', effectedInHongKong: false }));
    expect(abroad.lines[0]?.stampBy).toBe('2027-01-29');
  });

  it('stamps the instrument before it is signed in Hong Kong, within 30 days when signed abroad', () => {
    const here = shareTransferStampDuty(sale({ instrumentExecutedOn: '2026-03-12' })).lines[2];
    expect(here).toMatchObject({ stampBy: '2026-03-12', beforeExecution: true });
    const abroad = shareTransferStampDuty(
      sale({ instrumentExecutedOn: '2026-03-12', instrumentExecutedInHongKong: false }),
    ).lines[2];
    expect(abroad).toMatchObject({ stampBy: '2026-04-11', beforeExecution: false });
  });

  it('always charges each note at least the rate on the amount and less than $1 over it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.constantFrom(10, 13), (cents, bp) => {
        const duty = adValoremDutyCents(cents, bp);
        // duty (cents) ≥ cents × bp / 10,000 and < that + 100.
        expect(duty * 10_000).toBeGreaterThanOrEqual(cents * bp);
        expect(duty * 10_000).toBeLessThan(cents * bp + 100 * 10_000);
        expect(duty % 100).toBe(0);
      }),
    );
  });
});

describe('a gift of unlisted Hong Kong shares', () => {
  it('charges the instrument $5 plus 0.2% of the value and needs no contract notes', () => {
    const result = shareTransferStampDuty(sale({ considerationCents: 0, valueCents: 300_000_050 }));
    expect(result.kind).toBe('GIFT');
    expect(result.ratePercent).toBe('0.2');
    // 0.2% of $3,000,000.50 is $6,000.001, rounded up to $6,001.
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ document: 'INSTRUMENT_OF_TRANSFER', dutyCents: 600_100 + 500 });
    expect(result.totalCents).toBe(600_600);
  });

  it('used $5 plus 0.26% while the note rate was 0.13%', () => {
    const result = shareTransferStampDuty(
      sale({ considerationCents: 0, valueCents: 100_000_000, contractDate: '2022-05-01' }),
    );
    expect(result.ratePercent).toBe('0.26');
    expect(result.totalCents).toBe(260_000 + 500);
  });

  it('still bears the fixed $5 when the shares are worth nothing', () => {
    const result = shareTransferStampDuty(sale({ considerationCents: 0, valueCents: 0 }));
    expect(result.totalCents).toBe(500);
  });

  it('is stamped within 7 days of signing in Hong Kong, 30 days abroad', () => {
    const gift = sale({ considerationCents: 0, valueCents: 0, contractDate: '2026-03-10' });
    expect(shareTransferStampDuty(gift).lines[0]?.stampBy).toBe('2026-03-17');
    expect(shareTransferStampDuty({ ...gift, effectedInHongKong: false }).lines[0]?.stampBy).toBe(
      '2026-04-09',
    );
  });

  it('cannot be worked out without the value of the shares', () => {
    expect(() => shareTransferStampDuty(sale({ considerationCents: 0 }))).toThrow(/value/);
  });
});

describe('late stamping penalty (s.9)', () => {
  const stampBy = '2026-01-31';
  it('is nothing when stamped in time', () => {
    expect(lateStampingPenalty(100_000, stampBy, '2026-01-31')).toMatchObject({
      band: 'ON_TIME',
      penaltyCents: 0,
    });
  });

  it('is 2 times the duty up to 1 month late, 4 times up to 2 months, 10 times after', () => {
    expect(lateStampingPenalty(100_000, stampBy, '2026-02-01')).toMatchObject({
      multiple: 2,
      penaltyCents: 200_000,
    });
    // One month after 31 January is 28 February.
    expect(lateStampingPenalty(100_000, stampBy, '2026-02-28').band).toBe('WITHIN_1_MONTH');
    expect(lateStampingPenalty(100_000, stampBy, '2026-03-01')).toMatchObject({
      multiple: 4,
      penaltyCents: 400_000,
    });
    expect(lateStampingPenalty(100_000, stampBy, '2026-03-31').band).toBe('WITHIN_2_MONTHS');
    expect(lateStampingPenalty(100_000, stampBy, '2026-04-01')).toMatchObject({
      band: 'LATER',
      penaltyCents: 1_000_000,
    });
  });
});

describe('input checks', () => {
  it('refuses amounts that are not whole cents and dates that are not dates', () => {
    expect(() => shareTransferStampDuty(sale({ considerationCents: 10.5 }))).toThrow(RangeError);
    expect(() => shareTransferStampDuty(sale({ valueCents: -1 }))).toThrow(RangeError);
    expect(() => shareTransferStampDuty(sale({ contractDate: '2026-02-30' }))).toThrow(RangeError);
  });
});
