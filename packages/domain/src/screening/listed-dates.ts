import type { TListedDate } from './list-entry.js';

/**
 * Dates of birth as the lists write them, turned into the earliest and latest day they can be
 * (TListedDate): OFAC's "07 Dec 1957", "Dec 1957", "1957", "circa 1957", "1962 to 1964" (research
 * §1.2) and the UN's EXACT / APPROXIMATELY / BETWEEN elements (§1.1). "circa" and APPROXIMATELY keep
 * the year they name: how far to trust them is the matcher's rule, and the text says it was approximate.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The last day of a month (month 1–12). */
function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real day YYYY-MM-DD, or null (31 Feb, year 0). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 2999 || month < 1 || month > 12 || day < 1 || day > lastDay(year, month))
    return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The days a year covers. */
export function yearSpan(year: number): { from: string | null; to: string | null } {
  return { from: isoDay(year, 1, 1), to: isoDay(year, 12, 31) };
}

type TSpan = { from: string; to: string };

/** One OFAC date: "07 Dec 1957", "Dec 1957" or "1957". */
function ofacSpan(text: string): TSpan | null {
  const parts = text.trim().split(/\s+/);
  const year = Number(parts.at(-1));
  if (!/^\d{4}$/.test(parts.at(-1) ?? '')) return null;
  if (parts.length === 1) {
    const span = yearSpan(year);
    return span.from && span.to ? { from: span.from, to: span.to } : null;
  }
  const month = MONTHS.indexOf((parts.at(-2) ?? '').slice(0, 3).toLowerCase()) + 1;
  if (month === 0) return null;
  if (parts.length === 2) {
    const from = isoDay(year, month, 1);
    const to = isoDay(year, month, lastDay(year, month));
    return from && to ? { from, to } : null;
  }
  if (parts.length !== 3 || !/^\d{1,2}$/.test(parts[0]!)) return null;
  const day = isoDay(year, month, Number(parts[0]));
  return day ? { from: day, to: day } : null;
}

/** An OFAC date of birth as written; from/to null when the text is not a form the list uses. */
export function ofacDateOfBirth(written: string): TListedDate {
  const text = written.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  const body = text.replace(/^circa\s+/i, '');
  // "1962 to 1964", "Mar 1962 to Feb 1963", and "circa 1961-1963".
  const [first = '', second] = body.split(/\s+to\s+|(?<=^\d{4})-(?=\d{4}$)/i);
  const start = ofacSpan(first);
  const end = second === undefined ? start : ofacSpan(second);
  if (!start || !end || end.to < start.from) return { text, from: null, to: null };
  return { text, from: start.from, to: end.to };
}

/** The parts of a UN INDIVIDUAL_DATE_OF_BIRTH element (or an alias's DATE_OF_BIRTH). */
export interface TUnDateParts {
  type: string;
  date?: string;
  year?: string;
  fromYear?: string;
  toYear?: string;
  note?: string;
}

/** A UN date of birth; null for an empty placeholder (no date, year or note). */
export function unDateOfBirth(parts: TUnDateParts): TListedDate | null {
  const type = parts.type.toUpperCase();
  const note = parts.note ? ` (${parts.note})` : '';
  const approximately = type === 'APPROXIMATELY' ? 'approximately ' : '';
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(parts.date ?? '');
  if (date) {
    const day = isoDay(Number(date[1]), Number(date[2]), Number(date[3]));
    return { text: `${approximately}${date[0]}${note}`, from: day, to: day };
  }
  if (parts.fromYear && parts.toYear && /^\d{4}$/.test(parts.fromYear) && /^\d{4}$/.test(parts.toYear)) {
    const from = yearSpan(Number(parts.fromYear)).from;
    const to = yearSpan(Number(parts.toYear)).to;
    const ordered = from && to && from <= to;
    return {
      text: `${parts.fromYear} to ${parts.toYear}${note}`,
      from: ordered ? from : null,
      to: ordered ? to : null,
    };
  }
  if (parts.year && /^\d{4}$/.test(parts.year))
    return { text: `${approximately}${parts.year}${note}`, ...yearSpan(Number(parts.year)) };
  // A date given only in words ("24/06/1402 (Hijri Calendar)", "30-35 years old"): kept as text.
  if (parts.note) return { text: `${approximately}${parts.note}`, from: null, to: null };
  return null;
}
