import {
  claimTask,
  completeTask,
  outcomesOfTask,
  taskCompletedPath,
  TASK_RESULT_SCHEMAS,
  type TCompleteTaskRequest,
  type TCompleteTaskResponse,
  type TTaskActionKey,
  type TTaskInfo,
  findHolder,
  type TLanguage,
} from '@portal/domain';
import { draftOf } from '../amendments/amendments.repository.js';
import { draftIssues } from '../amendments/amendments.service.js';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { isFirmStaff, taskVisibleTo } from '../cases/case-access.js';
import { applyMove, loadEngineCase, refusalError } from '../cases/case-moves.js';
import { loadPeople, selectTaskJoined, toTask, type TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { gatherFacts, reviewFacts } from './task-facts.js';
import { informationIssuesOf } from '../cases/case-information.service.js';
import { identificationOf } from '../cases/holders.service.js';
import { SIGNING_ACTION_KEYS } from '../documents/documents.service.js';
import { checkFieldRemarks, takesFieldRemarks } from '../review/review.service.js';

export type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

export interface TTaskDeps {
  db: TDb;
  publicUrl: string;
}

async function findVisibleTask(db: TDb, auth: TCaller, taskId: string) {
  const row = await selectTaskJoined(db)
    .where('tasks.id', '=', taskId)
    .where(taskVisibleTo(auth))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /api/tasks/:taskID. */
export async function taskInfo(db: TDb, auth: TCaller, taskId: string): Promise<TTaskInfo> {
  const row = await findVisibleTask(db, auth, taskId);
  const people = await loadPeople(db, [row.task_user_id, row.completed_by]);
  const task = toTask(row, people, auth.userType);
  const caseRow = await requireVisibleCase(db, auth, row.case_id);
  const open = caseRow.status === 'OPEN' && row.status === 'IN_PROGRESS';
  let mayClaim = false;
  // Nobody holds the review yet, or (a SYSTEM_ADMIN taking it over) someone else does.
  const claimable =
    row.task_user_id === null || (auth.userType === 'SYSTEM_ADMIN' && row.task_user_id !== auth.userId);
  if (
    open &&
    row.assignee_role === 'reviewer' &&
    claimable &&
    isFirmStaff(auth) &&
    auth.firmId === row.firm_id
  ) {
    const loaded = await loadEngineCase(db, caseRow);
    const facts = await reviewFacts(db, caseRow, loaded);
    mayClaim = claimTask(loaded.engine, taskId, { userID: auth.userId, userType: auth.userType }, facts).ok;
  }
  // What a task recorded (due diligence, risk reasons) is the firm's; a client sees only their own task's.
  const mayReadResult =
    (isFirmStaff(auth) && auth.firmId === row.firm_id) ||
    auth.userType === 'SMOOOTH' ||
    row.completed_by === auth.userId;
  return {
    ...task,
    outcomes: [
      ...outcomesOfTask(caseRow.case_type, {
        step: row.step,
        actionKey: row.action_key,
        assigneeRole: row.assignee_role,
      }),
    ],
    mayComplete: open && row.task_user_id === auth.userId && (row.step === null || row.step === caseRow.step),
    mayClaim,
    result: mayReadResult ? row.result : null,
  };
}

/** POST /api/tasks/:taskID/claim: a reviewer takes the review. */
export async function claimTaskById(
  deps: TTaskDeps,
  auth: TCaller,
  meta: TRequestMeta,
  taskId: string,
): Promise<TTaskInfo> {
  if (!isFirmStaff(auth)) throw new AppError('FORBIDDEN');
  const visible = await findVisibleTask(deps.db, auth, taskId);
  await deps.db.transaction().execute(async (trx) => {
    const caseRow = await requireVisibleCase(trx, auth, visible.case_id, true);
    const loaded = await loadEngineCase(trx, caseRow);
    const facts = await reviewFacts(trx, caseRow, loaded);
    const move = claimTask(loaded.engine, taskId, { userID: auth.userId, userType: auth.userType }, facts);
    if (!move.ok) throw refusalError(move);
    await applyMove(trx, caseRow, loaded, move, {
      actorUserId: auth.userId,
      meta,
      publicUrl: deps.publicUrl,
      language: auth.language,
      event: { type: 'TASK_CLAIMED', taskId, actionKey: visible.action_key },
      audit: 'case.task_claimed',
    });
  });
  return taskInfo(deps.db, auth, taskId);
}

/** Validates what the task records, naming each wrong field as `result.<path>`. */
function parseResult(
  actionKey: TTaskActionKey,
  result: Record<string, unknown> | undefined,
): Record<string, unknown> | null {
  if (result === undefined) return null;
  const parsed = TASK_RESULT_SCHEMAS[actionKey].safeParse(result);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => {
      const field = ['result', ...issue.path.map(String)].join('.');
      const reason =
        issue.code === 'unrecognized_keys'
          ? 'unknownField'
          : issue.code === 'invalid_type' && issue.input === undefined
            ? 'required'
            : 'invalid';
      return { field, reason, message: '' };
    });
    const first = details[0];
    throw new AppError('VALIDATION_ERROR', {}, { field: first?.field ?? 'result', details });
  }
  return parsed.data;
}

