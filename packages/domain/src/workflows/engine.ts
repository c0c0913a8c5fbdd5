/**
 * The workflow engine: pure functions over a case's state and the facts the server gathered. Each
 * answers with the move to write (task changes, new tasks, the next step, effects) or a typed
 * refusal. The server writes a move in one transaction; it never changes a step by itself.
 *
 * This file holds the moves; entering steps lives in engine-steps.ts, the checks in engine-checks.ts.
 */
import { isComSecSide } from '../roles.js';
import { CHECK_FAILS, refuse, specOfTask } from './engine-checks.js';
import { definitionOf, enter, isOpen, leaveStep, stepSpec } from './engine-steps.js';
import type {
  TActor,
  TCaseFacts,
  TEngineCase,
  TEngineContext,
  TEngineResult,
  TEngineTask,
  TMembers,
  TMove,
  TTaskChange,
} from './engine.types.js';
import type { TRefusal, TTaskOutcome } from './workflow.types.js';

// index.ts re-exports this file, so the engine's public names are listed here; the helpers that the
// engine's files share among themselves stay internal.
export type {
  TActor,
  TCaseFacts,
  TEngineCase,
  TEngineContext,
  TEngineResult,
  TEngineStakeholder,
  TEngineTask,
  TMove,
  TNewTask,
  TTaskChange,
} from './engine.types.js';
export { startCase } from './engine-steps.js';
export { checksOfTask, outcomesOfTask } from './engine-checks.js';

function findOpenTask(c: TEngineCase, taskID: string): TEngineTask | TRefusal {
  if (c.status !== 'OPEN') return refuse('CASE_CLOSED', 'CASE_CLOSED');
  const task = c.tasks.find((t) => t.taskID === taskID);
  if (!task) return refuse('TASK_NOT_OPEN', 'NOT_FOUND');
  if (task.status === 'COMPLETED' || task.status === 'IN_ACTIVE')
    return refuse('TASK_NOT_OPEN', 'TASK_NOT_OPEN');
  if (task.status === 'QUEUED') return refuse('WRONG_STEP', 'TASK_NOT_READY');
  if (task.step !== null && task.step !== c.step) return refuse('WRONG_STEP', 'TASK_NOT_READY');
  return task;
}

function reviewerRefusal(c: TEngineCase, actor: TActor, facts: TCaseFacts): TRefusal | null {
  if (!isComSecSide(actor.userType)) return refuse('WRONG_ASSIGNEE', 'NOT_TASK_ASSIGNEE');
  const oneSeat = (facts.firmStaffCount ?? 0) <= 1;
  const preparers = facts.dueDiligencePreparers ?? [c.officerUserID];
  if (!oneSeat && preparers.includes(actor.userID)) return refuse('WRONG_ASSIGNEE', 'REVIEWER_MUST_DIFFER');
  return null;
}

/**
 * Completes a task: the actor must be its assignee, the task open and its turn, the outcome one it
 * accepts, and (to go on) every check met. Returns the move: the task completed, the next task of a
 * sequential step started, or the step left for the next one (or, on RETURN, for the earlier one).
 */
export function completeTask(
  c: TEngineCase,
  input: { taskID: string; actor: TActor; outcome?: TTaskOutcome },
  facts: TCaseFacts,
  ctx: TEngineContext,
): TEngineResult {
  const def = definitionOf(c.caseType);
  const found = findOpenTask(c, input.taskID);
  if ('ok' in found) return found;
  const task = found;
  if (task.taskUserID !== input.actor.userID) return refuse('WRONG_ASSIGNEE', 'NOT_TASK_ASSIGNEE');
  if (task.assigneeRole === 'reviewer') {
    const refused = reviewerRefusal(c, input.actor, facts);
    if (refused) return refused;
  }
  const outcome = input.outcome ?? 'APPROVE';
  const spec = specOfTask(def, task);
  if (!spec.outcomes.includes(outcome)) return refuse('OUTCOME_NOT_ALLOWED', 'VALIDATION_ERROR');
  if (outcome === 'APPROVE') {
    for (const check of spec.checks) {
      const refused = CHECK_FAILS[check](facts, input.actor);
      if (refused) return refused;
    }
  }

  const members: TMembers = { officerUserID: c.officerUserID, clientUserID: c.clientUserID };
  const taskChanges: TTaskChange[] = [{ taskID: task.taskID, status: 'COMPLETED' }];
  const stay = (): TMove => ({
    ok: true,
    fromStep: c.step,
    toStep: c.step,
    status: 'OPEN',
    taskChanges,
    newTasks: [],
    effects: [],
  });

  if (task.step === null) return stay();
  const current = stepSpec(def, c.step);
  if (!current) throw new Error(`Workflow ${c.caseType} has no step ${c.step}`);

  if (outcome === 'RETURN') {
    // Everything still open in this step is withdrawn; the earlier step starts again.
    for (const other of c.tasks) {
      if (other.taskID !== task.taskID && other.step === c.step && isOpen(other.status)) {
        taskChanges.push({ taskID: other.taskID, status: 'IN_ACTIVE' });
      }
    }
    const back = current.returnTo;
    if (!back) throw new Error(`Step ${c.step} has no return step`);
    const entered = enter(def, back, members, ctx);
    return {
      ok: true,
      fromStep: c.step,
      toStep: entered.step,
      status: entered.status,
      taskChanges,
      newTasks: entered.newTasks,
      effects: entered.effects,
    };
  }

  const stillOpen = c.tasks.filter((t) => t.taskID !== task.taskID && t.step === c.step && isOpen(t.status));
  if (stillOpen.length > 0) {
    if (current.sequential && !stillOpen.some((t) => t.status === 'IN_PROGRESS')) {
      const nextQueued = stillOpen.find((t) => t.status === 'QUEUED');
      if (nextQueued) taskChanges.push({ taskID: nextQueued.taskID, status: 'IN_PROGRESS' });
    }
    return stay();
  }
  return leaveStep(c, def, current, taskChanges, members, ctx);
}

