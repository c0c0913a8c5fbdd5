import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.js';
import { annualReturnDueDate, annualReturnState } from './annual-return.js';

describe('annual return due date', () => {
  it('is 42 days after the anniversary, across month and year ends and leap days', () => {
    expect(annualReturnDueDate('2027-03-15')).toBe('2027-04-26');
    expect(annualReturnDueDate('2026-12-01')).toBe('2027-01-12');
    expect(annualReturnDueDate('2028-02-01')).toBe('2028-03-14');
    expect(annualReturnDueDate('2027-02-01')).toBe('2027-03-15');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
    expect(() => annualReturnDueDate('15/03/2027')).toThrow(RangeError);
  });
});

describe('annual return state', () => {
  it('is upcoming before the anniversary, due up to the 42nd day after it, overdue afterwards', () => {
    expect(annualReturnState('2027-03-15', '2027-03-14')).toBe('UPCOMING');
    expect(annualReturnState('2027-03-15', '2027-03-15')).toBe('DUE');
    expect(annualReturnState('2027-03-15', '2027-04-26')).toBe('DUE');
    expect(annualReturnState('2027-03-15', '2027-04-27')).toBe('OVERDUE');
    expect(annualReturnState(null, '2027-04-27')).toBeNull();
  });
});
