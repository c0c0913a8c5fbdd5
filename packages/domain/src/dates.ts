/** Calendar dates as the product uses them: YYYY-MM-DD text, Hong Kong's day (UTC+8, no daylight saving). */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(date: string): [number, number, number] {
  const match = DATE.exec(date);
  const parts: [number, number, number] | null = match
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : null;
  if (!parts || !iso(new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]))).startsWith(date))
    throw new RangeError(`not a date: ${date}`);
  return parts;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** True when the text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  try {
    partsOf(date);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date in Hong Kong at `now`, as YYYY-MM-DD. */
export function hongKongDate(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = partsOf(date);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/**
 * The same day `months` later (or earlier, when negative); a day the shorter month lacks (the 31st,
 * 29 February) becomes that month's last day, as a period of months is counted at law.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = partsOf(date);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = partsOf(from);
  const [y2, m2, d2] = partsOf(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}
