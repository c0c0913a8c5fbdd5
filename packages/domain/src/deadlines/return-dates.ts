import { addDays, addMonths, isCalendarDate } from '../dates.js';
import { ANNUAL_RETURN_DUE_DAYS } from '../entities/annual-return.js';

/**
 * Return dates of the annual return (Form NAR1). A Hong Kong private company's return date is each
 * anniversary of its incorporation (Companies Ordinance, Cap. 622, s.662), and the return is due
 * within 42 days after it.
 *
 * A company incorporated on 29 February has its anniversary on 28 February in other years: the
 * anniversary is counted in whole years as a period of months is (Interpretation and General Clauses
 * Ordinance, Cap. 1), and a day the month lacks becomes its last day — the same rule `addMonths`
 * applies to the 31st.
 */

/** The anniversary of `incorporationDate` in `year` (29 February → 28 February in other years). */
export function anniversaryIn(incorporationDate: string, year: number): string {
  const incorporatedYear = Number(incorporationDate.slice(0, 4));
  return addMonths(incorporationDate, (year - incorporatedYear) * 12);
}

/** The return date one year after `returnDate`, kept on the anniversary of incorporation. */
export function followingReturnDate(returnDate: string, incorporationDate: string | null): string {
  const year = Number(returnDate.slice(0, 4)) + 1;
  return incorporationDate && isCalendarDate(incorporationDate)
    ? anniversaryIn(incorporationDate, year)
    : addMonths(returnDate, 12);
}

export interface TNextReturnInput {
  incorporationDate: string;
  /** The return date of the last annual return the company delivered, when its history is known. */
  lastReturnDateFiled?: string | null;
  /** Hong Kong's date today. */
  today: string;
}

/**
 * The first return date whose return has not been delivered.
 *
 * - With the filing history known, it is the anniversary after the last return filed (which may be
 *   long past: a company that stopped filing is overdue, and stays so until it files).
 * - Without it (a company taken over with no record of its returns), returns whose 42 days ran out
 *   before today are taken as delivered; the return whose 42 days are still running is not, since a
 *   company taken over in that window has most likely not filed it yet. So a company incorporated on
 *   2015-06-01 and taken over on 2026-11-25 next files for 2027-06-01, not for 2016-06-01.
 * - A company not yet a year old files first for its first anniversary.
 */
export function nextReturnDate(input: TNextReturnInput): string {
  const { incorporationDate, lastReturnDateFiled, today } = input;
  const first = anniversaryIn(incorporationDate, Number(incorporationDate.slice(0, 4)) + 1);
  if (lastReturnDateFiled) {
    const after = followingReturnDate(lastReturnDateFiled, incorporationDate);
    return after > first ? after : first;
  }
  let candidate = anniversaryIn(incorporationDate, Number(today.slice(0, 4)) - 1);
  if (candidate < first) candidate = first;
  while (addDays(candidate, ANNUAL_RETURN_DUE_DAYS) < today) {
    candidate = followingReturnDate(candidate, incorporationDate);
  }
  return candidate;
}

/**
 * The returns owed from `from` on: every return date that has come by `today` (a return a year late
 * shows beside the one that followed it), or, when none has, the next one to come.
 */
export function outstandingReturnDates(
  from: string,
  incorporationDate: string | null,
  today: string,
  limit = 20,
): string[] {
  const dates: string[] = [];
  let current = from;
  while (current <= today && dates.length < limit) {
    dates.push(current);
    current = followingReturnDate(current, incorporationDate);
  }
  return dates.length > 0 ? dates : [from];
}