/**
 * POST /api/tasks/:taskID/complete: runs the engine and writes its move in one transaction. The case
 * row is locked first, so of two people completing the same task at once, the second finds it
 * completed and gets TASK_NOT_OPEN.
 */
export async function completeTaskById(
  deps: TTaskDeps,
  auth: TCaller,
  meta: TRequestMeta,
  taskId: string,
  body: TCompleteTaskRequest,
): Promise<TCompleteTaskResponse> {
  const visible = await findVisibleTask(deps.db, auth, taskId);
  const outcome = body.outcome ?? 'APPROVE';
  const remarks = body.remarks?.trim() || null;
  if (outcome === 'RETURN' && !remarks) throw fieldError('remarks', 'required');
  const fieldRemarks = body.fieldRemarks ?? [];
  // Remarks at fields go back to the client with a returned review, and nowhere else.
  if (fieldRemarks.length > 0 && (outcome !== 'RETURN' || !takesFieldRemarks(visible.action_key)))
    throw fieldError('fieldRemarks', 'invalid');
  const result =
    outcome === 'RETURN'
      ? fieldRemarks.length > 0
        ? { fieldRemarks }
        : null
      : parseResult(visible.action_key, body.result);
  const after = await deps.db.transaction().execute(async (trx) => {
    const caseRow = await requireVisibleCase(trx, auth, visible.case_id, true);
    const loaded = await loadEngineCase(trx, caseRow);
    const task = loaded.tasks.find((t) => t.id === taskId);
    if (!task) throw new AppError('NOT_FOUND');
    checkFieldRemarks(loaded.information, fieldRemarks);
    const facts = await gatherFacts(trx, caseRow, loaded, task, result, auth.language);
    const move = completeTask(
      loaded.engine,
      { taskID: taskId, actor: { userID: auth.userId, userType: auth.userType }, outcome },
      facts,
      loaded.ctx,
    );
    if (!move.ok) {
      // The case information's refusal names every problem with its rule, as the form shows it.
      if (move.check === 'caseInformationValid' || move.check === 'entityInformationValid') {
        const issues = informationIssuesOf(caseRow);
        throw new AppError(
          move.code,
          {},
          { details: issues.map((i) => ({ field: i.path, reason: i.key, message: '' })) },
        );
      }
      // The record update's refusal names each drafted change's problems, as its screen shows them.
      if (move.check === 'amendmentRecorded' && caseRow.entity_id) {
        const issues = await draftIssues(trx, caseRow.entity_id, (await draftOf(trx, caseRow.id)).changes);
        throw new AppError(
          move.code,
          {},
          { details: issues.map((i) => ({ field: i.path, reason: i.key, message: '' })) },
        );
      }
      const holder = task.holder_id ? findHolder(loaded.information.stakeholders, task.holder_id) : undefined;
      if (
        move.check === 'stakeholderConfirmed' &&
        holder &&
        (task.action_key === 'SH_I_FORM' || task.action_key === 'SH_C_FORM')
      ) {
        const issues = identificationOf(loaded.information, holder).issues;
        if (issues.length > 0) {
          throw new AppError(
            move.code,
            {},
            { details: issues.map((i) => ({ field: i.path, reason: i.key, message: '' })) },
          );
        }
      }
      throw refusalError(move);
    }
    return applyMove(trx, caseRow, loaded, move, {
      actorUserId: auth.userId,
      meta,
      publicUrl: deps.publicUrl,
      language: auth.language,
      event: {
        type: outcome === 'RETURN' ? 'SENT_BACK' : 'TASK_COMPLETED',
        taskId,
        actionKey: task.action_key,
        remarks,
      },
      audit: 'case.task_completed',
      completion: { taskId, outcome, remarks, result },
    });
  });
  const row = await findVisibleTask(deps.db, auth, taskId);
  const people = await loadPeople(deps.db, [row.task_user_id, row.completed_by]);
  return {
    task: toTask(row, people, auth.userType),
    caseStatus: after.status,
    step: after.step,
    nextPath: taskCompletedPath(taskId, auth.userType),
  };
}