/**
 * A client linked to the case with an invitation code. Becomes the point of contact when the case
 * has none; client tasks waiting for someone go to them; a step waiting for the link moves on.
 * A stakeholder linking gets their own waiting tasks.
 */
export function linkClient(
  c: TEngineCase,
  input: { userID: string; holderID: string | null },
  ctx: TEngineContext,
): TEngineResult {
  if (c.status !== 'OPEN') return refuse('CASE_CLOSED', 'CASE_CLOSED');
  const def = definitionOf(c.caseType);
  const becomesContact = c.clientUserID === null && input.holderID === null;
  const members: TMembers = {
    officerUserID: c.officerUserID,
    clientUserID: becomesContact ? input.userID : c.clientUserID,
  };
  const taskChanges: TTaskChange[] = [];
  for (const t of c.tasks) {
    if (!isOpen(t.status) || t.taskUserID !== null) continue;
    if (becomesContact && t.assigneeRole === 'client')
      taskChanges.push({ taskID: t.taskID, taskUserID: input.userID });
    if (input.holderID !== null && t.assigneeRole === 'stakeholder' && t.holderID === input.holderID) {
      taskChanges.push({ taskID: t.taskID, taskUserID: input.userID });
    }
  }
  const current = stepSpec(def, c.step);
  if (current?.waitsForLink && members.clientUserID !== null) {
    const moved = leaveStep(
      { ...c, clientUserID: members.clientUserID },
      def,
      current,
      taskChanges,
      members,
      ctx,
    );
    return moved;
  }
  return {
    ok: true,
    fromStep: c.step,
    toStep: c.step,
    status: c.status,
    taskChanges,
    newTasks: [],
    effects: [],
  };
}

/** Someone takes charge of the case (or it is handed over): open officer tasks follow them. */
export function assignOfficer(c: TEngineCase, officer: TActor): TEngineResult {
  if (c.status !== 'OPEN') return refuse('CASE_CLOSED', 'CASE_CLOSED');
  if (!isComSecSide(officer.userType)) return refuse('NOT_ALLOWED', 'FORBIDDEN');
  const taskChanges: TTaskChange[] = c.tasks
    .filter((t) => isOpen(t.status) && t.assigneeRole === 'officer' && t.taskUserID !== officer.userID)
    .map((t) => ({ taskID: t.taskID, taskUserID: officer.userID }));
  return {
    ok: true,
    fromStep: c.step,
    toStep: c.step,
    status: c.status,
    taskChanges,
    newTasks: [],
    effects: [],
  };
}

/**
 * A reviewer takes an open review task: firm staff other than the due diligence's preparers. A task
 * someone else holds may be taken over by a SYSTEM_ADMIN only (who alone approves a high rating), so
 * a review a colleague cannot finish does not get stuck.
 */
export function claimTask(c: TEngineCase, taskID: string, actor: TActor, facts: TCaseFacts): TEngineResult {
  const found = findOpenTask(c, taskID);
  if ('ok' in found) return found;
  if (found.assigneeRole !== 'reviewer') return refuse('NOT_ALLOWED', 'NOT_TASK_ASSIGNEE');
  const heldByOther = found.taskUserID !== null && found.taskUserID !== actor.userID;
  if (heldByOther && actor.userType !== 'SYSTEM_ADMIN') return refuse('NOT_ALLOWED', 'CONFLICT');
  const refused = reviewerRefusal(c, actor, facts);
  if (refused) return refused;
  return {
    ok: true,
    fromStep: c.step,
    toStep: c.step,
    status: c.status,
    taskChanges: [{ taskID, taskUserID: actor.userID }],
    newTasks: [],
    effects: [],
  };
}

/** How the person cancelling stands to the case. */
export type TCancelRelation = 'officer' | 'firmAdmin' | 'firmStaff' | 'client' | 'other';

/**
 * Cancels an open case: every open task is withdrawn. The officer or a SYSTEM_ADMIN of the firm may;
 * a client may withdraw their own request while no staff member has taken charge of it.
 */
export function cancelCase(c: TEngineCase, relation: TCancelRelation): TEngineResult {
  if (c.status !== 'OPEN') return refuse('CASE_CLOSED', 'CASE_CLOSED');
  const allowed =
    relation === 'officer' ||
    relation === 'firmAdmin' ||
    (relation === 'client' && c.requestedByClient && c.officerUserID === null);
  if (!allowed) return refuse('NOT_ALLOWED', 'FORBIDDEN');
  const taskChanges: TTaskChange[] = c.tasks
    .filter((t) => isOpen(t.status))
    .map((t) => ({ taskID: t.taskID, status: 'IN_ACTIVE' as const }));
  return {
    ok: true,
    fromStep: c.step,
    toStep: c.step,
    status: 'CANCELLED',
    taskChanges,
    newTasks: [],
    effects: [],
  };
}
