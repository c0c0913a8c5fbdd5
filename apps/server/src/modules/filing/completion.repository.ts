import type { TCompletionValues } from '@portal/domain';
import type { TDb } from '../../db/database.js';

/** The completion record's SQL, apart from the service so the case moves can read it without a cycle. */

export type TCompletionRow = {
  company_number: string | null;
  brn: string | null;
  incorporation_date: string | null;
  certificate_file_id: string | null;
  br_certificate_file_id: string | null;
  updated_at: Date;
};

export async function completionRow(db: TDb, caseId: string): Promise<TCompletionRow | undefined> {
  return db
    .selectFrom('case_completions')
    .select(['company_number', 'brn', 'incorporation_date', 'certificate_file_id', 'br_certificate_file_id'])
    .select('updated_at')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
}

export function valuesOf(row: TCompletionRow | undefined): TCompletionValues | null {
  return row
    ? {
        companyNumber: row.company_number,
        brn: row.brn,
        incorporationDate: row.incorporation_date,
        certificateFileID: row.certificate_file_id,
        brCertificateFileID: row.br_certificate_file_id,
      }
    : null;
}

/** The completion particulars of a case, for the workflow check and the entity it makes. */
export async function completionValues(db: TDb, caseId: string): Promise<TCompletionValues | null> {
  return valuesOf(await completionRow(db, caseId));
}
