import {
  dateProblem,
  hongKongDate,
  RENEWAL_SECTIONS,
  SECTION_AMENDMENT_TYPE,
  type TAmendmentType,
  type TRenewalChange,
  type TRenewalChangeRequest,
  type TRenewalSection,
  type TRenewalSectionRequest,
  type TRenewalView,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import type { TCaseDeps } from '../cases/cases.service.js';
import { openCase } from '../cases/case-opening.service.js';
import { refreshEntityDeadline } from '../deadlines/deadlines.service.js';
import { addressProofStates } from './address-proof.service.js';
import { heldTask, isCaseStaff, requireRenewalReader, type TCaller } from './renewal-access.js';

/**
 * The client's confirmation of the annual return part by part (T_AR_A_POC), and the changes met
 * during the renewal: each with its effective date, carried into the company's records by an
 * AMENDMENT case rather than edited in place (issue 16, points 2 and 4).
 */

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Today in Hong Kong; a change cannot have taken effect after it. */
function requirePastDate(field: string, date: string): void {
  const problem = dateProblem(date, hongKongDate(new Date()));
  if (problem) throw fieldError(field, problem);
}

async function changesOf(db: TDb, caseId: string): Promise<TRenewalChange[]> {
  const rows = await db
    .selectFrom('renewal_changes as r')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .leftJoin('cases as a', 'a.id', 'r.amendment_case_id')
    .select([
      'r.id',
      'r.amendment_type',
      'r.section',
      'r.description',
      'r.effective_date',
      'r.source',
      'r.created_at',
      'u.eng_first_name',
      'u.eng_last_name',
      'a.id as amendment_id',
      'a.case_ref as amendment_ref',
      'a.status as amendment_status',
    ])
    .where('r.case_id', '=', caseId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    changeID: r.id,
    amendmentType: r.amendment_type as TAmendmentType,
    section: (r.section as TRenewalSection | null) ?? null,
    description: r.description,
    effectiveDate: r.effective_date,
    source: r.source,
    state: !r.amendment_id ? 'NOTED' : r.amendment_status === 'COMPLETED' ? 'RECORDED' : 'AMENDMENT_OPEN',
    amendment:
      r.amendment_id && r.amendment_ref && r.amendment_status
        ? { caseID: r.amendment_id, caseRef: r.amendment_ref, status: r.amendment_status }
        : null,
    createdBy: nameOf(r.eng_first_name, r.eng_last_name),
    createdDate: r.created_at.toISOString(),
  }));
}

async function viewOf(db: TDb, row: TCaseRow, auth: TCaller): Promise<TRenewalView> {
  const answers = await db
    .selectFrom('renewal_confirmations')
    .selectAll()
    .where('case_id', '=', row.id)
    .execute();
  const bySection = new Map(answers.map((a) => [a.section, a]));
  const staff = isCaseStaff(row, auth);
  const readsProofs = staff || auth.userType === 'SMOOOTH';
  return {
    caseID: row.id,
    caseRef: row.case_ref,
    companyID: row.entity_id,
    returnDate: row.return_date,
    sections: RENEWAL_SECTIONS.map((section) => {
      const a = bySection.get(section);
      return {
        section,
        status: a?.status ?? null,
        note: a?.note ?? null,
        effectiveDate: a?.effective_date ?? null,
        updatedDate: a?.updated_at.toISOString() ?? null,
      };
    }),
    changes: await changesOf(db, row.id),
    addressProofs: readsProofs ? await addressProofStates(db, row) : [],
    mayConfirm: (await heldTask(db, row, auth, 'T_AR_A_POC')) !== undefined,
    mayNoteChanges: staff && row.status === 'OPEN',
  };
}

/** GET /api/cases/:caseID/renewal. */
export async function renewalView(db: TDb, auth: TCaller, caseId: string): Promise<TRenewalView> {
  return viewOf(db, await requireRenewalReader(db, auth, caseId), auth);
}

/** The parts of the return the client has not answered yet (the T_AR_A_POC check). */
export async function unansweredOf(db: TDb, caseId: string): Promise<TRenewalSection[]> {
  const rows = await db
    .selectFrom('renewal_confirmations')
    .select('section')
    .where('case_id', '=', caseId)
    .execute();
  const done = new Set(rows.map((r) => r.section));
  return RENEWAL_SECTIONS.filter((s) => !done.has(s));
}

/**
 * PUT /api/cases/:caseID/renewal/sections/:section: the client confirms a part of the return, or says
 * it changed (what, and since when). A change becomes the renewal's change of that part; confirming
 * the part again withdraws it, unless an amendment already carries it.
 */
