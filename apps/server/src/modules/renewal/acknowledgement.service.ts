import {
  ACKNOWLEDGEMENT_FIELDS,
  annualReturnFee,
  dateProblem,
  hongKongDate,
  type TRenewalAcknowledgementRequest,
  type TRenewalAcknowledgementView,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { fieldError } from '../../plugins/errors.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import { requireFirmReader } from '../cases/case-access.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { heldTaskOf, lockForEdit } from '../filing/filing.service.js';
import { requireRenewalReader, type TCaller } from './renewal-access.js';

/**
 * What the Companies Registry gave back for a filed annual return (T_AR_COMPLETION): the date it was
 * delivered, how (e-Registry or paper), its reference, the fee paid and the band that fee falls in,
 * and the filed NAR1 itself, kept as the company's document when the renewal completes.
 */

const COMPLETION_KEYS = ['T_AR_COMPLETION'] as const;

type TSaved = Awaited<ReturnType<typeof savedOf>>;

const savedOf = (db: TDb, caseId: string) =>
  db.selectFrom('renewal_acknowledgements').selectAll().where('case_id', '=', caseId).executeTakeFirst();

/** The acknowledgement's parts not yet recorded (the completion check). */
export function acknowledgementMissing(saved: TSaved): (typeof ACKNOWLEDGEMENT_FIELDS)[number][] {
  const has = {
    deliveredDate: saved?.delivered_date,
    method: saved?.method,
    reference: saved?.reference,
    feePaidCents: saved?.fee_paid_cents,
    filedReturnFileID: saved?.filed_return_file_id,
  };
  return ACKNOWLEDGEMENT_FIELDS.filter((f) => has[f] === null || has[f] === undefined);
}

export async function acknowledgementMissingOf(db: TDb, caseId: string): Promise<string[]> {
  return acknowledgementMissing(await savedOf(db, caseId));
}

async function fileRef(db: TDb, fileId: string | null | undefined) {
  if (!fileId) return null;
  const f = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_size'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  return f ? { fileID: f.id, fileName: f.file_name, fileSize: Number(f.file_size) } : null;
}

const filingOf = (db: TDb, caseId: string) =>
  db
    .selectFrom('case_filings')
    .select(['filing_date', 'registry_reference', 'filing_method'])
    .where('case_id', '=', caseId)
    .executeTakeFirst();

async function viewOf(db: TDb, row: TCaseRow, auth: TCaller): Promise<TRenewalAcknowledgementView> {
  const [saved, filing, held] = await Promise.all([
    savedOf(db, row.id),
    filingOf(db, row.id),
    heldTaskOf(db, row, auth, COMPLETION_KEYS),
  ]);
  const fee =
    row.return_date && saved?.delivered_date ? annualReturnFee(row.return_date, saved.delivered_date) : null;
  return {
    caseID: row.id,
    returnDate: row.return_date,
    deliveredDate: saved?.delivered_date ?? null,
    method: saved?.method ?? null,
    reference: saved?.reference ?? null,
    feePaidCents: saved?.fee_paid_cents ?? null,
    filedReturn: await fileRef(db, saved?.filed_return_file_id),
    band: fee?.band ?? null,
    bandCents: fee?.cents ?? null,
    onTimeUntil: fee?.onTimeUntil ?? null,
    filing: filing
      ? {
          filingDate: filing.filing_date,
          registryReference: filing.registry_reference,
          filingMethod: filing.filing_method,
        }
      : null,
    missing: acknowledgementMissing(saved),
    updatedDate: saved?.updated_at.toISOString() ?? null,
    mayEdit: held !== undefined,
  };
}

/** GET /api/cases/:caseID/renewal/acknowledgement: the firm's record (staff and SMOOOTH). */
export async function acknowledgementView(
  db: TDb,
  auth: TCaller,
  caseId: string,
): Promise<TRenewalAcknowledgementView> {
  const row = await requireRenewalReader(db, auth, caseId);
  requireFirmReader(row, auth);
  return viewOf(db, row, auth);
}

/** PUT /api/cases/:caseID/renewal/acknowledgement: saves what was given (null clears, absent keeps). */
export async function saveAcknowledgement(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  body: TRenewalAcknowledgementRequest,
): Promise<TRenewalAcknowledgementView> {
  const row = await db.transaction().execute(async (trx) => {
    const { row } = await lockForEdit(trx, auth, caseId, COMPLETION_KEYS);
    if (body.deliveredDate) {
      // Delivered on or after the day it was filed, and not after today.
      const filing = await filingOf(trx, row.id);
      const problem = dateProblem(body.deliveredDate, hongKongDate(new Date()), filing?.filing_date ?? null);
      if (problem) throw fieldError('deliveredDate', problem);
    }
    if (body.filedReturnFileID) {
      const file = await trx
        .selectFrom('files')
        .select(['id', 'mime_type'])
        .where('id', '=', body.filedReturnFileID)
        .where('case_id', '=', row.id)
        .where('origin', '=', 'UPLOAD')
        .executeTakeFirst();
      if (!file || !(file.mime_type === 'application/pdf' || file.mime_type.startsWith('image/')))
        throw fieldError('filedReturnFileID', 'invalid');
    }
    const changes = {
      ...(body.deliveredDate !== undefined ? { delivered_date: body.deliveredDate } : {}),
      ...(body.method !== undefined ? { method: body.method } : {}),
      ...(body.reference !== undefined ? { reference: body.reference } : {}),
      ...(body.feePaidCents !== undefined ? { fee_paid_cents: body.feePaidCents } : {}),
      ...(body.filedReturnFileID !== undefined ? { filed_return_file_id: body.filedReturnFileID } : {}),
    };
    await trx
      .insertInto('renewal_acknowledgements')
      .values({ case_id: row.id, firm_id: row.firm_id, updated_by: auth.userId, ...changes })
      .onConflict((oc) =>
        oc.column('case_id').doUpdateSet({ ...changes, updated_by: auth.userId, updated_at: new Date() }),
      )
      .execute();
    await writeAudit(trx, {
      action: 'renewal.acknowledgement_saved',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { fields: Object.keys(changes) },
    });
    return row;
  });
  return viewOf(db, row, auth);
}

/**
 * At the renewal's end: the filed NAR1 becomes the company's own document, and the history entry of
 * the return says when and how it was delivered and what it cost.
 */
export async function keepFiledReturn(trx: TDb, row: TCaseRow): Promise<Record<string, unknown>> {
  const saved = await savedOf(trx, row.id);
  if (!saved || !row.entity_id) return {};
  if (saved.filed_return_file_id)
    await trx
      .updateTable('files')
      .set({ entity_id: row.entity_id, doc_kind: 'FILED_ANNUAL_RETURN' })
      .where('id', '=', saved.filed_return_file_id)
      .execute();
  const fee =
    row.return_date && saved.delivered_date ? annualReturnFee(row.return_date, saved.delivered_date) : null;
  return {
    deliveredDate: saved.delivered_date,
    method: saved.method,
    reference: saved.reference,
    feePaidCents: saved.fee_paid_cents,
    band: fee?.band ?? null,
  };
}
