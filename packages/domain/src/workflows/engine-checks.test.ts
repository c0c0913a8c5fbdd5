/**
 * The checks and outcomes of tasks: each unmet check refuses with its own code and names what is
 * missing, and an outcome a task does not accept is refused.
 */
import { describe, expect, it } from 'vitest';
import { checksOfTask, outcomesOfTask } from './engine-checks.js';
import type { TCaseFacts } from './engine.types.js';
import { officer, admin, colleague, client, ALL_MET, NOBODY, Sim, refusal } from './engine.test-support.js';

describe('workflow definitions', () => {
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
});
