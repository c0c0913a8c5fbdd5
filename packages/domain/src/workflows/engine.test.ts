/**
 * The moves beside completing: claiming a review (four eyes), linking a client or stakeholder, taking
 * charge, cancelling, and the refusals every move shares (wrong person, task not open, case closed).
 */
import { describe, expect, it } from 'vitest';
import {
  assignOfficer,
  cancelCase,
  claimTask,
  completeTask,
  linkClient,
  type TCaseFacts,
  type TEngineCase,
} from './engine.js';
import {
  officer,
  admin,
  colleague,
  client,
  ALL_MET,
  WITH_DIRECTOR,
  NOBODY,
  Sim,
  refusal,
} from './engine.test-support.js';

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

describe('incorporation (MVP)', () => {
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
