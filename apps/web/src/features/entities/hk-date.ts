import { annualReturnState, type TAnnualReturnState } from '@portal/domain';

/** Today's date in Hong Kong as YYYY-MM-DD (filing deadlines run on Hong Kong days). */
export function hongKongToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Where the next annual return stands today (upcoming, due, overdue). */
export function returnStateToday(nextReturnDate: string | null, now?: Date): TAnnualReturnState | null {
  return annualReturnState(nextReturnDate, hongKongToday(now));
}