/**
 * After a record that may satisfy tasks of the case (a signature, a confirmed payment, an issued
 * invoice): completes, as their assignees, the in-progress tasks with these action keys whose checks
 * now pass, one move at a time (the last one of a step moves the case on). Runs in the caller's
 * transaction, under the case's lock. Returns the case row as it then stands.
 */
export async function completeSatisfiedTasks(
  trx: TDb,
  row: TCaseRow,
  context: { meta: TRequestMeta | null; publicUrl: string; language: TLanguage },
  actionKeys: readonly TTaskActionKey[],
): Promise<TCaseRow> {
  let current = row;
  for (;;) {
    const loaded = await loadEngineCase(trx, current);
    let moved = false;
    for (const task of loaded.tasks) {
      if (task.status !== 'IN_PROGRESS' || !actionKeys.includes(task.action_key) || !task.task_user_id)
        continue;
      const assignee = await trx
        .selectFrom('users')
        .select('user_type')
        .where('id', '=', task.task_user_id)
        .executeTakeFirstOrThrow();
      const facts = await gatherFacts(trx, current, loaded, task, null, context.language);
      const move = completeTask(
        loaded.engine,
        {
          taskID: task.id,
          actor: { userID: task.task_user_id, userType: assignee.user_type },
          outcome: 'APPROVE',
        },
        facts,
        loaded.ctx,
      );
      // Not satisfied yet (a signature or the payment still missing): it stays open.
      if (!move.ok) continue;
      current = await applyMove(trx, current, loaded, move, {
        actorUserId: task.task_user_id,
        meta: context.meta,
        publicUrl: context.publicUrl,
        language: context.language,
        event: { type: 'TASK_COMPLETED', taskId: task.id, actionKey: task.action_key, remarks: null },
        audit: 'case.task_completed',
        completion: { taskId: task.id, outcome: 'APPROVE', remarks: null, result: null },
      });
      moved = true;
      break;
    }
    if (!moved) return current;
  }
}

/** After a signature: the signing tasks whose signatures are now all in complete. */
export async function completeSatisfiedSigningTasks(
  trx: TDb,
  row: TCaseRow,
  context: { meta: TRequestMeta; publicUrl: string; language: TLanguage },
): Promise<void> {
  await completeSatisfiedTasks(trx, row, context, SIGNING_ACTION_KEYS);
}
