import type { TErrorCode } from '../errors.js';

/** Case types (spec §1). */
export const CASE_TYPES = ['MVP', 'AR', 'EM', 'AMENDMENT'] as const;
export type TCaseType = (typeof CASE_TYPES)[number];

/** Whole-case status. The step says where an open case is. */
export const CASE_STATUSES = ['OPEN', 'COMPLETED', 'CANCELLED'] as const;
export type TCaseStatus = (typeof CASE_STATUSES)[number];

/** Task status values (spec §4). */
export const TASK_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'IN_ACTIVE'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];

/** Steps of every case type (spec §4), plus the end state. */
export const STEP_KEYS = [
  'MVP_FORM',
  'MVP_SUBMITTED',
  'MVP_D_D_CS',
  'MVP_D_D_CO',
  'MVP_D_D_S',
  'MVP_DOC_S',
  'CASE_FILING',
  'MVP_CASE_C',
  'AR_SH_LINK',
  'AR_A_CS',
  'AR_A_POC',
  'AR_REVIEW',
  'AR_CO_CHECK',
  'AR_S_CHECK',
  'PAYMENT_PAY',
  'AR_DOC_S',
  'AR_SUBMIT',
  'AR_COMPLETED',
  'EN_FORM',
  'EN_SH_LINK',
  'T_RECORD_UPDATES',
  'AMD_S_CHECK',
  'AMD_PAYMENT',
  'AMD_DOC_S',
  'AMD_FILING',
  'COMPLETED',
] as const;
export type TStepKey = (typeof STEP_KEYS)[number];

/** Task action keys (spec §4), plus the due-diligence and completion keys DESIGN §4 names. */
export const TASK_ACTION_KEYS = [
  'POC_FORM',
  'SH_I_FORM',
  'SH_C_FORM',
  'CS_FORM_R',
  'DD_CS_FORM',
  'DD_CO_FORM',
  'DD_S_FORM',
  'T_PAYMENT_INVOICE',
  'T_PAYMENT_PAY',
  'POC_DOC_SIGN',
  'CASE_FILING',
  'CASE_COMPLETION',
  'T_AR_A_CS',
  'T_AR_A_POC',
  'T_AR_SH_U_ADDR',
  'T_AR_S_I',
  'T_AR_CO_CHECK',
  'T_AR_S_CHECK',
  'T_AR_DOC_SIGN',
  'T_AR_FILING',
  'T_AR_COMPLETION',
  'EN_FORM',
  'T_RECORD_UPDATES',
] as const;
export type TTaskActionKey = (typeof TASK_ACTION_KEYS)[number];

/**
 * Who a task goes to (DESIGN §4): the case's client point of contact, its staff in charge, a reviewer
 * (staff other than the one who prepared the due diligence), or one stakeholder with an account.
 */
export const ASSIGNEE_ROLES = ['client', 'officer', 'reviewer', 'stakeholder'] as const;
export type TAssigneeRole = (typeof ASSIGNEE_ROLES)[number];

/** A decision some tasks take: go on, or send the case back a step. */
export const TASK_OUTCOMES = ['APPROVE', 'RETURN'] as const;
export type TTaskOutcome = (typeof TASK_OUTCOMES)[number];

/** Named checks a task must pass before it completes; the engine maps each to its refusal. */
export const CHECK_KEYS = [
  /** The case information form is complete and valid (15001). */
  'caseInformationValid',
  /** Every stakeholder has a due-diligence record (18004), an identity document checked (18008), name screening (18012). */
  'dueDiligenceComplete',
  /** A risk rating is recorded (18004); high needs a SYSTEM_ADMIN; reviewer differs from the preparer. */
  'riskAssessed',
  /** Every generated form and document ticked as checked (15001). */
  'documentsCrossChecked',
  /** An invoice is issued (15001). */
  'invoiceIssued',
  /** The invoice is paid (15001). */
  'invoicePaid',
  /** Every signature the task's person owes is captured (15001). */
  'signaturesCaptured',
  /** Filing date and registry reference recorded (15001). */
  'filingRecorded',
  /** Company number, BRN, incorporation date recorded (15001). */
  'incorporationRecorded',
  /** The entity information (migration form) is complete (15001). */
  'entityInformationValid',
  /** Every part of the annual return confirmed or marked changed by the client (15001). */
  'renewalConfirmed',
  /** The Registry's acknowledgement of the annual return recorded (15001). */
  'acknowledgementRecorded',
  /** At least one amendment with its effective date (15001). */
  'amendmentRecorded',
  /** The stakeholder confirmed their own details (15001). */
  'stakeholderConfirmed',
] as const;
export type TCheckKey = (typeof CHECK_KEYS)[number];

