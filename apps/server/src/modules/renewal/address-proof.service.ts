import { sql } from 'kysely';
import {
  ADDRESS_PROOF_TYPES,
  addMonths,
  addressProofProblem,
  findHolder,
  holderName,
  hongKongDate,
  isAddressProofStale,
  ZDueDiligenceDetails,
  type TAddressProofRequest,
  type TAddressProofView,
  type TRenewalView,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import { caseVisibleTo } from '../cases/case-access.js';
import { informationOf } from '../cases/case-moves.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { isCaseStaff, type TCaller } from './renewal-access.js';

/**
 * A stakeholder's proof of address at renewal (T_AR_SH_U_ADDR): a new proof issued within the last
 * 3 months, or the one on file confirmed as still showing where they live. The officer sees which
 * proofs are stale (issue 16, point 2).
 */

type TProofType = (typeof ADDRESS_PROOF_TYPES)[number];
const isProofType = (v: unknown): v is TProofType =>
  typeof v === 'string' && (ADDRESS_PROOF_TYPES as readonly string[]).includes(v);

/** The proof of address of the holder's latest due-diligence record with the firm for this company. */
async function onFileProof(db: TDb, row: TCaseRow, holderId: string) {
  if (!row.entity_id) return null;
  const record = await db
    .selectFrom('compliance_records')
    .select(['details'])
    .where('firm_id', '=', row.firm_id)
    .where('compliance_type', '=', 'DUE_DILIGENCE')
    .where('holder_id', '=', holderId)
    .where((eb) =>
      eb.or([
        eb('entity_id', '=', row.entity_id),
        eb(
          'case_id',
          'in',
          sql<string>`(select id from cases where entity_id = ${row.entity_id}
            or id = (select created_from_case_id from entities where id = ${row.entity_id}))`,
        ),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const parsed = ZDueDiligenceDetails.safeParse(record?.details);
  return parsed.success ? parsed.data.addressProof : null;
}

/** Staff's view of every stakeholder's proof for this renewal. */
export async function addressProofStates(db: TDb, row: TCaseRow): Promise<TRenewalView['addressProofs']> {
  const info = informationOf(row);
  const tasks = await db
    .selectFrom('tasks as t')
    .leftJoin('renewal_address_proofs as p', 'p.task_id', 't.id')
    .select([
      't.id',
      't.holder_id',
      't.status',
      't.assignee_role',
      't.task_user_id',
      'p.kind',
      'p.issue_date',
    ])
    .where('t.case_id', '=', row.id)
    .where('t.action_key', '=', 'T_AR_SH_U_ADDR')
    .where('t.status', '!=', 'IN_ACTIVE')
    .orderBy('t.created_at')
    .execute();
  const asOf = hongKongDate(new Date());
  const states: TRenewalView['addressProofs'] = [];
  for (const t of tasks) {
    if (!t.holder_id) continue;
    const holder = findHolder(info.stakeholders, t.holder_id);
    const onFile = t.kind === 'NEW' ? null : await onFileProof(db, row, t.holder_id);
    const issueDate = t.kind === 'NEW' ? t.issue_date : (onFile?.issueDate ?? null);
    states.push({
      holderID: t.holder_id,
      name: holder ? holderName(holder) : t.holder_id,
      taskID: t.id,
      taskStatus: t.status,
      handledBy:
        t.assignee_role === 'client' ? 'CLIENT' : t.task_user_id === null ? 'INVITED' : 'STAKEHOLDER',
      kind: t.kind ?? null,
      issueDate,
      // Nothing on file and nothing given yet is waiting, not stale.
      stale: issueDate === null ? t.kind === 'ON_FILE' : isAddressProofStale(issueDate, asOf),
    });
  }
  return states;
}

async function taskRowOf(db: TDb, auth: TCaller, taskId: string, forUpdate = false) {
  const found = await db
    .selectFrom('tasks')
    .innerJoin('cases', 'cases.id', 'tasks.case_id')
    .select(['tasks.id', 'tasks.case_id', 'tasks.holder_id', 'tasks.status', 'tasks.task_user_id'])
    .where('tasks.id', '=', taskId)
    .where('tasks.action_key', '=', 'T_AR_SH_U_ADDR')
    .where(caseVisibleTo(auth))
    .executeTakeFirst();
  if (!found?.holder_id) throw new AppError('NOT_FOUND');
  const row = await requireVisibleCase(db, auth, found.case_id, forUpdate);
  // The person doing it, or the firm: a stakeholder never reads another's proof.
  if (found.task_user_id !== auth.userId && !isCaseStaff(row, auth) && auth.userType !== 'SMOOOTH')
    throw new AppError('NOT_FOUND');
  return {
    row,
    taskId: found.id,
    holderId: found.holder_id,
    status: found.status,
    userId: found.task_user_id,
  };
}

async function fileRef(db: TDb, fileId: string | null) {
  if (!fileId) return null;
  const f = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_size'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  return f ? { fileID: f.id, fileName: f.file_name, fileSize: Number(f.file_size) } : null;
}

/** GET /api/tasks/:taskID/address-proof. */
export async function addressProofView(db: TDb, auth: TCaller, taskId: string): Promise<TAddressProofView> {
  const t = await taskRowOf(db, auth, taskId);
  const info = informationOf(t.row);
  const holder = findHolder(info.stakeholders, t.holderId);
  const [onFile, saved] = await Promise.all([
    onFileProof(db, t.row, t.holderId),
    db.selectFrom('renewal_address_proofs').selectAll().where('task_id', '=', t.taskId).executeTakeFirst(),
  ]);
  const today = hongKongDate(new Date());
  return {
    taskID: t.taskId,
    caseID: t.row.id,
    caseRef: t.row.case_ref,
    companyName: t.row.company_eng_name ?? t.row.company_chi_name ?? '',
    holderID: t.holderId,
    holderName: holder ? holderName(holder) : '',
    onFile: onFile
      ? {
          documentType: onFile.documentType,
          issueDate: onFile.issueDate,
          stale: isAddressProofStale(onFile.issueDate, today),
        }
      : null,
    submitted: saved
      ? {
          kind: saved.kind,
          documentType: isProofType(saved.document_type) ? saved.document_type : null,
          issueDate: saved.issue_date,
          file: await fileRef(db, saved.file_id),
          updatedDate: saved.updated_at.toISOString(),
        }
      : null,
    earliestIssueDate: addMonths(today, -3),
    mayEdit: t.row.status === 'OPEN' && t.status === 'IN_PROGRESS' && t.userId === auth.userId,
  };
}

/** PUT /api/tasks/:taskID/address-proof: by the task's person while it is in progress. */
export async function saveAddressProof(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  taskId: string,
  body: TAddressProofRequest,
): Promise<TAddressProofView> {
  await db.transaction().execute(async (trx) => {
    const t = await taskRowOf(trx, auth, taskId, true);
    if (t.row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    if (t.status !== 'IN_PROGRESS') throw new AppError('TASK_NOT_OPEN');
    if (t.userId !== auth.userId) throw new AppError('NOT_TASK_ASSIGNEE');
    if (body.kind === 'NEW') {
      const problem = addressProofProblem(body.issueDate, hongKongDate(new Date()));
      if (problem) throw fieldError('issueDate', problem);
      // A PDF or picture uploaded to this case, for this stakeholder or by the caller.
      const file = await trx
        .selectFrom('files')
        .select(['id', 'mime_type'])
        .where('id', '=', body.fileID)
        .where('case_id', '=', t.row.id)
        .where('origin', '=', 'UPLOAD')
        .where((eb) => eb.or([eb('holder_id', '=', t.holderId), eb('uploaded_by', '=', auth.userId)]))
        .executeTakeFirst();
      if (!file || !(file.mime_type === 'application/pdf' || file.mime_type.startsWith('image/')))
        throw fieldError('fileID', 'invalid');
    } else if (!(await onFileProof(trx, t.row, t.holderId))) {
      // Nothing on file to confirm: a new proof is needed.
      throw fieldError('kind', 'invalid');
    }
    const values =
      body.kind === 'NEW'
        ? {
            kind: 'NEW' as const,
            file_id: body.fileID,
            document_type: body.documentType,
            issue_date: body.issueDate,
          }
        : { kind: 'ON_FILE' as const, file_id: null, document_type: null, issue_date: null };
    await trx
      .insertInto('renewal_address_proofs')
      .values({
        task_id: t.taskId,
        case_id: t.row.id,
        firm_id: t.row.firm_id,
        holder_id: t.holderId,
        updated_by: auth.userId,
        ...values,
      })
      .onConflict((oc) =>
        oc.column('task_id').doUpdateSet({ ...values, updated_by: auth.userId, updated_at: new Date() }),
      )
      .execute();
    await writeAudit(trx, {
      action: 'renewal.address_proof_saved',
      firmId: t.row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: t.row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { taskID: t.taskId, holderID: t.holderId, kind: body.kind },
    });
  });
  return addressProofView(db, auth, taskId);
}

/** The task's proof is recorded (its completion check). */
export async function addressProofRecorded(db: TDb, taskId: string): Promise<boolean> {
  const row = await db
    .selectFrom('renewal_address_proofs')
    .select('task_id')
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  return row !== undefined;
}
