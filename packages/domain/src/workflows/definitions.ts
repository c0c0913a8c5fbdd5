import type { TCaseType, TStepKey, TWorkflowDefinition } from './workflow.types.js';

/**
 * The four workflows of DESIGN §4 as data: steps in order, the tasks each opens, their assignees, the
 * checks that must hold before a task completes, and where each step leads. The engine (engine.ts)
 * reads these tables; nothing else moves a case.
 */

const MVP: TWorkflowDefinition = {
  caseType: 'MVP',
  steps: [
    {
      key: 'MVP_FORM',
      tasks: [{ actionKey: 'POC_FORM', assignee: 'client', checks: ['caseInformationValid'] }],
      sequential: true,
      next: 'MVP_SUBMITTED',
      onLeave: ['openStakeholderIdentity'],
    },
    {
      key: 'MVP_SUBMITTED',
      tasks: [{ actionKey: 'CS_FORM_R', assignee: 'officer', checks: [], outcomes: ['APPROVE', 'RETURN'] }],
      sequential: true,
      next: 'MVP_D_D_CS',
      returnTo: 'MVP_FORM',
    },
    {
      key: 'MVP_D_D_CS',
      tasks: [{ actionKey: 'DD_CS_FORM', assignee: 'officer', checks: ['dueDiligenceComplete'] }],
      sequential: true,
      next: 'MVP_D_D_CO',
    },
    {
      key: 'MVP_D_D_CO',
      tasks: [
        {
          actionKey: 'DD_CO_FORM',
          assignee: 'reviewer',
          checks: ['riskAssessed'],
          outcomes: ['APPROVE', 'RETURN'],
        },
      ],
      sequential: true,
      next: 'MVP_D_D_S',
      returnTo: 'MVP_D_D_CS',
    },
    {
      key: 'MVP_D_D_S',
      tasks: [
        { actionKey: 'DD_S_FORM', assignee: 'officer', checks: ['documentsCrossChecked'] },
        { actionKey: 'T_PAYMENT_INVOICE', assignee: 'officer', checks: ['invoiceIssued'] },
        { actionKey: 'T_PAYMENT_PAY', assignee: 'client', checks: ['invoicePaid'] },
      ],
      sequential: true,
      next: 'MVP_DOC_S',
    },
    {
      key: 'MVP_DOC_S',
      tasks: [
        { actionKey: 'POC_DOC_SIGN', assignee: 'client', checks: ['signaturesCaptured'] },
        {
          actionKey: 'POC_DOC_SIGN',
          assignee: 'stakeholder',
          per: 'each-signatory',
          checks: ['signaturesCaptured'],
        },
      ],
      sequential: false,
      next: 'CASE_FILING',
    },
    {
      key: 'CASE_FILING',
      tasks: [{ actionKey: 'CASE_FILING', assignee: 'officer', checks: ['filingRecorded'] }],
      sequential: true,
      next: 'MVP_CASE_C',
    },
    {
      key: 'MVP_CASE_C',
      tasks: [{ actionKey: 'CASE_COMPLETION', assignee: 'officer', checks: ['incorporationRecorded'] }],
      sequential: true,
      next: 'COMPLETED',
    },
  ],
  sideTasks: [
    { actionKey: 'SH_I_FORM', assignee: 'stakeholder', checks: ['stakeholderConfirmed'] },
    { actionKey: 'SH_C_FORM', assignee: 'stakeholder', checks: ['stakeholderConfirmed'] },
  ],
  onComplete: ['activateEntity'],
};

