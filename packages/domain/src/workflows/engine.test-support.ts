/**
 * Test support for the workflow engine: the people of a case, facts with every check met, and a small
 * in-memory case that applies the engine's moves the way the server's transaction does.
 */
import {
  claimTask,
  completeTask,
  startCase,
  type TActor,
  type TCaseFacts,
  type TEngineCase,
  type TEngineContext,
  type TEngineResult,
  type TEngineTask,
  type TMove,
} from './engine.js';
import type { TCaseType, TTaskActionKey, TTaskOutcome } from './workflow.types.js';

export const officer: TActor = { userID: 'officer', userType: 'COM_SEC' };
export const admin: TActor = { userID: 'admin', userType: 'SYSTEM_ADMIN' };
export const colleague: TActor = { userID: 'colleague', userType: 'COM_SEC' };
export const client: TActor = { userID: 'client', userType: 'GU' };
export const director: TActor = { userID: 'director', userType: 'GU' };

/** Every check met: what a well-run case looks like by the time each task is done. */
export const ALL_MET: TCaseFacts = {
  caseInformationProblems: [],
  dueDiligence: [
    {
      holderID: 'h1',
      name: 'Chan Tai Man',
      record: { identityDocumentChecked: true, addressProofChecked: true, nameScreeningDone: true },
    },
  ],
  riskAssessment: { rating: 'LOW' },
  dueDiligencePreparers: ['officer'],
  firmStaffCount: 3,
  documentsUnchecked: [],
  invoiceIssued: true,
  invoicePaid: true,
  signaturesMissing: [],
  filingRecorded: true,
  incorporationMissing: [],
  entityInformationProblems: [],
  amendmentRecorded: true,
  stakeholderConfirmed: true,
  renewalSectionsUnanswered: [],
  acknowledgementMissing: [],
};

export const WITH_DIRECTOR: TEngineContext = {
  stakeholders: [
    { holderID: 'h1', holderType: 'I', userID: 'director', email: 'd@example.com', isSignatory: true },
    { holderID: 'h2', holderType: 'C', userID: null, email: 'corp@example.com', isSignatory: true },
    { holderID: 'h3', holderType: 'I', userID: null, email: null, isSignatory: false },
  ],
};
export const NOBODY: TEngineContext = { stakeholders: [] };

/** A small in-memory case that applies the engine's moves, as the server does in its transaction. */
export class Sim {
  c: TEngineCase;
  private next = 1;
  effects: string[] = [];

  constructor(
    caseType: TCaseType,
    members: { officerUserID: string | null; clientUserID: string | null },
    readonly ctx: TEngineContext,
    requestedByClient = false,
  ) {
    const started = startCase(caseType, members, ctx);
    this.c = {
      caseType,
      status: started.status,
      step: started.step,
      ...members,
      requestedByClient,
      tasks: [],
    };
    this.effects.push(...started.effects);
    this.addTasks(started.newTasks);
  }

  private addTasks(tasks: TMove['newTasks']): void {
    const made: TEngineTask[] = tasks.map((t) => ({ ...t, taskID: `t${this.next++}` }));
    this.c = { ...this.c, tasks: [...this.c.tasks, ...made] };
  }

  apply(result: TEngineResult): TMove {
    if (!result.ok) throw new Error(`refused: ${result.kind} ${result.code}`);
    const tasks = this.c.tasks.map((t) => {
      const change = result.taskChanges.find((ch) => ch.taskID === t.taskID);
      return change ? { ...t, ...change } : t;
    });
    this.c = { ...this.c, tasks, step: result.toStep, status: result.status };
    this.effects.push(...result.effects);
    this.addTasks(result.newTasks);
    return result;
  }

  open(actionKey?: TTaskActionKey): TEngineTask[] {
    return this.c.tasks.filter(
      (t) =>
        (t.status === 'IN_PROGRESS' || t.status === 'QUEUED') && (!actionKey || t.actionKey === actionKey),
    );
  }

  task(actionKey: TTaskActionKey, userID?: string): TEngineTask {
    const found = this.c.tasks.find(
      (t) =>
        t.actionKey === actionKey &&
        t.status === 'IN_PROGRESS' &&
        (userID === undefined || t.taskUserID === userID),
    );
    if (!found) throw new Error(`no open ${actionKey} for ${userID ?? 'anyone'} at ${this.c.step}`);
    return found;
  }

  complete(
    actionKey: TTaskActionKey,
    actor: TActor,
    facts: TCaseFacts = ALL_MET,
    outcome?: TTaskOutcome,
  ): TMove {
    const task = this.task(actionKey, actor.userID);
    return this.apply(completeTask(this.c, { taskID: task.taskID, actor, outcome }, facts, this.ctx));
  }

  attempt(
    actionKey: TTaskActionKey,
    actor: TActor,
    facts: TCaseFacts = ALL_MET,
    outcome?: TTaskOutcome,
  ): TEngineResult {
    const task = this.c.tasks.find((t) => t.actionKey === actionKey && t.status !== 'COMPLETED');
    if (!task) throw new Error(`no ${actionKey}`);
    return completeTask(this.c, { taskID: task.taskID, actor, outcome }, facts, this.ctx);
  }

  claim(actionKey: TTaskActionKey, actor: TActor, facts: TCaseFacts = ALL_MET): TMove {
    return this.apply(claimTask(this.c, this.task(actionKey).taskID, actor, facts));
  }
}

/** A refusal as plain data for toEqual; throws when the engine answered with a move instead. */
export function refusal(result: TEngineResult): { kind: string; code: string; missing?: readonly string[] } {
  if (result.ok) throw new Error('expected a refusal');
  return { kind: result.kind, code: result.code, ...(result.missing ? { missing: result.missing } : {}) };
}
