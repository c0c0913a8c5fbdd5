import { describe, expect, it } from 'vitest';
import { outstandingReturns } from './deadlines.js';
import { nextReturnDate } from './return-dates.js';

const summary = (input: Parameters<typeof outstandingReturns>[0]) =>
  outstandingReturns(input).map((d) => `${d.fromDate} due ${d.dueDate} ${d.state}`);

describe('outstandingReturns (a company taken over)', () => {
  it('lists every return owed since the last one filed, each with its due date and state', () => {
    expect(
      summary({ incorporationDate: '2012-02-29', lastReturnDateFiled: '2023-02-28', today: '2026-03-10' }),
    ).toEqual([
      '2024-02-29 due 2024-04-11 OVERDUE',
      '2025-02-28 due 2025-04-11 OVERDUE',
      '2026-02-28 due 2026-04-11 DUE',
    ]);
  });

  it('starts where the active entity will: its next return date', () => {
    const input = { incorporationDate: '2015-06-01', lastReturnDateFiled: '2024-06-01', today: '2026-11-26' };
    const owed = outstandingReturns(input);
    expect(owed[0]?.fromDate).toBe(nextReturnDate(input));
    expect(owed.map((d) => d.fromDate)).toEqual(['2025-06-01', '2026-06-01']);
    // Delivered today, the older one costs more than the newer one.
    expect(owed[0]!.fee!.cents).toBeGreaterThan(owed[1]!.fee!.cents);
  });

  it('shows the next return, upcoming, when nothing is owed yet', () => {
    expect(
      summary({ incorporationDate: '2015-06-01', lastReturnDateFiled: '2026-06-01', today: '2026-11-26' }),
    ).toEqual(['2027-06-01 due 2027-07-13 UPCOMING']);
  });

  it('without a filing history, counts from incorporation as the entity will (returns long past taken as filed)', () => {
    expect(summary({ incorporationDate: '2015-06-01', today: '2026-06-11' })).toEqual([
      '2026-06-01 due 2026-07-13 DUE',
    ]);
    expect(summary({ incorporationDate: '2026-01-15', today: '2026-11-26' })).toEqual([
      '2027-01-15 due 2027-02-26 UPCOMING',
    ]);
  });

  it('answers nothing for dates the form would refuse', () => {
    expect(outstandingReturns({ incorporationDate: '2027-01-01', today: '2026-11-26' })).toEqual([]);
    expect(
      outstandingReturns({
        incorporationDate: '2015-06-01',
        lastReturnDateFiled: '2014-06-01',
        today: '2026-11-26',
      }),
    ).toEqual([]);
    expect(outstandingReturns({ incorporationDate: 'soon', today: '2026-11-26' })).toEqual([]);
  });
});
