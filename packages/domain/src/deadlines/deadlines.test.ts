import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonths, daysBetween } from '../dates.js';
import { annualReturnFee } from '../billing/fees.js';
import {
  anniversaryIn,
  followingReturnDate,
  nextReturnDate,
  outstandingReturnDates,
} from './return-dates.js';
import { deadlineState, entityDeadlines, nextDeadline } from './deadlines.js';

describe('return dates', () => {
  it('fall on each anniversary; 29 February falls on 28 February in other years, and back', () => {
    expect(anniversaryIn('2024-02-29', 2025)).toBe('2025-02-28');
    expect(anniversaryIn('2024-02-29', 2028)).toBe('2028-02-29');
    expect(followingReturnDate('2027-02-28', '2024-02-29')).toBe('2028-02-29');
    expect(followingReturnDate('2028-02-29', '2024-02-29')).toBe('2029-02-28');
    expect(anniversaryIn('2019-01-31', 2027)).toBe('2027-01-31');
    expect(followingReturnDate('2026-12-31', '2015-12-31')).toBe('2027-12-31');
  });

  it('of a company taken over with no filing history: the first whose 42 days have not run out (issue 16, point 7)', () => {
    // Incorporated 2015-06-01, taken over 2026-11-25: not 2016-06-01, overdue from birth.
    expect(nextReturnDate({ incorporationDate: '2015-06-01', today: '2026-11-25' })).toBe('2027-06-01');
    // Taken over 10 days after its anniversary: that return is most likely still to file.
    expect(nextReturnDate({ incorporationDate: '2015-06-01', today: '2026-06-11' })).toBe('2026-06-01');
    // On the 42nd day it still is; the day after it is taken as filed.
    expect(nextReturnDate({ incorporationDate: '2015-06-01', today: '2026-07-13' })).toBe('2026-06-01');
    expect(nextReturnDate({ incorporationDate: '2015-06-01', today: '2026-07-14' })).toBe('2027-06-01');
    // A company less than a year old files first for its first anniversary.
    expect(nextReturnDate({ incorporationDate: '2026-03-10', today: '2026-11-25' })).toBe('2027-03-10');
    expect(nextReturnDate({ incorporationDate: '2025-11-30', today: '2026-11-25' })).toBe('2026-11-30');
    expect(nextReturnDate({ incorporationDate: '2024-02-29', today: '2026-11-25' })).toBe('2027-02-28');
  });

  it('follow the filing history when it is known: a return filed early, a return a year late', () => {
    expect(
      nextReturnDate({
        incorporationDate: '2015-06-01',
        lastReturnDateFiled: '2026-06-01',
        today: '2026-05-20',
      }),
    ).toBe('2027-06-01');
    // The last return filed was for 2024: 2025's is owed, however long ago.
    expect(
      nextReturnDate({
        incorporationDate: '2015-06-01',
        lastReturnDateFiled: '2024-06-01',
        today: '2026-11-25',
      }),
    ).toBe('2025-06-01');
    expect(outstandingReturnDates('2025-06-01', '2015-06-01', '2026-11-25')).toEqual([
      '2025-06-01',
      '2026-06-01',
    ]);
    expect(outstandingReturnDates('2027-06-01', '2015-06-01', '2026-11-25')).toEqual(['2027-06-01']);
  });

  it('never come before the first anniversary, nor more than a year after today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 9000 }),
        (incorporated, age) => {
          const incorporationDate = incorporated.toISOString().slice(0, 10);
          const today = addDays(incorporationDate, age);
          const next = nextReturnDate({ incorporationDate, today });
          expect(next >= addMonths(incorporationDate, 12)).toBe(true);
          expect(daysBetween(today, next)).toBeLessThanOrEqual(366);
          expect(daysBetween(next, today)).toBeLessThanOrEqual(42);
          // It is an anniversary of incorporation.
          expect(next).toBe(anniversaryIn(incorporationDate, Number(next.slice(0, 4))));
        },
      ),
    );
  });
});

