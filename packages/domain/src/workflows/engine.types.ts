/**
 * The engine's view of a case and what it answers with. Kept apart from the engine's functions so
 * that the steps, the checks and the moves can share them without importing one another.
 */
import type { TRiskRating } from '../compliance/risk-rating.js';
import type { TUserType } from '../roles.js';
import type {
  TAssigneeRole,
  TCaseStatus,
  TCaseType,
  TRefusal,
  TSkipCondition,
  TStepKey,
  TTaskActionKey,
  TTaskStatus,
  TWorkflowEffect,
} from './workflow.types.js';

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
  /** Conditions that skip a step (TStepSpec.skipWhen); one left out does not hold. */
  conditions?: Partial<Record<TSkipCondition, boolean>>;
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
  /** Parts of the annual return the client has not yet confirmed or marked changed. */
  renewalSectionsUnanswered?: readonly string[];
  /** Parts of the Registry's acknowledgement not yet recorded (field names). */
  acknowledgementMissing?: readonly string[];
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

/** Who a case's officer and client tasks go to; internal to the engine, not re-exported by engine.ts. */
export interface TMembers {
  officerUserID: string | null;
  clientUserID: string | null;
}