const AR: TWorkflowDefinition = {
  caseType: 'AR',
  steps: [
    {
      key: 'AR_SH_LINK',
      tasks: [],
      sequential: true,
      waitsForLink: true,
      skipWhenClientLinked: true,
      next: 'AR_A_CS',
    },
    {
      key: 'AR_A_CS',
      tasks: [{ actionKey: 'T_AR_A_CS', assignee: 'officer', checks: [] }],
      sequential: true,
      next: 'AR_A_POC',
    },
    {
      key: 'AR_A_POC',
      tasks: [
        {
          actionKey: 'T_AR_A_POC',
          assignee: 'client',
          checks: ['caseInformationValid', 'renewalConfirmed'],
        },
        {
          actionKey: 'T_AR_SH_U_ADDR',
          assignee: 'stakeholder',
          per: 'each-stakeholder',
          checks: ['stakeholderConfirmed'],
        },
      ],
      sequential: false,
      onEnter: ['inviteStakeholders'],
      next: 'AR_REVIEW',
    },
    {
      key: 'AR_REVIEW',
      tasks: [{ actionKey: 'T_AR_S_I', assignee: 'officer', checks: ['dueDiligenceComplete'] }],
      sequential: true,
      next: 'AR_CO_CHECK',
    },
    {
      key: 'AR_CO_CHECK',
      tasks: [
        {
          actionKey: 'T_AR_CO_CHECK',
          assignee: 'reviewer',
          checks: ['riskAssessed'],
          outcomes: ['APPROVE', 'RETURN'],
        },
      ],
      sequential: true,
      next: 'AR_S_CHECK',
      returnTo: 'AR_REVIEW',
    },
    {
      key: 'AR_S_CHECK',
      tasks: [{ actionKey: 'T_AR_S_CHECK', assignee: 'officer', checks: ['documentsCrossChecked'] }],
      sequential: true,
      next: 'PAYMENT_PAY',
    },
    {
      key: 'PAYMENT_PAY',
      tasks: [
        { actionKey: 'T_PAYMENT_INVOICE', assignee: 'officer', checks: ['invoiceIssued'] },
        { actionKey: 'T_PAYMENT_PAY', assignee: 'client', checks: ['invoicePaid'] },
      ],
      sequential: true,
      next: 'AR_DOC_S',
    },
    {
      key: 'AR_DOC_S',
      tasks: [
        { actionKey: 'T_AR_DOC_SIGN', assignee: 'client', checks: ['signaturesCaptured'] },
        {
          actionKey: 'T_AR_DOC_SIGN',
          assignee: 'stakeholder',
          per: 'each-signatory',
          checks: ['signaturesCaptured'],
        },
      ],
      sequential: false,
      next: 'AR_SUBMIT',
    },
    {
      key: 'AR_SUBMIT',
      tasks: [{ actionKey: 'T_AR_FILING', assignee: 'officer', checks: ['filingRecorded'] }],
      sequential: true,
      next: 'AR_COMPLETED',
    },
    {
      key: 'AR_COMPLETED',
      tasks: [{ actionKey: 'T_AR_COMPLETION', assignee: 'officer', checks: ['acknowledgementRecorded'] }],
      sequential: true,
      next: 'COMPLETED',
    },
  ],
  sideTasks: [],
  onComplete: ['advanceReturnDate'],
};

const EM: TWorkflowDefinition = {
  caseType: 'EM',
  steps: [
    {
      key: 'EN_FORM',
      tasks: [{ actionKey: 'EN_FORM', assignee: 'officer', checks: ['entityInformationValid'] }],
      sequential: true,
      next: 'EN_SH_LINK',
      onLeave: ['mailClientInvitation'],
    },
    {
      key: 'EN_SH_LINK',
      tasks: [],
      sequential: true,
      waitsForLink: true,
      skipWhenClientLinked: true,
      next: 'COMPLETED',
    },
  ],
  sideTasks: [],
  onComplete: ['activateEntity'],
};

/**
 * A change to a company (DESIGN §4, issue 19): the officer records the changes, cross-checks the papers
 * they generate, bills where the firm charges for amendments, has the papers signed, files the notices
 * with the Registry; completing applies the changes to the records at their effective dates.
 */
const AMENDMENT: TWorkflowDefinition = {
  caseType: 'AMENDMENT',
  steps: [
    {
      key: 'T_RECORD_UPDATES',
      tasks: [{ actionKey: 'T_RECORD_UPDATES', assignee: 'officer', checks: ['amendmentRecorded'] }],
      sequential: true,
      next: 'AMD_S_CHECK',
      onLeave: ['freezeAmendment'],
    },
    {
      key: 'AMD_S_CHECK',
      tasks: [{ actionKey: 'DD_S_FORM', assignee: 'officer', checks: ['documentsCrossChecked'] }],
      sequential: true,
      next: 'AMD_PAYMENT',
    },
    {
      key: 'AMD_PAYMENT',
      tasks: [
        { actionKey: 'T_PAYMENT_INVOICE', assignee: 'officer', checks: ['invoiceIssued'] },
        { actionKey: 'T_PAYMENT_PAY', assignee: 'client', checks: ['invoicePaid'] },
      ],
      sequential: true,
      skipWhen: 'firmDoesNotCharge',
      next: 'AMD_DOC_S',
    },
    {
      key: 'AMD_DOC_S',
      tasks: [
        { actionKey: 'POC_DOC_SIGN', assignee: 'client', checks: ['signaturesCaptured'] },
        {
          actionKey: 'POC_DOC_SIGN',
          assignee: 'stakeholder',
          per: 'each-signatory',
          checks: ['signaturesCaptured'],
        },
      ],
      sequential: false,
      skipWhen: 'nothingToSign',
      next: 'AMD_FILING',
    },
    {
      key: 'AMD_FILING',
      tasks: [{ actionKey: 'CASE_FILING', assignee: 'officer', checks: ['filingRecorded'] }],
      sequential: true,
      skipWhen: 'nothingToFile',
      next: 'COMPLETED',
    },
  ],
  sideTasks: [],
  onComplete: ['applyAmendment'],
};

export const WORKFLOWS: Readonly<Record<TCaseType, TWorkflowDefinition>> = { MVP, AR, EM, AMENDMENT };

/** The steps of a case type in order, ending with COMPLETED (for step progress on screens). */
export function stepsOf(caseType: TCaseType): TStepKey[] {
  return [...WORKFLOWS[caseType].steps.map((s) => s.key), 'COMPLETED'];
}
