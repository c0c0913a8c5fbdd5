import type { TRiskRating } from '../compliance/risk-rating.js';
import type { TUserType } from '../roles.js';
import { isComSecSide } from '../roles.js';
import { WORKFLOWS } from './definitions.js';
import type {
  TAssigneeRole,
  TCaseStatus,
  TCaseType,
  TCheckKey,
  TRefusal,
  TStepKey,
  TStepSpec,
  TTaskActionKey,
  TTaskOutcome,
  TTaskSpec,
  TTaskStatus,
  TWorkflowEffect,
  TWorkflowDefinition,
} from './workflow.types.js';

/**
 * The workflow engine: pure functions over a case's state and the facts the server gathered. Each
 * answers with the move to write (task changes, new tasks, the next step, effects) or a typed
 * refusal. The server writes a move in one transaction; it never changes a step by itself.
 */

export interface TEngineTask {
  taskID: string;
  actionKey: TTaskActionKey;
  /** The step the task belongs to; null for a side task (stakeholder identity). */
  step: TStepKey | null;
  status: TTaskStatus;
  assigneeRole: TAssigneeRole;
  taskUserID: string | null;
  holderID: string | null;
}

export interface TEngineCase {
  caseType: TCaseType;
  status: TCaseStatus;
  step: TStepKey;
  officerUserID: string | null;
  clientUserID: string | null;
  /** The client asked for the case (new request) rather than staff opening it. */
  requestedByClient: boolean;
  tasks: readonly TEngineTask[];
}

/** A stakeholder of the case, as far as the workflow needs one. */
export interface TEngineStakeholder {
  holderID: string;
  holderType: 'I' | 'C';
  /** Their portal account, once known. */
  userID: string | null;
  email: string | null;
  /** Signs the case's documents (founder member, director or company secretary). */
  isSignatory: boolean;
}

export interface TEngineContext {
  stakeholders: readonly TEngineStakeholder[];
}

export interface TActor {
  userID: string;
  userType: TUserType;
}

/**
 * What the server found true about the case when a task is completed. A fact left out counts as
 * not met: the engine fails closed.
 */
export interface TCaseFacts {
  /** Fields of the case information that are missing or wrong (empty when valid). */
  caseInformationProblems?: readonly string[];
  /**
   * Each person owed due diligence (every stakeholder of the tree, counted once) and the checks its
   * current record ticked (null when it has none).
   */
  dueDiligence?: readonly {
    holderID: string;
    name: string;
    record: null | {
      identityDocumentChecked: boolean;
      addressProofChecked: boolean;
      nameScreeningDone: boolean;
    };
  }[];
  riskAssessment?: { rating: TRiskRating } | null;
  /**
   * Who prepared the due diligence the reviewer checks: the completer of the due-diligence task and
   * the authors of its current records. Left out, the case's officer counts as the preparer.
   */
  dueDiligencePreparers?: readonly string[];
  /** Active COM_SEC and SYSTEM_ADMIN accounts of the firm (a one-seat firm may review its own). */
  firmStaffCount?: number;
  /** Forms and documents not yet ticked as checked (names). */
  documentsUnchecked?: readonly string[];
  invoiceIssued?: boolean;
  invoicePaid?: boolean;
  /** Documents still waiting for the task's person to sign (names). */
  signaturesMissing?: readonly string[];
  filingRecorded?: boolean;
  /** Incorporation particulars not yet recorded (field names). */
  incorporationMissing?: readonly string[];
  entityInformationProblems?: readonly string[];
  amendmentRecorded?: boolean;
  stakeholderConfirmed?: boolean;
}

export interface TNewTask {
  actionKey: TTaskActionKey;
  step: TStepKey | null;
  status: 'IN_PROGRESS' | 'QUEUED';
  assigneeRole: TAssigneeRole;
  taskUserID: string | null;
  holderID: string | null;
}

export interface TTaskChange {
  taskID: string;
  status?: TTaskStatus;
  taskUserID?: string | null;
}

export interface TMove {
  ok: true;
  fromStep: TStepKey;
  toStep: TStepKey;
  status: TCaseStatus;
  taskChanges: TTaskChange[];
  newTasks: TNewTask[];
  effects: TWorkflowEffect[];
}

export type TEngineResult = TMove | TRefusal;

function refuse(kind: TRefusal['kind'], code: TRefusal['code'], extra: Partial<TRefusal> = {}): TRefusal {
  return { ok: false, kind, code, ...extra };
}

function definitionOf(caseType: TCaseType): TWorkflowDefinition {
  return WORKFLOWS[caseType];
}

function stepSpec(def: TWorkflowDefinition, key: TStepKey): TStepSpec | undefined {
  return def.steps.find((s) => s.key === key);
}

function isOpen(status: TTaskStatus): boolean {
  return status === 'IN_PROGRESS' || status === 'QUEUED';
}

