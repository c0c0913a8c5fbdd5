/**
 * Entering steps: the tasks a step opens, the steps skipped while they have nothing to do, and the
 * stakeholder identity tasks that ride alongside. The moves in engine.ts call these; nothing here
 * decides whether a move is allowed.
 */
import { WORKFLOWS } from './definitions.js';
import type { TEngineCase, TEngineContext, TMembers, TMove, TNewTask, TTaskChange } from './engine.types.js';
import type {
  TAssigneeRole,
  TCaseStatus,
  TCaseType,
  TStepKey,
  TStepSpec,
  TTaskSpec,
  TTaskStatus,
  TWorkflowEffect,
  TWorkflowDefinition,
} from './workflow.types.js';

/** The workflow of a case type. */
export function definitionOf(caseType: TCaseType): TWorkflowDefinition {
  return WORKFLOWS[caseType];
}

/** A step of a workflow, or undefined when the workflow has no such step. */
export function stepSpec(def: TWorkflowDefinition, key: TStepKey): TStepSpec | undefined {
  return def.steps.find((s) => s.key === key);
}

/** Whether a task still waits for someone (running or queued behind another). */
export function isOpen(status: TTaskStatus): boolean {
  return status === 'IN_PROGRESS' || status === 'QUEUED';
}

function userFor(role: TAssigneeRole, members: TMembers, holderUserID: string | null): string | null {
  switch (role) {
    case 'client':
      return members.clientUserID;
    case 'officer':
      return members.officerUserID;
    case 'stakeholder':
      return holderUserID;
    case 'reviewer':
      // A reviewer takes the task (claimTask); nobody is chosen for them.
      return null;
  }
}

/** The tasks a step opens, in order, for the case's members and stakeholders. */
function tasksOfStep(spec: TStepSpec, members: TMembers, ctx: TEngineContext): TNewTask[] {
  const made: TNewTask[] = [];
  for (const task of spec.tasks) {
    for (const one of expand(task, members, ctx)) {
      const waits = spec.sequential && made.length > 0;
      made.push({ ...one, step: spec.key, status: waits ? 'QUEUED' : 'IN_PROGRESS' });
    }
  }
  return made;
}

function expand(
  task: TTaskSpec,
  members: TMembers,
  ctx: TEngineContext,
): Omit<TNewTask, 'step' | 'status'>[] {
  if (!task.per) {
    return [
      {
        actionKey: task.actionKey,
        assigneeRole: task.assignee,
        taskUserID: userFor(task.assignee, members, null),
        holderID: null,
      },
    ];
  }
  if (task.per === 'each-stakeholder') {
    // Every stakeholder answers for themselves: by their account (the client too, when they are
    // one), by an e-mailed invitation until they have one, or through the client when no e-mail is known.
    return ctx.stakeholders
      .filter((s) => s.userID !== null || s.email !== null || members.clientUserID !== null)
      .map((s) => {
        const byClient = s.userID === null && s.email === null;
        return {
          actionKey: task.actionKey,
          assigneeRole: byClient ? ('client' as const) : task.assignee,
          taskUserID: byClient ? members.clientUserID : s.userID,
          holderID: s.holderID,
        };
      });
  }
  // One per signatory with an account; the client's own task already covers the client.
  return ctx.stakeholders
    .filter((s) => s.userID !== null && s.userID !== members.clientUserID)
    .filter((s) => s.isSignatory)
    .map((s) => ({
      actionKey: task.actionKey,
      assigneeRole: task.assignee,
      taskUserID: s.userID,
      holderID: s.holderID,
    }));
}

interface TEntered {
  step: TStepKey;
  status: TCaseStatus;
  newTasks: TNewTask[];
  effects: TWorkflowEffect[];
}

/**
 * Enters `key` and keeps going while a step has nothing to do: a link step whose client is already
 * linked, or a step whose tasks expand to none. Effects of the steps passed are collected in order.
 */
export function enter(
  def: TWorkflowDefinition,
  key: TStepKey,
  members: TMembers,
  ctx: TEngineContext,
): TEntered {
  const effects: TWorkflowEffect[] = [];
  let current = key;
  for (;;) {
    if (current === 'COMPLETED') {
      effects.push(...def.onComplete);
      return { step: 'COMPLETED', status: 'COMPLETED', newTasks: [], effects };
    }
    const spec = stepSpec(def, current);
    if (!spec) throw new Error(`Workflow ${def.caseType} has no step ${current}`);
    if (spec.skipWhen && ctx.conditions?.[spec.skipWhen] === true) {
      current = spec.next;
      continue;
    }
    effects.push(...(spec.onEnter ?? []));
    if (spec.waitsForLink) {
      if (spec.skipWhenClientLinked && members.clientUserID !== null) {
        effects.push(...(spec.onLeave ?? []));
        current = spec.next;
        continue;
      }
      return { step: current, status: 'OPEN', newTasks: [], effects };
    }
    const newTasks = tasksOfStep(spec, members, ctx);
    if (newTasks.length > 0) return { step: current, status: 'OPEN', newTasks, effects };
    effects.push(...(spec.onLeave ?? []));
    current = spec.next;
  }
}

/** The first state of a new case: its first step (links skipped when a client is already known) and its tasks. */
export function startCase(
  caseType: TCaseType,
  members: TMembers,
  ctx: TEngineContext,
): { step: TStepKey; status: TCaseStatus; newTasks: TNewTask[]; effects: TWorkflowEffect[] } {
  const def = definitionOf(caseType);
  const first = def.steps[0];
  if (!first) throw new Error(`Workflow ${caseType} has no steps`);
  return enter(def, first.key, members, ctx);
}

/** Leaves the current step for the next and answers with the move; side tasks end with the case. */
export function leaveStep(
  c: TEngineCase,
  def: TWorkflowDefinition,
  current: TStepSpec,
  taskChanges: TTaskChange[],
  members: TMembers,
  ctx: TEngineContext,
): TMove {
  const effects: TWorkflowEffect[] = [...(current.onLeave ?? [])];
  const entered = enter(def, current.next, members, ctx);
  effects.push(...entered.effects);
  if (entered.status === 'COMPLETED') {
    // Side tasks still open end with the case.
    for (const t of c.tasks) {
      if (isOpen(t.status) && !taskChanges.some((ch) => ch.taskID === t.taskID)) {
        taskChanges.push({ taskID: t.taskID, status: 'IN_ACTIVE' });
      }
    }
  }
  const newTasks = [...entered.newTasks];
  if (effects.includes('openStakeholderIdentity')) newTasks.push(...identityTasks(c, ctx));
  return {
    ok: true,
    fromStep: c.step,
    toStep: entered.step,
    status: entered.status,
    taskChanges,
    newTasks,
    effects,
  };
}

/**
 * One identity task per stakeholder with an e-mail (SH_I_FORM for an individual, SH_C_FORM for a
 * corporate), to that person once they have an account. A stakeholder who already has one open or
 * completed (the form came back and was submitted again) gets no second.
 */
function identityTasks(c: TEngineCase, ctx: TEngineContext): TNewTask[] {
  const has = new Set(
    c.tasks.filter((t) => t.step === null && t.status !== 'IN_ACTIVE' && t.holderID).map((t) => t.holderID),
  );
  return ctx.stakeholders
    .filter((s) => s.email !== null && !has.has(s.holderID))
    .map((s) => ({
      actionKey: s.holderType === 'C' ? 'SH_C_FORM' : 'SH_I_FORM',
      step: null,
      status: 'IN_PROGRESS',
      assigneeRole: 'stakeholder',
      taskUserID: s.userID,
      holderID: s.holderID,
    }));
}
