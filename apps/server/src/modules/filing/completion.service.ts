import {
  completionMissing,
  dateProblem,
  hongKongDate,
  type TCompletionRequest,
  type TCompletionView,
  type TTaskActionKey,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { requireFirmReader } from '../cases/case-access.js';
import { heldTaskOf, lockForEdit } from './filing.service.js';
import { completionRow, valuesOf } from './completion.repository.js';

/**
 * What the Companies Registry and the Business Registration Office gave back for an incorporation
 * (issue 8, CASE_COMPLETION): company number, business registration number, date of incorporation,
 * and the two certificates. Saved as the officer enters it; the case completes once all are there,
 * and the company becomes an active entity with these particulars.
 */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

const COMPLETION_KEYS: readonly TTaskActionKey[] = ['CASE_COMPLETION'];

async function fileRef(db: TDb, fileId: string | null) {
  if (!fileId) return null;
  const f = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_size'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  return f ? { fileID: f.id, fileName: f.file_name, fileSize: Number(f.file_size) } : null;
}

const filingDateOf = async (db: TDb, caseId: string) =>
  (await db.selectFrom('case_filings').select('filing_date').where('case_id', '=', caseId).executeTakeFirst())
    ?.filing_date ?? null;

/** GET /api/cases/:caseID/completion. */
export async function completionView(db: TDb, auth: TCaller, caseId: string): Promise<TCompletionView> {
  const row = await requireVisibleCase(db, auth, caseId);
  requireFirmReader(row, auth);
  const saved = await completionRow(db, row.id);
  const [certificate, brCertificate, filingDate, held] = await Promise.all([
    fileRef(db, saved?.certificate_file_id ?? null),
    fileRef(db, saved?.br_certificate_file_id ?? null),
    filingDateOf(db, row.id),
    heldTaskOf(db, row, auth, COMPLETION_KEYS),
  ]);
  return {
    caseID: row.id,
    companyNumber: saved?.company_number ?? null,
    brn: saved?.brn ?? null,
    incorporationDate: saved?.incorporation_date ?? null,
    certificate,
    brCertificate,
    missing: completionMissing(valuesOf(saved)),
    filingDate,
    updatedDate: saved?.updated_at.toISOString() ?? null,
    mayEdit: held !== undefined,
  };
}

/** Another company of the firm (or another case's completion) already has this number. */
async function takenElsewhere(
  trx: TDb,
  row: TCaseRow,
  column: 'brn' | 'company_number',
  value: string,
): Promise<boolean> {
  const entity = await trx
    .selectFrom('entities')
    .select('id')
    .where('firm_id', '=', row.firm_id)
    .where(column, '=', value)
    .where((eb) => eb.or([eb('created_from_case_id', 'is', null), eb('created_from_case_id', '!=', row.id)]))
    .executeTakeFirst();
  if (entity) return true;
  const other = await trx
    .selectFrom('case_completions as c')
    .innerJoin('cases', 'cases.id', 'c.case_id')
    .select('c.case_id')
    .where('c.firm_id', '=', row.firm_id)
    .where(`c.${column}`, '=', value)
    .where('c.case_id', '!=', row.id)
    .where('cases.status', '!=', 'CANCELLED')
    .executeTakeFirst();
  return other !== undefined;
}

/** An uploaded PDF or image of this case can be a certificate. */
async function requireCertificateFile(trx: TDb, row: TCaseRow, field: string, fileId: string): Promise<void> {
  const file = await trx
    .selectFrom('files')
    .select(['id', 'mime_type'])
    .where('id', '=', fileId)
    .where('case_id', '=', row.id)
    .where('origin', '=', 'UPLOAD')
    .executeTakeFirst();
  if (!file || !(file.mime_type === 'application/pdf' || file.mime_type.startsWith('image/')))
    throw fieldError(field, 'invalid');
}

/** PUT /api/cases/:caseID/completion: saves what was given (null clears a field, absent keeps it). */
export async function saveCompletion(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  body: TCompletionRequest,
): Promise<TCompletionView> {
  await db.transaction().execute(async (trx) => {
    const { row } = await lockForEdit(trx, auth, caseId, COMPLETION_KEYS);
    if (body.incorporationDate) {
      const problem = dateProblem(
        body.incorporationDate,
        hongKongDate(new Date()),
        await filingDateOf(trx, row.id),
      );
      if (problem) throw fieldError('incorporationDate', problem);
    }
    if (body.brn && (await takenElsewhere(trx, row, 'brn', body.brn)))
      throw new AppError('ALREADY_EXISTS', {}, { field: 'brn' });
    if (body.companyNumber && (await takenElsewhere(trx, row, 'company_number', body.companyNumber)))
      throw new AppError('ALREADY_EXISTS', {}, { field: 'companyNumber' });
    if (body.certificateFileID)
      await requireCertificateFile(trx, row, 'certificateFileID', body.certificateFileID);
    if (body.brCertificateFileID)
      await requireCertificateFile(trx, row, 'brCertificateFileID', body.brCertificateFileID);
    const changes = {
      ...(body.companyNumber !== undefined ? { company_number: body.companyNumber } : {}),
      ...(body.brn !== undefined ? { brn: body.brn } : {}),
      ...(body.incorporationDate !== undefined ? { incorporation_date: body.incorporationDate } : {}),
      ...(body.certificateFileID !== undefined ? { certificate_file_id: body.certificateFileID } : {}),
      ...(body.brCertificateFileID !== undefined ? { br_certificate_file_id: body.brCertificateFileID } : {}),
    };
    await trx
      .insertInto('case_completions')
      .values({ case_id: row.id, firm_id: row.firm_id, updated_by: auth.userId, ...changes })
      .onConflict((oc) =>
        oc.column('case_id').doUpdateSet({ ...changes, updated_by: auth.userId, updated_at: new Date() }),
      )
      .execute();
    await writeAudit(trx, {
      action: 'case.completion_saved',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { fields: Object.keys(changes) },
    });
  });
  return completionView(db, auth, caseId);
}
