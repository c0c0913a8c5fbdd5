import type { TCompletionField } from '../schemas/filing.js';

/** The calendar date in Hong Kong (UTC+8, no daylight saving) at `now`, as YYYY-MM-DD. */
export function hongKongDate(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export interface TCompletionValues {
  companyNumber: string | null;
  brn: string | null;
  incorporationDate: string | null;
  certificateFileID: string | null;
  brCertificateFileID: string | null;
}

/** What an incorporation still needs before it completes: particulars and both certificates. */
export function completionMissing(values: TCompletionValues | null): TCompletionField[] {
  const v: TCompletionValues = values ?? {
    companyNumber: null,
    brn: null,
    incorporationDate: null,
    certificateFileID: null,
    brCertificateFileID: null,
  };
  return (Object.keys(v) as TCompletionField[]).filter((k) => !v[k]);
}

/**
 * Why a date the officer gave cannot be: after today in Hong Kong ('dateInFuture'), or before an
 * earlier event it must follow ('dateTooEarly'); null when it is fine.
 */
export function dateProblem(
  date: string,
  today: string,
  notBefore?: string | null,
): 'dateInFuture' | 'dateTooEarly' | null {
  if (date > today) return 'dateInFuture';
  if (notBefore && date < notBefore) return 'dateTooEarly';
  return null;
}