/** Effects the server applies when a case reaches a step or its end. */
export const WORKFLOW_EFFECTS = [
  /** Open one identity task per stakeholder with an e-mail (SH_I_FORM / SH_C_FORM). */
  'openStakeholderIdentity',
  /** Invite by e-mail each stakeholder whose new task waits for them to have an account. */
  'inviteStakeholders',
  /** Mail the client an invitation code (entity migration). */
  'mailClientInvitation',
  /** The case's company becomes an active entity. */
  'activateEntity',
  /** The entity's next annual return date moves on one year. */
  'advanceReturnDate',
  /** The entity's records change and the change is kept in its history. */
  'applyAmendment',
  /** The record update is done: the case carries the records after its changes (papers, signatories). */
  'freezeAmendment',
] as const;
export type TWorkflowEffect = (typeof WORKFLOW_EFFECTS)[number];

export interface TTaskSpec {
  actionKey: TTaskActionKey;
  assignee: TAssigneeRole;
  /**
   * 'each-signatory' opens one per signatory with an account; 'each-stakeholder' one per stakeholder:
   * to their account, waiting for one (an e-mail invitation), or to the client for those without e-mail.
   */
  per?: 'each-stakeholder' | 'each-signatory';
  checks: readonly TCheckKey[];
  /** Outcomes the task accepts; APPROVE alone when omitted. */
  outcomes?: readonly TTaskOutcome[];
}

export interface TStepSpec {
  key: TStepKey;
  /** What the step is about, as a message key of the web app (`step.<key>`). */
  /** Tasks in order: the first ones start IN_PROGRESS; a task after a `then` waits (QUEUED) for the one before. */
  tasks: readonly TTaskSpec[];
  /** Tasks of the step run one after another (true) or side by side (false). */
  sequential: boolean;
  /** The step waits for a client to link with an invitation code (no task). */
  waitsForLink?: boolean;
  /** Skip the step when the case already has a client point of contact. */
  skipWhenClientLinked?: boolean;
  /** Skip the step when this holds of the case (the server says, in the engine's context). */
  skipWhen?: TSkipCondition;
  next: TStepKey;
  /** Where a RETURN outcome sends the case. */
  returnTo?: TStepKey;
  /** Effects applied when the case leaves the step forward. */
  onLeave?: readonly TWorkflowEffect[];
  /** Effects applied when the case enters the step. */
  onEnter?: readonly TWorkflowEffect[];
}

/**
 * What makes an amendment's step needless: the firm charges nothing for amendments, none of the
 * changes has a paper to sign, or none owes the Registry a notice.
 */
export const SKIP_CONDITIONS = ['firmDoesNotCharge', 'nothingToSign', 'nothingToFile'] as const;
export type TSkipCondition = (typeof SKIP_CONDITIONS)[number];

/** Side tasks: opened by an effect, running alongside the steps, not holding any step up. */
export interface TSideTaskSpec {
  actionKey: TTaskActionKey;
  assignee: TAssigneeRole;
  checks: readonly TCheckKey[];
}

export interface TWorkflowDefinition {
  caseType: TCaseType;
  steps: readonly TStepSpec[];
  sideTasks: readonly TSideTaskSpec[];
  /** Effects applied when the case reaches COMPLETED. */
  onComplete: readonly TWorkflowEffect[];
}

/** Why the engine refuses a move. `code` is the error code the API answers with. */
export const REFUSAL_KINDS = [
  'CASE_CLOSED',
  'TASK_NOT_OPEN',
  'WRONG_STEP',
  'WRONG_ASSIGNEE',
  'OUTCOME_NOT_ALLOWED',
  'PRECONDITION_UNMET',
  'NOT_ALLOWED',
] as const;
export type TRefusalKind = (typeof REFUSAL_KINDS)[number];

export interface TRefusal {
  ok: false;
  kind: TRefusalKind;
  code: TErrorCode;
  /** For PRECONDITION_UNMET: the check and who or what is missing (names for the screen). */
  check?: TCheckKey;
  missing?: readonly string[];
}
