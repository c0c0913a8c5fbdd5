import {
  heldRoles,
  resignedRoles,
  signatoryHolderIDs,
  ZCaseInformation,
  type TCaseInformation,
  type TEngineCase,
  type TEngineContext,
  type TLanguage,
  type TMove,
  type TNewTask,
  type TRefusal,
  type TStepKey,
  type TTaskActionKey,
  type TTaskOutcome,
  type TCaseEvent,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit, type TAuditAction } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { createCaseInvitation, sendCaseInvitation } from './case-invitations.js';
import { loadParticulars, mergeParticulars } from './holder-particulars.js';
import { activateEntity, advanceReturnDate, recordAmendment } from './entity-effects.js';
import {
  amendmentConditions,
  amendmentPapersOf,
  freezeAmendment,
  signatoriesOf,
} from '../amendments/amendment-engine.js';
import type { TCaseRow, TTaskRow } from './cases.repository.js';
import { sealDocument } from '../keys/sealed-documents.js';

/**
 * Reading a case into the engine's terms and writing the engine's answer back: task changes, new
 * tasks, the case's step and status, its history, an audit row, and the effects the workflow names
 * (invitations, the active entity, the next return date, the amendment record). Always inside the
 * caller's transaction, after the case row was locked.
 */

/**
 * The stored information, read with the schema it was saved under. Stored information that no longer
 * fits is an error to fix, never an empty form: an empty form read here would be written back (or
 * made into an entity) and lose what the client typed.
 */
export function informationOf(row: Pick<TCaseRow, 'information'>): TCaseInformation {
  return ZCaseInformation.parse(row.information ?? {});
}

export interface TLoadedCase {
  engine: TEngineCase;
  ctx: TEngineContext;
  tasks: TTaskRow[];
  information: TCaseInformation;
}

