import {
  dateProblem,
  documentTitle,
  findHolder,
  stakeholderName,
  hongKongDate,
  type TFilingRequest,
  type TFilingUpdateRequest,
  type TFilingView,
  type TLanguage,
  type TTaskActionKey,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import { isFirmStaff, requireFirmReader } from '../cases/case-access.js';
import { addEvent, informationOf } from '../cases/case-moves.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';

/**
 * The filing of a case with the Companies Registry (issue 8, CASE_FILING and T_AR_FILING): when and
 * how it was filed, the registry's reference, and what happened to it since. A correction keeps the
 * old values in an update row.
 */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

/** Tasks during which the filing is recorded or corrected: filing, and completion after it. */
export const FILING_EDIT_KEYS: readonly TTaskActionKey[] = [
  'CASE_FILING',
  'T_AR_FILING',
  'CASE_COMPLETION',
  'T_AR_COMPLETION',
];

/** The case's open task among `keys` that the caller holds, if any. */
export async function heldTaskOf(
  db: TDb,
  row: TCaseRow,
  auth: TCaller,
  keys: readonly TTaskActionKey[],
): Promise<{ id: string; action_key: TTaskActionKey } | undefined> {
  if (!isFirmStaff(auth) || auth.firmId !== row.firm_id || row.status !== 'OPEN') return undefined;
  return db
    .selectFrom('tasks')
    .select(['id', 'action_key'])
    .where('case_id', '=', row.id)
    .where('status', '=', 'IN_PROGRESS')
    .where('task_user_id', '=', auth.userId)
    .where('action_key', 'in', keys)
    .executeTakeFirst();
}

/** A staff call on a case the caller may write to: SMOOOTH is told no, everyone else not found. */
export async function lockForEdit(trx: TDb, auth: TCaller, caseId: string, keys: readonly TTaskActionKey[]) {
  if (!isFirmStaff(auth)) throw new AppError(auth.userType === 'SMOOOTH' ? 'FORBIDDEN' : 'NOT_FOUND');
  const row = await requireVisibleCase(trx, auth, caseId, true);
  if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
  const task = await heldTaskOf(trx, row, auth, keys);
  if (!task) throw new AppError('NOT_TASK_ASSIGNEE');
  return { row, task };
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The case's documents as filed: each current document's latest (signed) copy. */
async function filedDocuments(db: TDb, row: TCaseRow, language: TLanguage) {
  const info = informationOf(row);
  const rows = await db
    .selectFrom('case_documents as d')
    .innerJoin('document_versions as v', 'v.document_id', 'd.id')
    .innerJoin('files as f', 'f.id', 'v.file_id')
    .select([
      'd.id',
      'd.kind',
      'd.subject_holder_id',
      'v.version',
      'f.id as file_id',
      'f.file_name',
      'f.file_size',
    ])
    .where('d.case_id', '=', row.id)
    .where('d.superseded_at', 'is', null)
    .orderBy('d.created_at')
    .orderBy('d.doc_key')
    .orderBy('v.version', 'desc')
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(r.id)) latest.set(r.id, r);
  return [...latest.values()].map((r) => {
    const subject = r.subject_holder_id ? findHolder(info.stakeholders, r.subject_holder_id) : undefined;
    const title = documentTitle(r.kind, language);
    return {
      title: subject ? `${title} — ${stakeholderName(subject) || subject.holderID}` : title,
      fileID: r.file_id,
      fileName: r.file_name,
      fileSize: Number(r.file_size),
    };
  });
}

/** GET /api/cases/:caseID/filing. */
export async function filingView(db: TDb, auth: TCaller, caseId: string): Promise<TFilingView> {
  const row = await requireVisibleCase(db, auth, caseId);
  requireFirmReader(row, auth);
  const [filing, updates, documents, held] = await Promise.all([
    db
      .selectFrom('case_filings as f')
      .innerJoin('users as u', 'u.id', 'f.recorded_by')
      .select(['f.filing_date', 'f.registry_reference', 'f.filing_method', 'f.updated_at'])
      .select(['u.eng_first_name', 'u.eng_last_name'])
      .where('f.case_id', '=', row.id)
      .executeTakeFirst(),
    db
      .selectFrom('case_filing_updates as c')
      .innerJoin('users as u', 'u.id', 'c.created_by')
      .select(['c.status', 'c.update_date', 'c.note', 'c.created_at', 'u.eng_first_name', 'u.eng_last_name'])
      .where('c.case_id', '=', row.id)
      .orderBy('c.id', 'desc')
      .execute(),
    filedDocuments(db, row, auth.language),
    heldTaskOf(db, row, auth, FILING_EDIT_KEYS),
  ]);
  return {
    caseID: row.id,
    filing: filing
      ? {
          filingDate: filing.filing_date,
          registryReference: filing.registry_reference,
          filingMethod: filing.filing_method,
          recordedBy: nameOf(filing.eng_first_name, filing.eng_last_name),
          updatedDate: filing.updated_at.toISOString(),
        }
      : null,
    updates: updates.map((u) => ({
      status: u.status,
      updateDate: u.update_date,
      note: u.note,
      createdBy: nameOf(u.eng_first_name, u.eng_last_name),
      createdDate: u.created_at.toISOString(),
    })),
    documents,
    mayEdit: held !== undefined,
  };
}

const hkDateOf = (d: Date) => hongKongDate(d);

/** PUT /api/cases/:caseID/filing: records the filing, or corrects it keeping the old values. */
export async function saveFiling(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  body: TFilingRequest,
): Promise<TFilingView> {
  await db.transaction().execute(async (trx) => {
    const { row } = await lockForEdit(trx, auth, caseId, FILING_EDIT_KEYS);
    const problem = dateProblem(body.filingDate, hongKongDate(new Date()), hkDateOf(row.created_at));
    if (problem) throw fieldError('filingDate', problem);
    const before = await trx
      .selectFrom('case_filings')
      .selectAll()
      .where('case_id', '=', row.id)
      .executeTakeFirst();
    const reference = body.registryReference.trim();
    if (before) {
      const same =
        before.filing_date === body.filingDate &&
        before.registry_reference === reference &&
        before.filing_method === body.filingMethod;
      if (same) return;
      await trx
        .updateTable('case_filings')
        .set({
          filing_date: body.filingDate,
          registry_reference: reference,
          filing_method: body.filingMethod,
          recorded_by: auth.userId,
          updated_at: new Date(),
        })
        .where('case_id', '=', row.id)
        .execute();
      await trx
        .insertInto('case_filing_updates')
        .values({
          firm_id: row.firm_id,
          case_id: row.id,
          status: 'CORRECTED',
          update_date: hongKongDate(new Date()),
          note: `${before.filing_date} · ${before.registry_reference} · ${before.filing_method}`,
          created_by: auth.userId,
        })
        .execute();
    } else {
      await trx
        .insertInto('case_filings')
        .values({
          case_id: row.id,
          firm_id: row.firm_id,
          filing_date: body.filingDate,
          registry_reference: reference,
          filing_method: body.filingMethod,
          recorded_by: auth.userId,
        })
        .execute();
      await trx
        .insertInto('case_filing_updates')
        .values({
          firm_id: row.firm_id,
          case_id: row.id,
          status: 'SUBMITTED',
          update_date: body.filingDate,
          note: null,
          created_by: auth.userId,
        })
        .execute();
    }
    await addEvent(trx, row.id, {
      type: 'FILING_RECORDED',
      actorUserId: auth.userId,
      remarks: `${body.filingDate} · ${reference}`,
    });
    await writeAudit(trx, {
      action: 'case.filing_recorded',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { filingDate: body.filingDate, registryReference: reference, corrected: Boolean(before) },
    });
  });
  return filingView(db, auth, caseId);
}

/** POST /api/cases/:caseID/filing/updates: what happened to the filing (requisition, registered...). */
export async function addFilingUpdate(
  db: TDb,
  auth: TCaller,
  caseId: string,
  body: TFilingUpdateRequest,
): Promise<TFilingView> {
  await db.transaction().execute(async (trx) => {
    const { row } = await lockForEdit(trx, auth, caseId, FILING_EDIT_KEYS);
    const filing = await trx
      .selectFrom('case_filings')
      .select('filing_date')
      .where('case_id', '=', row.id)
      .executeTakeFirst();
    if (!filing) throw fieldError('filingDate', 'required');
    const problem = dateProblem(body.updateDate, hongKongDate(new Date()), filing.filing_date);
    if (problem) throw fieldError('updateDate', problem);
    const note = body.note?.trim() || null;
    if (body.status === 'NOTE' && !note) throw fieldError('note', 'required');
    await trx
      .insertInto('case_filing_updates')
      .values({
        firm_id: row.firm_id,
        case_id: row.id,
        status: body.status,
        update_date: body.updateDate,
        note,
        created_by: auth.userId,
      })
      .execute();
    await addEvent(trx, row.id, {
      type: 'FILING_UPDATED',
      actorUserId: auth.userId,
      remarks: note ? `${body.status}: ${note}` : body.status,
    });
  });
  return filingView(db, auth, caseId);
}

/** For the filingRecorded check: a filing with its date and reference exists. */
export async function filingRecorded(trx: TDb, caseId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('case_filings')
    .select('case_id')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row !== undefined;
}
