import { CASE_TYPES, stepsOf, type TAnalytics, type TCaseType, type TStepKey } from '@portal/domain';

/**
 * The analytics answer turned into what the charts and their tables show: one value per month of
 * the range for each series (months with nothing are zero), and the CSV of a table.
 */

export interface TSeries {
  key: string;
  label: string;
  values: number[];
}

/** A table as the chart's numbers: a header row and data rows of plain values. */
export interface TTable {
  headers: string[];
  rows: (string | number)[][];
}

/** One value per month for `pick`, zero for a month without a row. */
export function perMonth<T extends { month: string }>(
  months: readonly string[],
  rows: readonly T[],
  pick: (row: T) => number,
  where: (row: T) => boolean = () => true,
): number[] {
  return months.map((month) =>
    rows.filter((row) => row.month === month && where(row)).reduce((sum, row) => sum + pick(row), 0),
  );
}

/** The case types that have any case in the range, in their usual order. */
export function caseTypesIn(data: TAnalytics): TCaseType[] {
  return CASE_TYPES.filter((type) => data.cases.some((row) => row.caseType === type));
}

/** A month series table: Month, then one column per series. */
export function monthTable(
  monthHeader: string,
  months: readonly string[],
  series: readonly TSeries[],
  format: (value: number) => string | number = (value) => value,
): TTable {
  return {
    headers: [monthHeader, ...series.map((s) => s.label)],
    rows: months.map((month, index) => [month, ...series.map((s) => format(s.values[index] ?? 0))]),
  };
}

/** The step times of one case type, in the workflow's order. */
export function stepRows(data: TAnalytics, caseType: TCaseType) {
  const order = stepsOf(caseType);
  return data.stepTimes
    .filter((row) => row.caseType === caseType)
    .sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step));
}

export type TStepRow = ReturnType<typeof stepRows>[number] & { step: TStepKey };

/**
 * A table as CSV (RFC 4180: comma-separated, fields with a comma, quote or line break quoted, quotes
 * doubled), with a byte-order mark so that spreadsheet programs read Chinese text as UTF-8.
 */
export function toCsv(table: TTable): string {
  const field = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [table.headers, ...table.rows].map((row) => row.map(field).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The highest value a chart's axis needs: the largest stack (or bar), rounded up so that each of the
 * four gridlines falls on a readable whole step (1, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten).
 */
export function axisMax(series: readonly TSeries[], stacked: boolean): number {
  const count = Math.max(0, ...series.map((s) => s.values.length));
  let max = 0;
  for (let i = 0; i < count; i += 1) {
    const values = series.map((s) => s.values[i] ?? 0);
    max = Math.max(max, stacked ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values));
  }
  if (max <= 0) return AXIS_TICKS;
  // Counts and cents are whole: a gridline step is never below one.
  const step = Math.max(1, max / AXIS_TICKS);
  const magnitude = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 2, 2.5, 3, 4, 5, 6, 8, 10].find((n) => n * magnitude >= step) ?? 10;
  return nice * magnitude * AXIS_TICKS;
}

/** Gridlines above the axis. */
export const AXIS_TICKS = 4;
