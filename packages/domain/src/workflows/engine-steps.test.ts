/**
 * Entering steps: each workflow walked from its first step to COMPLETED, links skipped or waited for,
 * returns to an earlier step, and the stakeholder identity tasks opened on the side.
 */
import { describe, expect, it } from 'vitest';
import { WORKFLOWS, stepsOf } from './definitions.js';
import { linkClient } from './engine.js';
import {
  officer,
  colleague,
  client,
  director,
  ALL_MET,
  WITH_DIRECTOR,
  NOBODY,
  Sim,
  refusal,
} from './engine.test-support.js';

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
    expect(stepsOf('AMENDMENT')).toEqual([
      'T_RECORD_UPDATES',
      'AMD_S_CHECK',
      'AMD_PAYMENT',
      'AMD_DOC_S',
      'AMD_FILING',
      'COMPLETED',
    ]);
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
});

describe('annual renewal (AR)', () => {
  function walk(sim: Sim): void {
    sim.complete('T_AR_A_CS', officer);
    expect(sim.c.step).toBe('AR_A_POC');
    // A stakeholder invited by e-mail links with their code and gets their task.
    for (const t of sim.open('T_AR_SH_U_ADDR').filter((x) => x.taskUserID === null))
      sim.apply(linkClient(sim.c, { userID: `user-${t.holderID}`, holderID: t.holderID }, NOBODY));
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
    // The client confirms the return; every stakeholder their proof of address: by their account,
    // by an invitation (no account yet), or through the client (no e-mail known).
    expect(sim.open().map((t) => [t.actionKey, t.holderID, t.assigneeRole, t.taskUserID])).toEqual([
      ['T_AR_A_POC', null, 'client', 'client'],
      ['T_AR_SH_U_ADDR', 'h1', 'stakeholder', 'director'],
      ['T_AR_SH_U_ADDR', 'h2', 'stakeholder', null],
      ['T_AR_SH_U_ADDR', 'h3', 'client', 'client'],
    ]);
    walk(new Sim('AR', { officerUserID: 'officer', clientUserID: 'client' }, WITH_DIRECTOR));
  });

  it('the client’s confirmation waits for every part of the return; completion for the acknowledgement', () => {
    const sim = new Sim('AR', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    sim.complete('T_AR_A_CS', officer);
    expect(
      refusal(sim.attempt('T_AR_A_POC', client, { ...ALL_MET, renewalSectionsUnanswered: ['DIRECTORS'] })),
    ).toEqual({ kind: 'PRECONDITION_UNMET', code: '15001', missing: ['DIRECTORS'] });
    sim.complete('T_AR_A_POC', client);
    sim.complete('T_AR_S_I', officer);
    sim.claim('T_AR_CO_CHECK', colleague);
    sim.complete('T_AR_CO_CHECK', colleague);
    sim.complete('T_AR_S_CHECK', officer);
    sim.complete('T_PAYMENT_INVOICE', officer);
    sim.complete('T_PAYMENT_PAY', client);
    sim.complete('T_AR_DOC_SIGN', client);
    sim.complete('T_AR_FILING', officer);
    expect(
      refusal(sim.attempt('T_AR_COMPLETION', officer, { ...ALL_MET, acknowledgementMissing: ['reference'] })),
    ).toEqual({ kind: 'PRECONDITION_UNMET', code: '15001', missing: ['reference'] });
    expect(sim.complete('T_AR_COMPLETION', officer).status).toBe('COMPLETED');
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
  it('records the changes, cross-checks, bills, signs and files them, then applies them', () => {
    const sim = new Sim('AMENDMENT', { officerUserID: 'officer', clientUserID: 'client' }, NOBODY);
    expect(refusal(sim.attempt('T_RECORD_UPDATES', client))).toMatchObject({ code: 'NOT_TASK_ASSIGNEE' });
    expect(
      refusal(sim.attempt('T_RECORD_UPDATES', officer, { ...ALL_MET, amendmentRecorded: false })),
    ).toMatchObject({ code: '15001' });
    const recorded = sim.complete('T_RECORD_UPDATES', officer);
    expect([recorded.toStep, recorded.effects]).toEqual(['AMD_S_CHECK', ['freezeAmendment']]);
    expect(sim.complete('DD_S_FORM', officer).toStep).toBe('AMD_PAYMENT');
    sim.complete('T_PAYMENT_INVOICE', officer);
    expect(sim.complete('T_PAYMENT_PAY', client).toStep).toBe('AMD_DOC_S');
    expect(sim.complete('POC_DOC_SIGN', client).toStep).toBe('AMD_FILING');
    const done = sim.complete('CASE_FILING', officer);
    expect([done.status, done.effects]).toEqual(['COMPLETED', ['applyAmendment']]);
  });

  it('skips payment, signing and filing when the server says there is nothing to do', () => {
    const ctx = {
      ...NOBODY,
      conditions: { firmDoesNotCharge: true, nothingToSign: true, nothingToFile: true },
    };
    const sim = new Sim('AMENDMENT', { officerUserID: 'officer', clientUserID: 'client' }, ctx);
    sim.complete('T_RECORD_UPDATES', officer);
    const done = sim.complete('DD_S_FORM', officer);
    expect([done.status, done.effects]).toEqual(['COMPLETED', ['applyAmendment']]);
    const charging = new Sim(
      'AMENDMENT',
      { officerUserID: 'officer', clientUserID: 'client' },
      {
        ...NOBODY,
        conditions: { nothingToSign: true },
      },
    );
    charging.complete('T_RECORD_UPDATES', officer);
    expect(charging.complete('DD_S_FORM', officer).toStep).toBe('AMD_PAYMENT');
    charging.complete('T_PAYMENT_INVOICE', officer);
    expect(charging.complete('T_PAYMENT_PAY', client).toStep).toBe('AMD_FILING');
  });
});
