import type { TMatchReason } from '../schemas/name-search.js';
import type { TListEntry, TListedDate } from './list-entry.js';

/**
 * What the facts besides the name say about a hit (research §2 step 7, after OpenSanctions'
 * "qualifying" features and Oracle's date matching): a date of birth on a listed day or inside a
 * listed year or range supports it, one more than five years from every listed date contradicts it
 * (within five years says nothing: lists give circa years); a nationality the entry has supports it,
 * one it lacks (when it lists any) contradicts it; an identity-document number the entry lists is
 * strong support. The search adds the effects to the name's score.
 */

export const FACT_EFFECTS = {
  DOB_SAME_DAY: 0.05,
  DOB_IN_RANGE: 0.03,
  DOB_CONFLICT: -0.15,
  NATIONALITY_AGREES: 0.03,
  NATIONALITY_CONFLICT: -0.1,
  DOCUMENT_AGREES: 0.2,
} as const;

/** Years between a date and a listed span beyond which a date of birth contradicts it. */
const DOB_TOLERANCE_YEARS = 5;

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;

function years(fromIso: string, toIso: string): number {
  return (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS / YEAR_DAYS;
}

/** How a query's date of birth (YYYY-MM-DD) agrees with the listed dates: a reason, or null. */
export function dateOfBirthReason(dateOfBirth: string, listed: readonly TListedDate[]): TMatchReason | null {
  const spans = listed.filter((d): d is TListedDate & { from: string; to: string } => !!d.from && !!d.to);
  if (spans.length === 0) return null;
  const reason = (rule: TMatchReason['rule'], date: TListedDate, effect: number): TMatchReason => ({
    rule,
    query: [dateOfBirth],
    listed: [date.text],
    effect,
  });
  const sameDay = spans.find((d) => d.from === dateOfBirth && d.to === dateOfBirth);
  if (sameDay) return reason('DOB_AGREES', sameDay, FACT_EFFECTS.DOB_SAME_DAY);
  const inside = spans.find((d) => d.from !== d.to && d.from <= dateOfBirth && dateOfBirth <= d.to);
  if (inside) return reason('DOB_AGREES', inside, FACT_EFFECTS.DOB_IN_RANGE);
  const distance = (d: { from: string; to: string }) =>
    dateOfBirth < d.from ? years(dateOfBirth, d.from) : Math.max(0, years(d.to, dateOfBirth));
  const nearest = spans.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  if (distance(nearest) > DOB_TOLERANCE_YEARS)
    return reason('DOB_CONFLICTS', nearest, FACT_EFFECTS.DOB_CONFLICT);
  return null;
}

/** How a query's nationality (ISO 3166-1 alpha-3) agrees with the entry's: a reason, or null. */
export function nationalityReason(nationality: string, entry: TListEntry): TMatchReason | null {
  if (entry.nationalityCodes.length === 0) return null;
  const code = nationality.toUpperCase();
  const agrees = entry.nationalityCodes.includes(code);
  return {
    rule: agrees ? 'NATIONALITY_AGREES' : 'NATIONALITY_CONFLICTS',
    query: [code],
    listed: [...entry.nationalityCodes],
    effect: agrees ? FACT_EFFECTS.NATIONALITY_AGREES : FACT_EFFECTS.NATIONALITY_CONFLICT,
  };
}

/** The entry's document with the query's number (compared by `key`), as a reason, or null. */
export function documentReason(
  idNumber: string,
  entry: TListEntry,
  key: (number: string) => string,
): TMatchReason | null {
  const wanted = key(idNumber);
  if (wanted.length < 5) return null;
  const found = entry.documents.find((d) => key(d.number) === wanted);
  if (!found) return null;
  return {
    rule: 'DOCUMENT_AGREES',
    query: [idNumber],
    listed: [`${found.type} ${found.number}`],
    effect: FACT_EFFECTS.DOCUMENT_AGREES,
  };
}
