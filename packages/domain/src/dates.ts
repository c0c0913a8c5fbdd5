/** Calendar dates as the product uses them: YYYY-MM-DD text, Hong Kong's day (UTC+8, no daylight saving). */

/** The calendar date in Hong Kong at `now`, as YYYY-MM-DD. */
export function hongKongDate(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!d || !d.toISOString().startsWith(date)) throw new RangeError(`not a date: ${date}`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
