import type { TCompletionField } from '../schemas/filing.js';

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