describe('the annual return deadline', () => {
  const company = { incorporationDate: '2019-05-31', nextReturnDate: '2026-05-31' };

  it('is due 42 days after the return date, with the fee band of delivering today', () => {
    const [ret] = entityDeadlines(company, '2026-05-01').filter((d) => d.kind === 'NAR1');
    expect(ret).toMatchObject({
      key: 'NAR1:2026-05-31',
      kind: 'NAR1',
      fromDate: '2026-05-31',
      dueDate: '2026-07-12',
      state: 'UPCOMING',
      fee: { band: 'WITHIN_42_DAYS', cents: 10_500 },
    });
    expect(ret?.source).toMatch(/Cap\. 622\) s\.662/);
    const nar1 = (today: string) => entityDeadlines(company, today).find((d) => d.kind === 'NAR1');
    expect(nar1('2026-07-12')).toMatchObject({ state: 'DUE', fee: { cents: 10_500 } });
    expect(nar1('2026-07-13')).toMatchObject({
      state: 'OVERDUE',
      fee: { band: 'WITHIN_3_MONTHS', cents: 87_000 },
    });
  });

  it('charges by months late from a return date on the 31st, counting short months to their last day', () => {
    // 3, 6 and 9 months after 31 May: 31 August, 30 November, 28 February.
    expect(annualReturnFee('2026-05-31', '2026-08-31').band).toBe('WITHIN_3_MONTHS');
    expect(annualReturnFee('2026-05-31', '2026-09-01').band).toBe('WITHIN_6_MONTHS');
    expect(annualReturnFee('2026-05-31', '2026-11-30').band).toBe('WITHIN_6_MONTHS');
    expect(annualReturnFee('2026-05-31', '2026-12-01').band).toBe('WITHIN_9_MONTHS');
    expect(annualReturnFee('2026-05-31', '2027-02-28').band).toBe('WITHIN_9_MONTHS');
    expect(annualReturnFee('2026-05-31', '2027-03-01')).toMatchObject({
      band: 'OVER_9_MONTHS',
      cents: 348_000,
    });
    // A leap-day company's return date in 2027 is 28 February; 42 days run into April.
    expect(annualReturnFee('2027-02-28', '2027-04-11').band).toBe('WITHIN_42_DAYS');
    expect(annualReturnFee('2027-02-28', '2027-04-12').band).toBe('WITHIN_3_MONTHS');
    // Delivered before its return date, a return is on time.
    expect(annualReturnFee('2026-05-31', '2026-05-01').band).toBe('WITHIN_42_DAYS');
  });

  it('lists each return owed when a company is a year late, each with its own band', () => {
    const late = entityDeadlines(
      { incorporationDate: '2015-06-01', nextReturnDate: '2025-06-01' },
      '2026-11-25',
    ).filter((d) => d.kind === 'NAR1');
    expect(late.map((d) => [d.fromDate, d.state, d.fee?.band])).toEqual([
      ['2025-06-01', 'OVERDUE', 'OVER_9_MONTHS'],
      ['2026-06-01', 'OVERDUE', 'WITHIN_6_MONTHS'],
    ]);
  });
});

describe('deadlines after a change in the records', () => {
  it('are 15 days after the change for ND2A, ND2B and NR1, one month after an allotment for NSC1', () => {
    const deadlines = entityDeadlines(
      {
        incorporationDate: null,
        nextReturnDate: null,
        pendingFilings: [
          {
            form: 'ND2A',
            effectiveDate: '2026-12-20',
            reference: 'a1',
            label: 'Appointment of Chan Tai Man',
          },
          { form: 'NR1', effectiveDate: '2026-02-14', reference: 'a2' },
          { form: 'NSC1', effectiveDate: '2026-01-31', reference: 'a3' },
          { form: 'NSC1', effectiveDate: '2028-01-31', reference: 'a4' },
          { form: 'ND2B', effectiveDate: '2026-11-20', reference: 'a5' },
        ],
      },
      '2026-11-25',
    );
    expect(deadlines.map((d) => [d.kind, d.dueDate, d.state])).toEqual([
      ['NSC1', '2026-02-28', 'OVERDUE'],
      ['NR1', '2026-03-01', 'OVERDUE'],
      ['ND2B', '2026-12-05', 'DUE'],
      ['ND2A', '2027-01-04', 'UPCOMING'],
      ['NSC1', '2028-02-29', 'UPCOMING'],
    ]);
    expect(deadlines.find((d) => d.kind === 'ND2A')).toMatchObject({
      key: 'ND2A:2026-12-20:a1',
      label: 'Appointment of Chan Tai Man',
    });
    expect(deadlines.find((d) => d.kind === 'NR1')?.source).toMatch(/s\.658/);
    expect(deadlines.find((d) => d.kind === 'NSC1')?.source).toMatch(/s\.142/);
  });
});