export async function loadEngineCase(trx: TDb, row: TCaseRow): Promise<TLoadedCase> {
  const [tasks, members, client] = await Promise.all([
    trx.selectFrom('tasks').selectAll().where('case_id', '=', row.id).orderBy('seq').execute(),
    trx.selectFrom('case_members').selectAll().where('case_id', '=', row.id).execute(),
    row.client_user_id
      ? trx
          .selectFrom('users')
          .select(['id', 'email'])
          .where('id', '=', row.client_user_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  // The stakeholders' own particulars (identification) over the client's entries.
  const information = mergeParticulars(informationOf(row), await loadParticulars(trx, row.id));
  const byHolder = new Map(members.filter((m) => m.holder_id).map((m) => [m.holder_id, m.user_id]));
  const clientEmail = client?.email.toLowerCase();
  // An amendment's signatories sign the papers of its changes; its later steps may have nothing to do.
  const papers = row.case_type === 'AMENDMENT' ? await amendmentPapersOf(trx, row) : null;
  const signatories =
    row.case_type === 'AMENDMENT' ? signatoriesOf(papers) : signatoryHolderIDs(row.case_type, information);
  const ctx: TEngineContext = {
    ...(row.case_type === 'AMENDMENT' ? { conditions: await amendmentConditions(trx, row, papers) } : {}),
    // A former holder (every role resigned) is owed no task, unless a paper of the case needs them.
    stakeholders: information.stakeholders
      .filter((s) => heldRoles(s).length > 0 || resignedRoles(s).length === 0 || signatories.has(s.holderID))
      .map((s) => ({
        holderID: s.holderID,
        holderType: s.holderType,
        // Their account once they linked with their code; the client's own when the client is the stakeholder.
        userID:
          byHolder.get(s.holderID) ??
          (clientEmail && s.email?.toLowerCase() === clientEmail ? (client?.id ?? null) : null),
        email: s.email ?? null,
        // Those the case's documents need a signature from (founder members, directors, secretary).
        isSignatory: signatories.has(s.holderID),
      })),
  };
  const engine: TEngineCase = {
    caseType: row.case_type,
    status: row.status,
    step: row.step,
    officerUserID: row.officer_user_id,
    clientUserID: row.client_user_id,
    requestedByClient: row.requested_by_client,
    tasks: tasks.map((t) => ({
      taskID: t.id,
      actionKey: t.action_key,
      step: t.step,
      status: t.status,
      assigneeRole: t.assignee_role,
      taskUserID: t.task_user_id,
      holderID: t.holder_id,
    })),
  };
  return { engine, ctx, tasks, information };
}

/** A refusal of the engine as the API's error: its code, and who or what is missing as details. */
export function refusalError(refusal: TRefusal): AppError {
  const missing = refusal.missing ?? [];
  return new AppError(
    refusal.code,
    {},
    missing.length > 0
      ? {
          details: missing.map((name) => ({
            field: name,
            reason: refusal.check ?? 'precondition',
            message: name,
          })),
        }
      : {},
  );
}

export interface TMoveContext {
  actorUserId: string | null;
  meta: TRequestMeta | null;
  publicUrl: string;
  language: TLanguage;
  /** The history entry for what the person did. */
  event: { type: TCaseEvent['type']; taskId?: string; actionKey?: TTaskActionKey; remarks?: string | null };
  audit: TAuditAction;
  /** The task being completed, with what it records. */
  completion?: {
    taskId: string;
    outcome: TTaskOutcome;
    remarks: string | null;
    result: Record<string, unknown> | null;
  };
}

/** Writes an engine move. Returns the case row as it now stands. */
export async function applyMove(
  trx: TDb,
  row: TCaseRow,
  loaded: TLoadedCase,
  move: TMove,
  mc: TMoveContext,
): Promise<TCaseRow> {
  const now = new Date();
  for (const change of move.taskChanges) {
    const completing = mc.completion?.taskId === change.taskID && change.status === 'COMPLETED';
    await trx
      .updateTable('tasks')
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.taskUserID !== undefined ? { task_user_id: change.taskUserID } : {}),
        ...(completing && mc.completion
          ? {
              outcome: mc.completion.outcome,
              remarks: mc.completion.remarks,
              result: mc.completion.result
                ? await sealDocument(trx, row.firm_id, mc.completion.result)
                : null,
              completed_by: mc.actorUserId,
              completed_at: now,
            }
          : {}),
        updated_at: now,
      })
      .where('id', '=', change.taskID)
      .where('case_id', '=', row.id)
      .execute();
  }
  const lastSeq = loaded.tasks.reduce((max, t) => Math.max(max, t.seq), 0);
  const created = await insertTasks(trx, row, move.newTasks, lastSeq);
  const closing = move.status !== 'OPEN' && row.status === 'OPEN';
  const updated = await trx
    .updateTable('cases')
    .set({ step: move.toStep, status: move.status, updated_at: now, ...(closing ? { closed_at: now } : {}) })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const after: TCaseRow = { ...updated, firm_name: row.firm_name };

  await addEvent(trx, row.id, {
    type: mc.event.type,
    fromStep: move.fromStep !== move.toStep ? move.fromStep : null,
    toStep: move.fromStep !== move.toStep ? move.toStep : null,
    taskId: mc.event.taskId ?? null,
    actionKey: mc.event.actionKey ?? null,
    actorUserId: mc.actorUserId,
    remarks: mc.event.remarks ?? null,
  });
  if (move.status === 'COMPLETED' && row.status === 'OPEN') {
    await addEvent(trx, row.id, { type: 'COMPLETED', actorUserId: mc.actorUserId });
  }
  await writeAudit(trx, {
    action: mc.audit,
    firmId: row.firm_id,
    actorUserId: mc.actorUserId,
    targetType: 'case',
    targetId: row.id,
    ip: mc.meta?.ip ?? null,
    requestId: mc.meta?.requestId ?? null,
    details: {
      caseRef: row.case_ref,
      fromStep: move.fromStep,
      toStep: move.toStep,
      status: move.status,
      ...(mc.event.actionKey ? { actionKey: mc.event.actionKey } : {}),
      ...(mc.completion ? { outcome: mc.completion.outcome } : {}),
    },
  });
  for (const effect of move.effects) {
    switch (effect) {
      case 'openStakeholderIdentity':
      case 'inviteStakeholders':
        await inviteStakeholders(trx, after, loaded, created, mc);
        break;
      case 'mailClientInvitation':
        await mailWaitingInvitations(trx, after, mc.publicUrl);
        break;
      case 'activateEntity':
        await activateEntity(trx, after, loaded.information, mc);
        break;
      case 'advanceReturnDate':
        await advanceReturnDate(trx, after, mc);
        break;
      case 'applyAmendment':
        await recordAmendment(trx, after, mc);
        break;
      case 'freezeAmendment':
        await freezeAmendment(trx, after);
        break;
    }
  }
  return after;
}

