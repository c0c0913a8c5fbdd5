import { addDays, isCalendarDate } from '../dates.js';
/**
 * The annual return (NAR1) of a Hong Kong private company is made up to each anniversary of its
 * incorporation and is due within 42 days after it (DESIGN §6); later filing costs more.
 */
export const ANNUAL_RETURN_DUE_DAYS = 42;

/** The last day to deliver the annual return made up to `madeUpTo` (42 days after it). */
export function annualReturnDueDate(madeUpTo: string): string {
  return addDays(madeUpTo, ANNUAL_RETURN_DUE_DAYS);
}

export type TAnnualReturnState = 'UPCOMING' | 'DUE' | 'OVERDUE';

/**
 * Where the next annual return stands on `today` (YYYY-MM-DD, Hong Kong date): UPCOMING before the
 * anniversary, DUE from the anniversary to the due date, OVERDUE after it; null without a date.
 */
export function annualReturnState(madeUpTo: string | null, today: string): TAnnualReturnState | null {
  if (!madeUpTo || !isCalendarDate(madeUpTo)) return null;
  if (today < madeUpTo) return 'UPCOMING';
  return today <= annualReturnDueDate(madeUpTo) ? 'DUE' : 'OVERDUE';
}