describe('business registration and the annual general meeting', () => {
  it('renews the certificate by its expiry: recorded, or worked out from the incorporation date', () => {
    const recorded = entityDeadlines(
      { incorporationDate: '2020-04-15', nextReturnDate: null, brExpiryDate: '2027-01-10' },
      '2026-11-25',
    );
    expect(recorded).toEqual([
      expect.objectContaining({
        kind: 'BR_RENEWAL',
        fromDate: '2026-12-10',
        dueDate: '2027-01-10',
        state: 'UPCOMING',
      }),
    ]);
    const oneYear = nextDeadline({ incorporationDate: '2020-04-15', nextReturnDate: null }, '2026-11-25');
    expect(oneYear).toMatchObject({ kind: 'BR_RENEWAL', dueDate: '2027-04-14' });
    const threeYears = nextDeadline(
      { incorporationDate: '2020-04-15', nextReturnDate: null, brCertificateYears: 3 },
      '2026-11-25',
    );
    expect(threeYears).toMatchObject({ dueDate: '2029-04-14' });
    // A leap-day company's one-year certificate runs to the day before its anniversary.
    expect(
      nextDeadline({ incorporationDate: '2024-02-29', nextReturnDate: null }, '2026-11-25'),
    ).toMatchObject({
      dueDate: '2027-02-27',
    });
  });

  it('holds the meeting within 9 months after the accounting period, only when the records give the date', () => {
    expect(
      entityDeadlines(
        { incorporationDate: '2025-10-01', nextReturnDate: null, brExpiryDate: '2099-01-01' },
        '2026-11-25',
      ).map((d) => d.kind),
    ).toEqual(['BR_RENEWAL']);
    const agm = (incorporationDate: string, accountingReferenceDate: string, today: string) =>
      entityDeadlines(
        { incorporationDate, nextReturnDate: null, brExpiryDate: '2099-01-01', accountingReferenceDate },
        today,
      ).find((d) => d.kind === 'AGM');
    // Incorporated 15 Sep 2025 with a 31 March year end: the first period, more than 6 months long, ends
    // on 31 March 2026, so the meeting is due by 31 December 2026.
    expect(agm('2025-09-15', '03-31', '2026-11-25')).toMatchObject({
      fromDate: '2026-03-31',
      dueDate: '2026-12-31',
      state: 'DUE',
    });
    // Incorporated 1 Oct 2025: to 31 March 2026 is 6 months, not more, so the first period runs to 31 March 2027.
    expect(agm('2025-10-01', '03-31', '2026-11-25')).toMatchObject({
      fromDate: '2027-03-31',
      dueDate: '2027-12-31',
      state: 'UPCOMING',
    });
    // Later years: the period that ended most recently.
    expect(agm('2015-06-01', '12-31', '2026-11-25')).toMatchObject({
      fromDate: '2025-12-31',
      dueDate: '2026-09-30',
      state: 'OVERDUE',
    });
    expect(agm('2015-06-01', '02-29', '2026-11-25')).toMatchObject({
      fromDate: '2026-02-28',
      dueDate: '2026-11-28',
    });
    expect(agm('2015-06-01', '02-30', '2026-11-25')).toBeUndefined();
  });
});

describe('deadline state', () => {
  it('is upcoming before the obligation arises, due up to its last day, overdue after', () => {
    expect(deadlineState('2026-05-31', '2026-07-12', '2026-05-30')).toBe('UPCOMING');
    expect(deadlineState('2026-05-31', '2026-07-12', '2026-05-31')).toBe('DUE');
    expect(deadlineState('2026-05-31', '2026-07-12', '2026-07-12')).toBe('DUE');
    expect(deadlineState('2026-05-31', '2026-07-12', '2026-07-13')).toBe('OVERDUE');
  });
});