export async function answerSection(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  section: TRenewalSection,
  body: TRenewalSectionRequest,
): Promise<TRenewalView> {
  const row = await db.transaction().execute(async (trx) => {
    const row = await requireRenewalReader(trx, auth, caseId, true);
    if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    if (!(await heldTask(trx, row, auth, 'T_AR_A_POC'))) throw new AppError('NOT_TASK_ASSIGNEE');
    if (!row.entity_id) throw new AppError('NOT_FOUND');
    const changed = body.status === 'CHANGED' ? body : null;
    if (changed) requirePastDate('effectiveDate', changed.effectiveDate);
    const existing = await trx
      .selectFrom('renewal_changes')
      .select(['id', 'amendment_case_id'])
      .where('case_id', '=', row.id)
      .where('section', '=', section)
      .executeTakeFirst();
    // What an amendment already carries is the officer's now: the client's answer cannot undo it.
    if (existing?.amendment_case_id) throw fieldError('status', 'invalid');
    const values = {
      status: body.status,
      note: changed?.note ?? null,
      effective_date: changed?.effectiveDate ?? null,
      updated_by: auth.userId,
      updated_at: new Date(),
    };
    await trx
      .insertInto('renewal_confirmations')
      .values({ case_id: row.id, firm_id: row.firm_id, section, ...values })
      .onConflict((oc) => oc.columns(['case_id', 'section']).doUpdateSet(values))
      .execute();
    if (existing) await trx.deleteFrom('renewal_changes').where('id', '=', existing.id).execute();
    if (changed) {
      await trx
        .insertInto('renewal_changes')
        .values({
          case_id: row.id,
          firm_id: row.firm_id,
          entity_id: row.entity_id,
          amendment_type: SECTION_AMENDMENT_TYPE[section],
          section,
          description: changed.note,
          effective_date: changed.effectiveDate,
          source: 'CLIENT',
          created_by: auth.userId,
        })
        .execute();
    }
    // A change owes the Registry a notice (ND2A, NR1…) from its effective date: the company's deadlines move.
    await refreshEntityDeadline(trx, row.entity_id);
    await writeAudit(trx, {
      action: 'renewal.section_answered',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { section, status: body.status },
    });
    return row;
  });
  return viewOf(db, row, auth);
}

/** The firm's staff note changes while the renewal is open. */
async function requireChangeWriter(trx: TDb, auth: TCaller, caseId: string): Promise<TCaseRow> {
  const row = await requireRenewalReader(trx, auth, caseId, true);
  if (!isCaseStaff(row, auth)) throw new AppError('FORBIDDEN');
  if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
  if (!row.entity_id) throw new AppError('NOT_FOUND');
  return row;
}

/** POST /api/cases/:caseID/renewal/changes: the officer notes a change met during the renewal. */
export async function addChange(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  body: TRenewalChangeRequest,
): Promise<TRenewalView> {
  const row = await db.transaction().execute(async (trx) => {
    const row = await requireChangeWriter(trx, auth, caseId);
    requirePastDate('effectiveDate', body.effectiveDate);
    const created = await trx
      .insertInto('renewal_changes')
      .values({
        case_id: row.id,
        firm_id: row.firm_id,
        entity_id: row.entity_id ?? '',
        amendment_type: body.amendmentType,
        section: null,
        description: body.description,
        effective_date: body.effectiveDate,
        source: 'OFFICER',
        created_by: auth.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refreshEntityDeadline(trx, row.entity_id ?? '');
    await writeAudit(trx, {
      action: 'renewal.change_noted',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { changeID: created.id, amendmentType: body.amendmentType },
    });
    return row;
  });
  return viewOf(db, row, auth);
}

/** DELETE /api/cases/:caseID/renewal/changes/:changeID: a change noted by mistake, before an amendment carries it. */
export async function withdrawChange(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  changeId: string,
): Promise<TRenewalView> {
  const row = await db.transaction().execute(async (trx) => {
    const row = await requireChangeWriter(trx, auth, caseId);
    const change = await trx
      .selectFrom('renewal_changes')
      .select(['id', 'section', 'amendment_case_id'])
      .where('id', '=', changeId)
      .where('case_id', '=', row.id)
      .executeTakeFirst();
    if (!change) throw new AppError('NOT_FOUND');
    if (change.amendment_case_id) throw fieldError('changeID', 'invalid');
    await trx.deleteFrom('renewal_changes').where('id', '=', change.id).execute();
    // The client's part goes back to unanswered: they confirm it again as it now stands.
    if (change.section)
      await trx
        .deleteFrom('renewal_confirmations')
        .where('case_id', '=', row.id)
        .where('section', '=', change.section)
        .execute();
    await refreshEntityDeadline(trx, row.entity_id ?? '');
    await writeAudit(trx, {
      action: 'renewal.change_withdrawn',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { changeID: change.id },
    });
    return row;
  });
  return viewOf(db, row, auth);
}

/**
 * POST /api/cases/:caseID/renewal/amendment: the changes not yet carried go to the company's open
 * AMENDMENT case, or to a new one opened for them (with the renewal's officer in charge).
 */
export async function carryChanges(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
): Promise<TRenewalView> {
  const row = await requireRenewalReader(deps.db, auth, caseId);
  if (!isCaseStaff(row, auth)) throw new AppError('FORBIDDEN');
  if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
  if (!row.entity_id) throw new AppError('NOT_FOUND');
  const waiting = await deps.db
    .selectFrom('renewal_changes')
    .select('id')
    .where('case_id', '=', row.id)
    .where('amendment_case_id', 'is', null)
    .execute();
  if (waiting.length === 0) throw fieldError('changes', 'empty');
  const open = await deps.db
    .selectFrom('cases')
    .select('id')
    .where('firm_id', '=', row.firm_id)
    .where('entity_id', '=', row.entity_id)
    .where('case_type', '=', 'AMENDMENT')
    .where('status', '=', 'OPEN')
    .orderBy('created_at')
    .executeTakeFirst();
  const amendmentId =
    open?.id ??
    (
      await openCase(deps, auth, meta, {
        caseType: 'AMENDMENT',
        companyID: row.entity_id,
        ...(auth.userType === 'SYSTEM_ADMIN' && row.officer_user_id
          ? { staffInChargeUserID: row.officer_user_id }
          : {}),
      })
    ).caseID;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('renewal_changes')
      .set({ amendment_case_id: amendmentId })
      .where('case_id', '=', row.id)
      .where('amendment_case_id', 'is', null)
      .execute();
    await writeAudit(trx, {
      action: 'renewal.changes_carried',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { amendmentCaseID: amendmentId, changes: waiting.length },
    });
  });
  return viewOf(deps.db, row, auth);
}