/** Writes the engine's new tasks of a case, numbered on from `afterSeq`; answers the rows made. */
export async function insertTasks(
  trx: TDb,
  row: Pick<TCaseRow, 'id' | 'firm_id'>,
  tasks: readonly TNewTask[],
  afterSeq: number,
): Promise<TTaskRow[]> {
  const created: TTaskRow[] = [];
  let seq = afterSeq;
  for (const task of tasks) {
    seq += 1;
    created.push(
      await trx
        .insertInto('tasks')
        .values({
          case_id: row.id,
          firm_id: row.firm_id,
          action_key: task.actionKey,
          step: task.step,
          status: task.status,
          assignee_role: task.assigneeRole,
          task_user_id: task.taskUserID,
          holder_id: task.holderID,
          seq,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return created;
}

export async function addEvent(
  trx: TDb,
  caseId: string,
  event: {
    type: TCaseEvent['type'];
    fromStep?: TStepKey | null;
    toStep?: TStepKey | null;
    taskId?: string | null;
    actionKey?: TTaskActionKey | null;
    actorUserId: string | null;
    remarks?: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('case_events')
    .values({
      case_id: caseId,
      type: event.type,
      from_step: event.fromStep ?? null,
      to_step: event.toStep ?? null,
      task_id: event.taskId ?? null,
      action_key: event.actionKey ?? null,
      actor_user_id: event.actorUserId,
      remarks: event.remarks ?? null,
    })
    .execute();
}

/**
 * Each stakeholder with an e-mail whose new task (identity, proof of address) waits for an account gets their own invitation
 * code: linking with it makes them a member of the case and gives them their task.
 */
async function inviteStakeholders(
  trx: TDb,
  row: TCaseRow,
  loaded: TLoadedCase,
  created: TTaskRow[],
  mc: TMoveContext,
): Promise<void> {
  const waiting = new Set(
    created.filter((t) => t.holder_id !== null && t.task_user_id === null).map((t) => t.holder_id),
  );
  for (const s of loaded.information.stakeholders) {
    if (!s.email || !waiting.has(s.holderID)) continue;
    const alreadyInvited = await trx
      .selectFrom('case_invitations')
      .select('id')
      .where('case_id', '=', row.id)
      .where('holder_id', '=', s.holderID)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (alreadyInvited) continue;
    // A corporate links through its authorised signer.
    const first = (s.holderType === 'C' ? s.authSignerFirstNameEng : s.engFirstName) ?? '';
    const last = (s.holderType === 'C' ? s.authSignerLastNameEng : s.engLastName) ?? '';
    if (!first || !last) continue;
    await createCaseInvitation(
      trx,
      row,
      {
        email: s.email,
        engFirstName: first,
        engLastName: last,
        holderId: s.holderID,
        language: mc.language,
        invitedBy: mc.actorUserId,
      },
      { send: true, publicUrl: mc.publicUrl },
    );
  }
}

async function mailWaitingInvitations(trx: TDb, row: TCaseRow, publicUrl: string): Promise<void> {
  const waiting = await trx
    .selectFrom('case_invitations')
    .selectAll()
    .where('case_id', '=', row.id)
    .where('sent_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .execute();
  for (const invitation of waiting) await sendCaseInvitation(trx, row, invitation, publicUrl);
}
