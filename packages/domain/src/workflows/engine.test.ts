import { describe, expect, it } from 'vitest';
import { WORKFLOWS, stepsOf } from './definitions.js';
import {
  assignOfficer,
  cancelCase,
  checksOfTask,
  claimTask,
  completeTask,
  linkClient,
  outcomesOfTask,
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

const officer: TActor = { userID: 'officer', userType: 'COM_SEC' };
const admin: TActor = { userID: 'admin', userType: 'SYSTEM_ADMIN' };
const colleague: TActor = { userID: 'colleague', userType: 'COM_SEC' };
const client: TActor = { userID: 'client', userType: 'GU' };
const director: TActor = { userID: 'director', userType: 'GU' };

/** Every check met: what a well-run case looks like by the time each task is done. */
const ALL_MET: TCaseFacts = {
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
};

const WITH_DIRECTOR: TEngineContext = {
  stakeholders: [
    { holderID: 'h1', holderType: 'I', userID: 'director', email: 'd@example.com', isSignatory: true },
    { holderID: 'h2', holderType: 'C', userID: null, email: 'corp@example.com', isSignatory: true },
    { holderID: 'h3', holderType: 'I', userID: null, email: null, isSignatory: false },
  ],
};
const NOBODY: TEngineContext = { stakeholders: [] };

/** A small in-memory case that applies the engine's moves, as the server does in its transaction. */
class Sim {
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

function refusal(result: TEngineResult): { kind: string; code: string; missing?: readonly string[] } {
  if (result.ok) throw new Error('expected a refusal');
  return { kind: result.kind, code: result.code, ...(result.missing ? { missing: result.missing } : {}) };
}

/** Walks an incorporation from the form to its end; returns the simulation at COMPLETED. */
function walkIncorporation(sim: Sim): Sim {
  sim.complete('POC_FORM', client);
  sim.complete('CS_FORM_R', officer);
  sim.complete('DD_CS_FORM', officer);
  sim.claim('DD_CO_FORM', colleague);
  sim.complete('DD_CO_FORM', colleague);
  sim.complete('DD_S_FORM', officer);
  sim.complete('T_PAYMENT_INVOICE', officer);
  sim.complete('T_PAYMENT_PAY', client);
  for (const t of sim.open('POC_DOC_SIGN')) {
    sim.complete('POC_DOC_SIGN', { userID: t.taskUserID ?? '', userType: 'GU' });
  }
  sim.complete('CASE_FILING', officer);
  sim.complete('CASE_COMPLETION', officer);
  return sim;
}

describe('workflow definitions', () => {
  it('lists the steps of each case type in order, ending with COMPLETED', () => {
    expect(stepsOf('MVP')).toEqual([
      'MVP_FORM',
      'MVP_SUBMITTED',
      'MVP_D_D_CS',
      'MVP_D_D_CO',
      'MVP_D_D_S',
      'MVP_DOC_S',
      'CASE_FILING',
      'MVP_CASE_C',
      'COMPLETED',
    ]);
    expect(stepsOf('EM')).toEqual(['EN_FORM', 'EN_SH_LINK', 'COMPLETED']);
    expect(stepsOf('AMENDMENT')).toEqual(['T_RECORD_UPDATES', 'COMPLETED']);
    expect(stepsOf('AR')[0]).toBe('AR_SH_LINK');
  });

  it('leads every step to a step of the same workflow, and every return to an earlier one', () => {
    for (const def of Object.values(WORKFLOWS)) {
      const keys = def.steps.map((s) => s.key);
      def.steps.forEach((step, index) => {
        expect([...keys, 'COMPLETED']).toContain(step.next);
        if (step.returnTo) expect(keys.indexOf(step.returnTo)).toBeLessThan(index);
      });
    }
  });

  it('names the checks and outcomes of a task', () => {
    expect(
      checksOfTask('MVP', { step: 'MVP_D_D_CS', actionKey: 'DD_CS_FORM', assigneeRole: 'officer' }),
    ).toEqual(['dueDiligenceComplete']);
    expect(
      outcomesOfTask('MVP', { step: 'MVP_SUBMITTED', actionKey: 'CS_FORM_R', assigneeRole: 'officer' }),
    ).toEqual(['APPROVE', 'RETURN']);
    expect(
      outcomesOfTask('MVP', { step: 'CASE_FILING', actionKey: 'CASE_FILING', assigneeRole: 'officer' }),
    ).toEqual(['APPROVE']);
  });
});

describe('incorporation (MVP)', () => {
  it('walks every step to COMPLETED and makes the company an active entity', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, WITH_DIRECTOR);
    expect(sim.c.step).toBe('MVP_FORM');
    expect(sim.open().map((t) => [t.actionKey, t.taskUserID, t.status])).toEqual([
      ['POC_FORM', 'client', 'IN_PROGRESS'],
    ]);

    const submitted = sim.complete('POC_FORM', client);
    expect(submitted.toStep).toBe('MVP_SUBMITTED');
    // One identity task per stakeholder with an e-mail: to the person's account, or waiting for them to link.
    expect(sim.open().map((t) => [t.actionKey, t.holderID, t.taskUserID])).toEqual([
      ['CS_FORM_R', null, 'officer'],
      ['SH_I_FORM', 'h1', 'director'],
      ['SH_C_FORM', 'h2', null],
    ]);

    sim.complete('CS_FORM_R', officer);
    expect(sim.c.step).toBe('MVP_D_D_CS');
    sim.complete('DD_CS_FORM', officer);
    expect(sim.c.step).toBe('MVP_D_D_CO');
    expect(sim.task('DD_CO_FORM').taskUserID).toBeNull();
    sim.claim('DD_CO_FORM', colleague);
    sim.complete('DD_CO_FORM', colleague);
    expect(sim.c.step).toBe('MVP_D_D_S');

    // Cross-check, invoice and payment run one after another.
    expect(
      sim
        .open()
        .filter((t) => t.step === 'MVP_D_D_S')
        .map((t) => [t.actionKey, t.status]),
    ).toEqual([
      ['DD_S_FORM', 'IN_PROGRESS'],
      ['T_PAYMENT_INVOICE', 'QUEUED'],
      ['T_PAYMENT_PAY', 'QUEUED'],
    ]);
    expect(refusal(sim.attempt('T_PAYMENT_INVOICE', officer))).toEqual({
      kind: 'WRONG_STEP',
      code: 'TASK_NOT_READY',
    });
    sim.complete('DD_S_FORM', officer);
    expect(sim.task('T_PAYMENT_INVOICE').status).toBe('IN_PROGRESS');
    expect(sim.open('T_PAYMENT_PAY')[0]?.status).toBe('QUEUED');
    sim.complete('T_PAYMENT_INVOICE', officer);
    sim.complete('T_PAYMENT_PAY', client);
    expect(sim.c.step).toBe('MVP_DOC_S');

    // The client and each signatory with an account sign, side by side.
    expect(sim.open('POC_DOC_SIGN').map((t) => [t.taskUserID, t.status])).toEqual([
      ['client', 'IN_PROGRESS'],
      ['director', 'IN_PROGRESS'],
    ]);
    sim.complete('POC_DOC_SIGN', director);
    expect(sim.c.step).toBe('MVP_DOC_S');
    sim.complete('POC_DOC_SIGN', client);
    expect(sim.c.step).toBe('CASE_FILING');
    sim.complete('CASE_FILING', officer);
    expect(sim.c.step).toBe('MVP_CASE_C');
    const done = sim.complete('CASE_COMPLETION', officer);
    expect(done.status).toBe('COMPLETED');
    expect(done.toStep).toBe('COMPLETED');
    expect(done.effects).toEqual(['activateEntity']);
    expect(sim.effects).toEqual(['openStakeholderIdentity', 'activateEntity']);
    // Identity tasks still open end with the case.
    expect(sim.open()).toEqual([]);
    expect(sim.c.tasks.filter((t) => t.status === 'IN_ACTIVE').map((t) => t.actionKey)).toEqual([
      'SH_I_FORM',
      'SH_C_FORM',
    ]);
  });

  it('a stakeholder confirms identity on the side, without holding the steps up', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, WITH_DIRECTOR);
    sim.complete('POC_FORM', client);
    const move = sim.complete('SH_I_FORM', director);
    expect(move.toStep).toBe('MVP_SUBMITTED');
    expect(refusal(sim.attempt('SH_C_FORM', director))).toEqual({
      kind: 'WRONG_ASSIGNEE',
      code: 'NOT_TASK_ASSIGNEE',
    });
    expect(
      refusal(sim.attempt('SH_C_FORM', director, { ...ALL_MET, stakeholderConfirmed: false })),
    ).toMatchObject({ code: 'NOT_TASK_ASSIGNEE' });
  });

  it('sends the case back to the client with a new form, and opens no second identity task', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, WITH_DIRECTOR);
    sim.complete('POC_FORM', client);
    const back = sim.complete('CS_FORM_R', officer, ALL_MET, 'RETURN');
    expect(back.toStep).toBe('MVP_FORM');
    expect(back.newTasks.map((t) => [t.actionKey, t.taskUserID])).toEqual([['POC_FORM', 'client']]);
    const again = sim.complete('POC_FORM', client);
    expect(again.toStep).toBe('MVP_SUBMITTED');
    expect(again.newTasks.map((t) => t.actionKey)).toEqual(['CS_FORM_R']);
    expect(sim.c.tasks.filter((t) => t.actionKey === 'POC_FORM').map((t) => t.status)).toEqual([
      'COMPLETED',
      'COMPLETED',
    ]);
  });

  it('the reviewer sends the risk assessment back to due diligence', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('POC_FORM', client);
    sim.complete('CS_FORM_R', officer);
    sim.complete('DD_CS_FORM', officer);
    sim.claim('DD_CO_FORM', colleague);
    const back = sim.complete('DD_CO_FORM', colleague, { ...ALL_MET, riskAssessment: null }, 'RETURN');
    expect(back.toStep).toBe('MVP_D_D_CS');
    expect(sim.task('DD_CS_FORM').taskUserID).toBe('officer');
  });

  it('refuses RETURN where a task has no way back', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    expect(refusal(sim.attempt('POC_FORM', client, ALL_MET, 'RETURN'))).toEqual({
      kind: 'OUTCOME_NOT_ALLOWED',
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses the case information while it is incomplete (15001), naming what is missing', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    expect(
      refusal(
        sim.attempt('POC_FORM', client, { ...ALL_MET, caseInformationProblems: ['stakeholders.director'] }),
      ),
    ).toEqual({ kind: 'PRECONDITION_UNMET', code: '15001', missing: ['stakeholders.director'] });
    expect(refusal(sim.attempt('POC_FORM', client, {}))).toEqual({
      kind: 'PRECONDITION_UNMET',
      code: '15001',
      missing: [],
    });
  });

  it('refuses due diligence while a stakeholder lacks a record (18004), an ID or address check (18008) or screening (18012)', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('POC_FORM', client);
    sim.complete('CS_FORM_R', officer);
    const done = { identityDocumentChecked: true, addressProofChecked: true, nameScreeningDone: true };
    const people = (record: Partial<typeof done> | null): TCaseFacts => ({
      ...ALL_MET,
      dueDiligence: [
        { holderID: 'h1', name: 'Chan Tai Man', record: record === null ? null : { ...done, ...record } },
        { holderID: 'h2', name: 'Lee Siu Ming', record: done },
        { holderID: 'h3', name: 'Ho Mei Ling', record: done },
      ],
    });
    expect(refusal(sim.attempt('DD_CS_FORM', officer, people(null)))).toEqual({
      kind: 'PRECONDITION_UNMET',
      code: '18004',
      missing: ['Chan Tai Man'],
    });
    expect(
      refusal(sim.attempt('DD_CS_FORM', officer, people({ identityDocumentChecked: false }))),
    ).toMatchObject({ code: '18008', missing: ['Chan Tai Man'] });
    expect(refusal(sim.attempt('DD_CS_FORM', officer, people({ addressProofChecked: false })))).toMatchObject(
      {
        code: '18008',
        missing: ['Chan Tai Man'],
      },
    );
    expect(refusal(sim.attempt('DD_CS_FORM', officer, people({ nameScreeningDone: false })))).toMatchObject({
      code: '18012',
      missing: ['Chan Tai Man'],
    });
    // Everyone without a record is named at once; a missing record comes before an unchecked one.
    const several: TCaseFacts = {
      ...ALL_MET,
      dueDiligence: [
        { holderID: 'h1', name: 'Chan Tai Man', record: null },
        { holderID: 'h2', name: 'Lee Siu Ming', record: { ...done, identityDocumentChecked: false } },
        { holderID: 'h3', name: 'Ho Mei Ling', record: null },
      ],
    };
    expect(refusal(sim.attempt('DD_CS_FORM', officer, several))).toMatchObject({
      code: '18004',
      missing: ['Chan Tai Man', 'Ho Mei Ling'],
    });
    expect(
      refusal(sim.attempt('DD_CS_FORM', officer, { ...ALL_MET, dueDiligence: undefined })),
    ).toMatchObject({ code: '18004' });
    expect(sim.attempt('DD_CS_FORM', officer, people({})).ok).toBe(true);
  });

  it('keeps four eyes on the risk assessment; a one-seat firm reviews its own; high risk needs a SYSTEM_ADMIN', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('POC_FORM', client);
    sim.complete('CS_FORM_R', officer);
    sim.complete('DD_CS_FORM', officer);
    const ddTask = sim.task('DD_CO_FORM');
    expect(refusal(claimTask(sim.c, ddTask.taskID, officer, ALL_MET))).toEqual({
      kind: 'WRONG_ASSIGNEE',
      code: 'REVIEWER_MUST_DIFFER',
    });
    expect(refusal(claimTask(sim.c, ddTask.taskID, client, ALL_MET))).toMatchObject({
      code: 'NOT_TASK_ASSIGNEE',
    });
    expect(claimTask(sim.c, ddTask.taskID, officer, { ...ALL_MET, firmStaffCount: 1 }).ok).toBe(true);
    // Unclaimed, nobody completes it.
    expect(refusal(sim.attempt('DD_CO_FORM', colleague))).toMatchObject({ code: 'NOT_TASK_ASSIGNEE' });
    sim.claim('DD_CO_FORM', colleague);
    // Another COM_SEC cannot take a review a colleague holds.
    expect(
      refusal(claimTask(sim.c, ddTask.taskID, { userID: 'third', userType: 'COM_SEC' }, ALL_MET)),
    ).toMatchObject({ code: 'CONFLICT' });
    expect(refusal(sim.attempt('DD_CO_FORM', colleague, { ...ALL_MET, riskAssessment: null }))).toMatchObject(
      {
        code: '18004',
      },
    );
    expect(
      refusal(sim.attempt('DD_CO_FORM', colleague, { ...ALL_MET, riskAssessment: { rating: 'HIGH' } })),
    ).toEqual({ kind: 'NOT_ALLOWED', code: 'HIGH_RISK_NEEDS_ADMIN' });
    // The preparer may not complete it even if it is somehow theirs.
    expect(
      refusal(
        sim.attempt('DD_CO_FORM', colleague, { ...ALL_MET, dueDiligencePreparers: ['officer', 'colleague'] }),
      ),
    ).toMatchObject({ code: 'REVIEWER_MUST_DIFFER' });
  });

  it('four eyes count every author of the due diligence, not only who completed its task', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('POC_FORM', client);
    sim.complete('CS_FORM_R', officer);
    sim.complete('DD_CS_FORM', officer);
    const review = sim.task('DD_CO_FORM');
    const authors: TCaseFacts = { ...ALL_MET, dueDiligencePreparers: ['officer', 'colleague'] };
    expect(refusal(claimTask(sim.c, review.taskID, colleague, authors))).toEqual({
      kind: 'WRONG_ASSIGNEE',
      code: 'REVIEWER_MUST_DIFFER',
    });
    expect(claimTask(sim.c, review.taskID, admin, authors).ok).toBe(true);
    // Without facts the officer counts as the preparer (fail closed).
    expect(refusal(claimTask(sim.c, review.taskID, officer, { firmStaffCount: 3 }))).toMatchObject({
      code: 'REVIEWER_MUST_DIFFER',
    });
    // A one-seat firm reviews its own.
    expect(claimTask(sim.c, review.taskID, officer, { ...authors, firmStaffCount: 1 }).ok).toBe(true);
  });

  it('a SYSTEM_ADMIN takes over a review a COM_SEC holds and cannot approve (high rating)', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('POC_FORM', client);
    sim.complete('CS_FORM_R', officer);
    sim.complete('DD_CS_FORM', officer);
    sim.claim('DD_CO_FORM', colleague);
    const high: TCaseFacts = { ...ALL_MET, riskAssessment: { rating: 'HIGH' } };
    expect(refusal(sim.attempt('DD_CO_FORM', colleague, high))).toMatchObject({
      code: 'HIGH_RISK_NEEDS_ADMIN',
    });
    const review = sim.task('DD_CO_FORM');
    // The administrator who prepared the due diligence may not take it over.
    expect(
      refusal(claimTask(sim.c, review.taskID, admin, { ...high, dueDiligencePreparers: ['admin'] })),
    ).toMatchObject({ code: 'REVIEWER_MUST_DIFFER' });
    const takeOver = sim.claim('DD_CO_FORM', admin, high);
    expect(takeOver.taskChanges).toEqual([{ taskID: review.taskID, taskUserID: 'admin' }]);
    expect(sim.task('DD_CO_FORM').taskUserID).toBe('admin');
    // The colleague no longer holds it; the administrator approves.
    expect(refusal(sim.attempt('DD_CO_FORM', colleague, high))).toMatchObject({ code: 'NOT_TASK_ASSIGNEE' });
    expect(sim.complete('DD_CO_FORM', admin, high).toStep).toBe('MVP_D_D_S');
    // Only review tasks are claimed, and only open ones.
    expect(refusal(claimTask(sim.c, review.taskID, admin, high))).toMatchObject({ code: 'TASK_NOT_OPEN' });
    expect(refusal(claimTask(sim.c, sim.task('DD_S_FORM').taskID, admin, high))).toMatchObject({
      code: 'NOT_TASK_ASSIGNEE',
    });
  });

  it('a SYSTEM_ADMIN approves a high risk rating', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('POC_FORM', client);
    sim.complete('CS_FORM_R', officer);
    sim.complete('DD_CS_FORM', officer);
    sim.claim('DD_CO_FORM', admin);
    expect(sim.complete('DD_CO_FORM', admin, { ...ALL_MET, riskAssessment: { rating: 'HIGH' } }).toStep).toBe(
      'MVP_D_D_S',
    );
  });

  it('refuses each later check with 15001 while it is unmet', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('POC_FORM', client);
    sim.complete('CS_FORM_R', officer);
    sim.complete('DD_CS_FORM', officer);
    sim.claim('DD_CO_FORM', colleague);
    sim.complete('DD_CO_FORM', colleague);
    expect(
      refusal(sim.attempt('DD_S_FORM', officer, { ...ALL_MET, documentsUnchecked: ['NNC1'] })),
    ).toMatchObject({
      code: '15001',
      missing: ['NNC1'],
    });
    sim.complete('DD_S_FORM', officer);
    expect(
      refusal(sim.attempt('T_PAYMENT_INVOICE', officer, { ...ALL_MET, invoiceIssued: false })),
    ).toMatchObject({ code: '15001' });
    sim.complete('T_PAYMENT_INVOICE', officer);
    expect(refusal(sim.attempt('T_PAYMENT_PAY', client, { ...ALL_MET, invoicePaid: false }))).toMatchObject({
      code: '15001',
    });
    sim.complete('T_PAYMENT_PAY', client);
    expect(
      refusal(sim.attempt('POC_DOC_SIGN', client, { ...ALL_MET, signaturesMissing: ['Share certificate'] })),
    ).toMatchObject({ code: '15001', missing: ['Share certificate'] });
    sim.complete('POC_DOC_SIGN', client);
    expect(refusal(sim.attempt('CASE_FILING', officer, { ...ALL_MET, filingRecorded: false }))).toMatchObject(
      { code: '15001' },
    );
    sim.complete('CASE_FILING', officer);
    expect(
      refusal(sim.attempt('CASE_COMPLETION', officer, { ...ALL_MET, incorporationMissing: ['brn'] })),
    ).toMatchObject({ code: '15001', missing: ['brn'] });
    expect(sim.complete('CASE_COMPLETION', officer).status).toBe('COMPLETED');
  });

  it('refuses the wrong person, a finished task, a task of a passed step and a closed case', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    const form = sim.task('POC_FORM');
    expect(refusal(sim.attempt('POC_FORM', officer))).toEqual({
      kind: 'WRONG_ASSIGNEE',
      code: 'NOT_TASK_ASSIGNEE',
    });
    sim.complete('POC_FORM', client);
    // Completing it twice (the slower of two people): the task is no longer open.
    expect(refusal(completeTask(sim.c, { taskID: form.taskID, actor: client }, ALL_MET, NOBODY))).toEqual({
      kind: 'TASK_NOT_OPEN',
      code: 'TASK_NOT_OPEN',
    });
    expect(refusal(completeTask(sim.c, { taskID: 'nope', actor: client }, ALL_MET, NOBODY))).toMatchObject({
      code: 'NOT_FOUND',
    });
    // A task left behind in an earlier step (stale state) is not this step's.
    const stale: TEngineCase = { ...sim.c, step: 'MVP_D_D_CS' };
    const review = sim.task('CS_FORM_R');
    expect(refusal(completeTask(stale, { taskID: review.taskID, actor: officer }, ALL_MET, NOBODY))).toEqual({
      kind: 'WRONG_STEP',
      code: 'TASK_NOT_READY',
    });
    walkIncorporation(new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY));
    const closed: TEngineCase = { ...sim.c, status: 'COMPLETED' };
    expect(refusal(completeTask(closed, { taskID: review.taskID, actor: officer }, ALL_MET, NOBODY))).toEqual(
      {
        kind: 'CASE_CLOSED',
        code: 'CASE_CLOSED',
      },
    );
  });

  it('waits for the client when staff opened it: the form goes to whoever links', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: null }, NOBODY);
    expect(sim.c.step).toBe('MVP_FORM');
    expect(sim.task('POC_FORM').taskUserID).toBeNull();
    expect(refusal(sim.attempt('POC_FORM', client))).toMatchObject({ code: 'NOT_TASK_ASSIGNEE' });
    const linked = sim.apply(linkClient(sim.c, { userID: 'client', holderID: null }, NOBODY));
    expect(linked.toStep).toBe('MVP_FORM');
    sim.c = { ...sim.c, clientUserID: 'client' };
    expect(sim.task('POC_FORM').taskUserID).toBe('client');
    walkIncorporation(sim);
    expect(sim.c.status).toBe('COMPLETED');
  });

  it('gives a stakeholder who links their own identity task', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, WITH_DIRECTOR);
    sim.complete('POC_FORM', client);
    const move = sim.apply(linkClient(sim.c, { userID: 'corp-user', holderID: 'h2' }, WITH_DIRECTOR));
    expect(move.taskChanges).toEqual([{ taskID: sim.task('SH_C_FORM').taskID, taskUserID: 'corp-user' }]);
    expect(sim.c.clientUserID).toBe('client');
  });

  it('hands open officer tasks to whoever takes charge', () => {
    const sim = new Sim('MVP', { officerUserID: null, clientUserID: 'client' }, NOBODY, true);
    sim.complete('POC_FORM', client);
    expect(sim.task('CS_FORM_R').taskUserID).toBeNull();
    sim.apply(assignOfficer(sim.c, officer));
    sim.c = { ...sim.c, officerUserID: 'officer' };
    expect(sim.task('CS_FORM_R').taskUserID).toBe('officer');
    expect(refusal(assignOfficer(sim.c, client))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('cancelling', () => {
  it('withdraws every open task; the officer or a SYSTEM_ADMIN may, anyone else not', () => {
    const sim = new Sim('MVP', { officerUserID: 'officer', clientUserID: 'client' }, WITH_DIRECTOR);
    sim.complete('POC_FORM', client);
    expect(refusal(cancelCase(sim.c, 'firmStaff'))).toEqual({ kind: 'NOT_ALLOWED', code: 'FORBIDDEN' });
    expect(refusal(cancelCase(sim.c, 'client'))).toMatchObject({ code: 'FORBIDDEN' });
    expect(refusal(cancelCase(sim.c, 'other'))).toMatchObject({ code: 'FORBIDDEN' });
    expect(cancelCase(sim.c, 'firmAdmin').ok).toBe(true);
    const cancelled = sim.apply(cancelCase(sim.c, 'officer'));
    expect(cancelled.status).toBe('CANCELLED');
    expect(sim.open()).toEqual([]);
    expect(refusal(cancelCase(sim.c, 'officer'))).toEqual({ kind: 'CASE_CLOSED', code: 'CASE_CLOSED' });
    expect(refusal(sim.attempt('CS_FORM_R', officer))).toMatchObject({ code: 'CASE_CLOSED' });
  });

  it('lets a client withdraw their own request until staff take charge', () => {
    const sim = new Sim('AR', { officerUserID: null, clientUserID: 'client' }, NOBODY, true);
    expect(cancelCase(sim.c, 'client').ok).toBe(true);
    sim.c = { ...sim.c, officerUserID: 'officer' };
    expect(refusal(cancelCase(sim.c, 'client'))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('annual renewal (AR)', () => {
  function walk(sim: Sim): void {
    sim.complete('T_AR_A_CS', officer);
    expect(sim.c.step).toBe('AR_A_POC');
    for (const t of sim.open('T_AR_SH_U_ADDR'))
      sim.complete('T_AR_SH_U_ADDR', { userID: t.taskUserID ?? '', userType: 'GU' });
    sim.complete('T_AR_A_POC', client);
    expect(sim.c.step).toBe('AR_REVIEW');
    sim.complete('T_AR_S_I', officer);
    sim.claim('T_AR_CO_CHECK', colleague);
    sim.complete('T_AR_CO_CHECK', colleague);
    expect(sim.c.step).toBe('AR_S_CHECK');
    sim.complete('T_AR_S_CHECK', officer);
    expect(sim.c.step).toBe('PAYMENT_PAY');
    sim.complete('T_PAYMENT_INVOICE', officer);
    sim.complete('T_PAYMENT_PAY', client);
    expect(sim.c.step).toBe('AR_DOC_S');
    for (const t of sim.open('T_AR_DOC_SIGN'))
      sim.complete('T_AR_DOC_SIGN', { userID: t.taskUserID ?? '', userType: 'GU' });
    expect(sim.c.step).toBe('AR_SUBMIT');
    sim.complete('T_AR_FILING', officer);
    expect(sim.c.step).toBe('AR_COMPLETED');
    const done = sim.complete('T_AR_COMPLETION', officer);
    expect(done.status).toBe('COMPLETED');
    expect(done.effects).toEqual(['advanceReturnDate']);
  }

  it('skips the link step when the entity already has a client, and walks to COMPLETED', () => {
    const sim = new Sim('AR', { officerUserID: 'officer', clientUserID: 'client' }, WITH_DIRECTOR);
    expect(sim.c.step).toBe('AR_A_CS');
    sim.complete('T_AR_A_CS', officer);
    // The client confirms the case information; each stakeholder with an account confirms theirs.
    expect(sim.open().map((t) => [t.actionKey, t.taskUserID])).toEqual([
      ['T_AR_A_POC', 'client'],
      ['T_AR_SH_U_ADDR', 'director'],
    ]);
    walk(new Sim('AR', { officerUserID: 'officer', clientUserID: 'client' }, WITH_DIRECTOR));
  });

  it('waits at AR_SH_LINK until a client links, then goes on', () => {
    const sim = new Sim('AR', { officerUserID: 'officer', clientUserID: null }, NOBODY);
    expect(sim.c.step).toBe('AR_SH_LINK');
    expect(sim.open()).toEqual([]);
    const linked = sim.apply(linkClient(sim.c, { userID: 'client', holderID: null }, NOBODY));
    sim.c = { ...sim.c, clientUserID: 'client' };
    expect(linked.toStep).toBe('AR_A_CS');
    walk(sim);
  });

  it('the reviewer sends the renewal back to due diligence', () => {
    const sim = new Sim('AR', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('T_AR_A_CS', officer);
    sim.complete('T_AR_A_POC', client);
    sim.complete('T_AR_S_I', officer);
    sim.claim('T_AR_CO_CHECK', colleague);
    expect(sim.complete('T_AR_CO_CHECK', colleague, ALL_MET, 'RETURN').toStep).toBe('AR_REVIEW');
    expect(sim.task('T_AR_S_I').taskUserID).toBe('officer');
    expect(sim.c.tasks.filter((t) => t.actionKey === 'T_AR_S_I').map((t) => t.status)).toEqual([
      'COMPLETED',
      'IN_PROGRESS',
    ]);
  });

  it('refuses the renewal review to anyone but the officer, and the due diligence while incomplete', () => {
    const sim = new Sim('AR', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    expect(refusal(sim.attempt('T_AR_A_CS', colleague))).toMatchObject({ code: 'NOT_TASK_ASSIGNEE' });
    sim.complete('T_AR_A_CS', officer);
    expect(
      refusal(
        sim.attempt('T_AR_A_POC', client, { ...ALL_MET, caseInformationProblems: ['totalNumOfOrdShare'] }),
      ),
    ).toMatchObject({
      code: '15001',
    });
    sim.complete('T_AR_A_POC', client);
    expect(
      refusal(
        sim.attempt('T_AR_S_I', officer, {
          ...ALL_MET,
          dueDiligence: [{ holderID: 'h1', name: 'A', record: null }],
        }),
      ),
    ).toMatchObject({ code: '18004' });
  });
});

describe('entity migration (EM)', () => {
  it('the officer fills the entity form, the client is invited, the link completes it', () => {
    const sim = new Sim('EM', { officerUserID: 'officer', clientUserID: null }, NOBODY);
    expect(sim.open().map((t) => [t.actionKey, t.taskUserID])).toEqual([['EN_FORM', 'officer']]);
    expect(
      refusal(sim.attempt('EN_FORM', officer, { ...ALL_MET, entityInformationProblems: ['brn'] })),
    ).toEqual({ kind: 'PRECONDITION_UNMET', code: '15001', missing: ['brn'] });
    const move = sim.complete('EN_FORM', officer);
    expect(move.toStep).toBe('EN_SH_LINK');
    expect(move.effects).toEqual(['mailClientInvitation']);
    const done = sim.apply(linkClient(sim.c, { userID: 'client', holderID: null }, NOBODY));
    expect(done.status).toBe('COMPLETED');
    expect(done.effects).toEqual(['activateEntity']);
  });

  it('completes with the entity form when the client is already linked', () => {
    const sim = new Sim('EM', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    const move = sim.complete('EN_FORM', officer);
    expect(move.status).toBe('COMPLETED');
    expect(move.effects).toEqual(['mailClientInvitation', 'activateEntity']);
    expect(refusal(linkClient(sim.c, { userID: 'other', holderID: null }, NOBODY))).toMatchObject({
      code: 'CASE_CLOSED',
    });
  });
});

describe('amendment (AMENDMENT)', () => {
  it('one officer task records the change and completes the case', () => {
    const sim = new Sim('AMENDMENT', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    expect(refusal(sim.attempt('T_RECORD_UPDATES', client))).toMatchObject({ code: 'NOT_TASK_ASSIGNEE' });
    expect(
      refusal(sim.attempt('T_RECORD_UPDATES', officer, { ...ALL_MET, amendmentRecorded: false })),
    ).toMatchObject({ code: '15001' });
    const done = sim.complete('T_RECORD_UPDATES', officer);
    expect(done.status).toBe('COMPLETED');
    expect(done.effects).toEqual(['applyAmendment']);
  });
});
