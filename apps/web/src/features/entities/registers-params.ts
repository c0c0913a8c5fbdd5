/** The address parameter holding the date the registers are as at (YYYY-MM-DD); today when absent. */
export const AS_AT_PARAM = 'asAt';

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** The date the address asks for, or `today` when it asks for none or for something that is not a day. */
export function readAsAt(params: URLSearchParams, today: string): string {
  const value = params.get(AS_AT_PARAM) ?? '';
  return isIsoDay(value) ? value : today;
}

/** The address after choosing a date; clearing the field goes back to today (the parameter is left out). */
export function writeAsAt(current: URLSearchParams, value: string): URLSearchParams {
  const params = new URLSearchParams(current);
  if (isIsoDay(value)) params.set(AS_AT_PARAM, value);
  else params.delete(AS_AT_PARAM);
  return params;
}