interface TMembers {
  officerUserID: string | null;
  clientUserID: string | null;
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
  // One per stakeholder with an account; the client's own task already covers the client.
  return ctx.stakeholders
    .filter((s) => s.userID !== null && s.userID !== members.clientUserID)
    .filter((s) => task.per === 'each-stakeholder' || s.isSignatory)
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
function enter(def: TWorkflowDefinition, key: TStepKey, members: TMembers, ctx: TEngineContext): TEntered {
  const effects: TWorkflowEffect[] = [];
  let current = key;
  for (;;) {
    if (current === 'COMPLETED') {
      effects.push(...def.onComplete);
      return { step: 'COMPLETED', status: 'COMPLETED', newTasks: [], effects };
    }
    const spec = stepSpec(def, current);
    if (!spec) throw new Error(`Workflow ${def.caseType} has no step ${current}`);
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

const CHECK_FAILS: Record<TCheckKey, (facts: TCaseFacts, actor: TActor) => TRefusal | null> = {
  caseInformationValid: (f) => unmet('caseInformationValid', '15001', f.caseInformationProblems),
  entityInformationValid: (f) => unmet('entityInformationValid', '15001', f.entityInformationProblems),
  dueDiligenceComplete: (f) => {
    if (!f.dueDiligence) return precondition('dueDiligenceComplete', '18004', []);
    const noRecord = f.dueDiligence.filter((s) => s.record === null).map((s) => s.name);
    if (noRecord.length > 0) return precondition('dueDiligenceComplete', '18004', noRecord);
    // 18008: the identity document or the proof of address not ticked as checked.
    const unchecked = f.dueDiligence
      .filter((s) => s.record && !(s.record.identityDocumentChecked && s.record.addressProofChecked))
      .map((s) => s.name);
    if (unchecked.length > 0) return precondition('dueDiligenceComplete', '18008', unchecked);
    const unscreened = f.dueDiligence
      .filter((s) => s.record && !s.record.nameScreeningDone)
      .map((s) => s.name);
    if (unscreened.length > 0) return precondition('dueDiligenceComplete', '18012', unscreened);
    return null;
  },
  riskAssessed: (f, actor) => {
    if (!f.riskAssessment) return precondition('riskAssessed', '18004', ['riskAssessment']);
    if (f.riskAssessment.rating === 'HIGH' && actor.userType !== 'SYSTEM_ADMIN') {
      return refuse('NOT_ALLOWED', 'HIGH_RISK_NEEDS_ADMIN', { check: 'riskAssessed' });
    }
    return null;
  },
  documentsCrossChecked: (f) => unmet('documentsCrossChecked', '15001', f.documentsUnchecked),
  invoiceIssued: (f) =>
    f.invoiceIssued === true ? null : precondition('invoiceIssued', '15001', ['invoice']),
  invoicePaid: (f) => (f.invoicePaid === true ? null : precondition('invoicePaid', '15001', ['payment'])),
  signaturesCaptured: (f) => unmet('signaturesCaptured', '15001', f.signaturesMissing),
  filingRecorded: (f) =>
    f.filingRecorded === true ? null : precondition('filingRecorded', '15001', ['filing']),
  incorporationRecorded: (f) => unmet('incorporationRecorded', '15001', f.incorporationMissing),
  amendmentRecorded: (f) =>
    f.amendmentRecorded === true ? null : precondition('amendmentRecorded', '15001', ['amendment']),
  stakeholderConfirmed: (f) =>
    f.stakeholderConfirmed === true ? null : precondition('stakeholderConfirmed', '15001', ['stakeholder']),
};

function precondition(check: TCheckKey, code: TRefusal['code'], missing: readonly string[]): TRefusal {
  return refuse('PRECONDITION_UNMET', code, { check, missing });
}

/** A list of problems: unmet when absent (not gathered) or non-empty. */
function unmet(
  check: TCheckKey,
  code: TRefusal['code'],
  problems: readonly string[] | undefined,
): TRefusal | null {
  if (problems === undefined) return precondition(check, code, []);
  return problems.length === 0 ? null : precondition(check, code, problems);
}

function specOfTask(
  def: TWorkflowDefinition,
  task: TEngineTask,
): { checks: readonly TCheckKey[]; outcomes: readonly TTaskOutcome[] } {
  if (task.step === null) {
    const side = def.sideTasks.find((s) => s.actionKey === task.actionKey);
    return { checks: side?.checks ?? [], outcomes: ['APPROVE'] };
  }
  const spec = stepSpec(def, task.step)?.tasks.find(
    (t) => t.actionKey === task.actionKey && t.assignee === task.assigneeRole,
  );
  return { checks: spec?.checks ?? [], outcomes: spec?.outcomes ?? ['APPROVE'] };
}

/** The checks a task must pass, for screens that show what is still missing. */
export function checksOfTask(
  caseType: TCaseType,
  task: Pick<TEngineTask, 'step' | 'actionKey' | 'assigneeRole'>,
): readonly TCheckKey[] {
  return specOfTask(definitionOf(caseType), {
    ...task,
    taskID: '',
    status: 'IN_PROGRESS',
    taskUserID: null,
    holderID: null,
  }).checks;
}

/** The outcomes a task accepts (APPROVE, and RETURN for review tasks). */
export function outcomesOfTask(
  caseType: TCaseType,
  task: Pick<TEngineTask, 'step' | 'actionKey' | 'assigneeRole'>,
): readonly TTaskOutcome[] {
  return specOfTask(definitionOf(caseType), {
    ...task,
    taskID: '',
    status: 'IN_PROGRESS',
    taskUserID: null,
    holderID: null,
  }).outcomes;
}

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

function leaveStep(
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
