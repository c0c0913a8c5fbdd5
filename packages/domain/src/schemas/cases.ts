import { z } from 'zod';
import { ZFieldRemark, ZReturnedReview } from './review.js';
import { LIMITS } from '../constants.js';
import { LANGUAGES } from '../languages.js';
import { USER_TYPES } from '../roles.js';
import {
  ASSIGNEE_ROLES,
  CASE_STATUSES,
  CASE_TYPES,
  STEP_KEYS,
  TASK_ACTION_KEYS,
  TASK_OUTCOMES,
  TASK_STATUSES,
} from '../workflows/workflow.types.js';
import { TASK_TITLE_KEYS } from '../workflows/task-routing.js';
import { ZPlainText } from './common.js';
import { PAGED_ANSWER, PAGED_QUERY } from './paging.js';

/**
 * Cases and tasks over the API (issue 4; spec §7 case link and tasks, DESIGN §4): opening a case,
 * a client's request, linking with an invitation code, lists, the case view, completing tasks.
 */

const ZName = ZPlainText.trim().min(1).max(LIMITS.nameMaxLength);
const ZOptionalName = ZPlainText.trim().max(LIMITS.nameMaxLength).optional();
const ZEmail = ZPlainText.trim().min(1).max(LIMITS.emailMaxLength).pipe(z.email());
const ZDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });
const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

/** An invitation code: 8 letters and digits (spec §5, §9). */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A code is good for 14 days and 5 wrong names; each client may try 10 wrong codes an hour. */
export const CASE_INVITATION_TTL_SECONDS = 14 * 24 * 3600;
export const CASE_INVITATION_MAX_ATTEMPTS = 5;
export const LINK_CASE_WRONG_CODES_PER_HOUR = 10;

/** A people reference: enough to show and to chat with. */
export const ZPersonRef = z
  .strictObject({ userID: z.uuid(), name: z.string(), email: z.string(), userType: z.enum(USER_TYPES) })
  .meta({ id: 'PersonRef' });
export type TPersonRef = z.infer<typeof ZPersonRef>;

// The entity list (ZEntitySummary, ZEntityListQuery, ZEntityList) is in entities.ts.

/** The person a staff-opened case invites by e-mail. */
export const ZCaseInvitee = z
  .strictObject({
    email: ZEmail,
    engFirstName: ZName,
    engLastName: ZName,
    language: z
      .enum(LANGUAGES)
      .optional()
      .meta({ description: "Language of the invitation mail; the sender's by default" }),
  })
  .meta({ id: 'CaseInvitee' });
export type TCaseInvitee = z.infer<typeof ZCaseInvitee>;

/** POST /api/cases: staff open a case. */
export const ZCreateCaseRequest = z
  .strictObject({
    caseType: z.enum(CASE_TYPES),
    companyID: z.uuid().optional().meta({ description: 'The active entity (required for AR and AMENDMENT)' }),
    companyEngName: ZOptionalName.meta({
      description: 'Proposed (MVP) or existing (EM) English company name',
    }),
    companyChiName: ZOptionalName,
    client: ZCaseInvitee.optional().meta({
      description:
        'The client, invited by e-mail with a code. Required unless the entity already has a linked client',
    }),
    staffInChargeUserID: z.uuid().optional().meta({ description: 'Defaults to the caller' }),
  })
  .meta({ id: 'CreateCaseRequest' });
export type TCreateCaseRequest = z.infer<typeof ZCreateCaseRequest>;

/** POST /api/cases/requests: a client asks a firm for a service. */
export const ZCaseRequestRequest = z
  .strictObject({
    firmID: z.uuid(),
    caseType: z.enum(CASE_TYPES),
    companyID: z.uuid().optional().meta({ description: 'The entity (required for AR and AMENDMENT)' }),
    companyEngName: ZOptionalName,
    companyChiName: ZOptionalName,
    remarks: ZPlainText.trim().max(2000).optional(),
  })
  .meta({ id: 'CaseRequestRequest' });
export type TCaseRequestRequest = z.infer<typeof ZCaseRequestRequest>;

export const ZCaseIdParams = z.strictObject({ caseID: z.uuid() });
export const ZTaskIdParams = z.strictObject({ taskID: z.uuid() });
export const ZCaseInvitationParams = z.strictObject({ caseID: z.uuid(), invitationID: z.uuid() });

export const CASE_SORTS = ['createdDate', 'updatedDate', 'companyName', 'step'] as const;

/** GET /api/cases. */
export const ZCaseListQuery = z.strictObject({
  staffInChargeUserIDs: z
    .string()
    .max(2000)
    .optional()
    .meta({ description: 'Comma-separated user ids; "none" for cases nobody has taken charge of' }),
  caseType: z.enum(CASE_TYPES).optional(),
  step: z.enum(STEP_KEYS).optional(),
  status: z.enum(CASE_STATUSES).optional(),
  pendingClient: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Only cases waiting for a client to link' }),
  firmID: z.uuid().optional().meta({ description: 'SMOOOTH: one firm' }),
  search: ZPlainText.trim()
    .max(100)
    .optional()
    .meta({ description: 'Company name (English or Chinese) or BRN' }),
  sort: z.enum(CASE_SORTS).default('updatedDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...PAGED_QUERY,
});
export type TCaseListQuery = z.infer<typeof ZCaseListQuery>;

export const ZCaseSummary = z
  .strictObject({
    caseID: z.uuid(),
    caseRef: z.string().meta({ description: 'The firm’s reference, e.g. MVP-2026-0007' }),
    caseType: z.enum(CASE_TYPES),
    status: z.enum(CASE_STATUSES),
    step: z.enum(STEP_KEYS),
    firmID: z.uuid(),
    firmName: z.string(),
    companyID: z.uuid().nullable(),
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    brn: z.string().nullable(),
    returnDate: z.string().nullable().meta({
      description: 'An annual renewal: the return date (YYYY-MM-DD) its annual return is made up to',
    }),
    staffInCharge: ZPersonRef.nullable(),
    client: ZPersonRef.nullable(),
    pendingClientOnboard: z.boolean().meta({ description: 'Staff opened it and no client has linked yet' }),
    requestedByClient: z.boolean(),
    openTaskCount: z.number().int(),
    createdDate: ZIsoDateTime,
    updatedDate: ZIsoDateTime,
    closedDate: ZIsoDateTime.nullable(),
  })
  .meta({ id: 'CaseSummary' });
export type TCaseSummary = z.infer<typeof ZCaseSummary>;

export const ZCaseList = z
  .strictObject({
    items: z.array(ZCaseSummary),
    ...PAGED_ANSWER,
  })
  .meta({ id: 'CaseList' });
export type TCaseList = z.infer<typeof ZCaseList>;

export const ZSimpleTaskInfo = z
  .strictObject({
    taskTypeKey: z.enum(TASK_ACTION_KEYS),
    serviceType: z.enum(CASE_TYPES),
    titleKey: z.enum(TASK_TITLE_KEYS).meta({ description: 'The page title (spec §2); EM always caseInfo' }),
  })
  .meta({ id: 'SimpleTaskInfoDTO' });

/** A task (spec §3) with what lists and screens show of it. */
export const ZTask = z
  .strictObject({
    taskID: z.uuid(),
    caseID: z.uuid(),
    holderID: z.string().nullable(),
    caseType: z.enum(CASE_TYPES),
    taskActionKey: z.enum(TASK_ACTION_KEYS),
    taskUserID: z.uuid().nullable(),
    status: z.enum(TASK_STATUSES),
    step: z.enum(STEP_KEYS).nullable().meta({ description: 'null for a side task (stakeholder identity)' }),
    assigneeRole: z.enum(ASSIGNEE_ROLES),
    assignee: ZPersonRef.nullable(),
    caseRef: z.string(),
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    firmID: z.uuid(),
    firmName: z.string(),
    outcome: z.enum(TASK_OUTCOMES).nullable(),
    remarks: z.string().nullable(),
    completedBy: ZPersonRef.nullable(),
    createdDate: ZIsoDateTime,
    updatedDate: ZIsoDateTime,
    completedDate: ZIsoDateTime.nullable(),
    simpleTaskInfoDTO: ZSimpleTaskInfo,
  })
  .meta({ id: 'Task' });
export type TTask = z.infer<typeof ZTask>;

export const TASK_TABS = ['mine', 'team', 'queued'] as const;
export type TTaskTab = (typeof TASK_TABS)[number];

/** GET /api/tasks. */
export const ZTaskListQuery = z.strictObject({
  status: z
    .string()
    .regex(/^(QUEUED|IN_PROGRESS|COMPLETED|IN_ACTIVE|OPEN)(,(QUEUED|IN_PROGRESS|COMPLETED|IN_ACTIVE|OPEN))*$/)
    .optional()
    .meta({ description: 'Comma-separated task statuses; OPEN means QUEUED and IN_PROGRESS' }),
  tabKey: z.enum(TASK_TABS).optional().meta({
    description:
      'mine: assigned to me; team: assigned to colleagues of my firm; queued: staff tasks nobody has taken yet',
  }),
  caseID: z.uuid().optional(),
  assigneeUserID: z.uuid().optional(),
  caseType: z.enum(CASE_TYPES).optional(),
  taskActionKey: z.enum(TASK_ACTION_KEYS).optional(),
  search: ZPlainText.trim().max(100).optional().meta({ description: 'Company name or case reference' }),
  sort: z
    .enum(['createdDate', 'updatedDate', 'completedDate'])
    .default('updatedDate')
    .meta({ description: 'completedDate: a task not completed counts as never, first when ascending' }),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...PAGED_QUERY,
});
export type TTaskListQuery = z.infer<typeof ZTaskListQuery>;

export const ZTaskList = z
  .strictObject({
    items: z.array(ZTask),
    ...PAGED_ANSWER,
  })
  .meta({ id: 'TaskList' });
export type TTaskList = z.infer<typeof ZTaskList>;

/** GET /api/tasks/:taskID: the task, what it needs, and whether the caller may complete it. */
export const ZTaskInfo = ZTask.extend({
  outcomes: z.array(z.enum(TASK_OUTCOMES)),
  mayComplete: z.boolean(),
  mayClaim: z.boolean(),
  result: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: 'What was recorded when it was completed' }),
}).meta({ id: 'TaskInfo' });
export type TTaskInfo = z.infer<typeof ZTaskInfo>;

export const ZCaseMember = z
  .strictObject({
    userID: z.uuid(),
    name: z.string(),
    email: z.string(),
    userType: z.enum(USER_TYPES),
    role: z.enum(['CLIENT', 'STAKEHOLDER', 'STAFF_IN_CHARGE']),
    holderID: z.string().nullable(),
    sinceDate: ZIsoDateTime,
  })
  .meta({ id: 'CaseMember' });
export type TCaseMember = z.infer<typeof ZCaseMember>;

export const CASE_EVENT_TYPES = [
  'OPENED',
  'REQUESTED',
  'TASK_COMPLETED',
  'SENT_BACK',
  'STEP_CHANGED',
  'COMPLETED',
  'CANCELLED',
  'LINKED',
  'STAFF_IN_CHARGE',
  'TASK_CLAIMED',
  'INVITATION_SENT',
  'INVITATION_REVOKED',
  'INFORMATION_SAVED',
  'DOCUMENT_SENT_BACK',
  'FILING_RECORDED',
  'FILING_UPDATED',
] as const;

export const ZCaseEvent = z
  .strictObject({
    eventID: z.string(),
    type: z.enum(CASE_EVENT_TYPES),
    fromStep: z.enum(STEP_KEYS).nullable(),
    toStep: z.enum(STEP_KEYS).nullable(),
    taskActionKey: z.enum(TASK_ACTION_KEYS).nullable(),
    actorName: z.string().nullable(),
    remarks: z.string().nullable(),
    createdDate: ZIsoDateTime,
  })
  .meta({ id: 'CaseEvent' });
export type TCaseEvent = z.infer<typeof ZCaseEvent>;

export const ZCaseDetail = ZCaseSummary.extend({
  steps: z
    .array(z.enum(STEP_KEYS))
    .meta({ description: 'The steps of this case type in order, ending with COMPLETED' }),
  members: z.array(ZCaseMember),
  tasks: z.array(ZTask),
  history: z.array(ZCaseEvent),
  cancelReason: z.string().nullable(),
  mayCancel: z.boolean(),
  mayTakeCharge: z.boolean(),
}).meta({ id: 'CaseDetail' });
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

/** POST /api/cases/:caseID/cancel. */
export const ZCancelCaseRequest = z
  .strictObject({ reason: ZPlainText.trim().min(1).max(2000) })
  .meta({ id: 'CancelCaseRequest' });

/** POST /api/cases/:caseID/staff-in-charge. */
export const ZStaffInChargeRequest = z
  .strictObject({
    userID: z.uuid().meta({ description: 'The colleague taking charge (the caller to take charge)' }),
  })
  .meta({ id: 'StaffInChargeRequest' });

export const CASE_INVITATION_STATUSES = [
  'NOT_SENT',
  'PENDING',
  'USED',
  'EXPIRED',
  'REVOKED',
  'LOCKED',
] as const;
export type TCaseInvitationStatus = (typeof CASE_INVITATION_STATUSES)[number];

export const ZCaseInvitation = z
  .strictObject({
    invitationID: z.uuid(),
    email: z.string(),
    engFirstName: z.string(),
    engLastName: z.string(),
    holderID: z.string().nullable(),
    status: z.enum(CASE_INVITATION_STATUSES),
    invitationCode: z.string().meta({ description: 'Shown to the firm so it can be read out to the client' }),
    sentDate: ZIsoDateTime.nullable(),
    expiresDate: ZIsoDateTime.nullable(),
    usedDate: ZIsoDateTime.nullable(),
    usedBy: ZPersonRef.nullable(),
    attemptsLeft: z.number().int(),
  })
  .meta({ id: 'CaseInvitation' });
export type TCaseInvitation = z.infer<typeof ZCaseInvitation>;
export const ZCaseInvitationList = z
  .strictObject({ items: z.array(ZCaseInvitation) })
  .meta({ id: 'CaseInvitationList' });

/** POST /api/cases/:caseID/invitations/:invitationID/new-code: optionally corrects the invitee. */
export const ZNewCodeRequest = z
  .strictObject({ email: ZEmail.optional(), engFirstName: ZName.optional(), engLastName: ZName.optional() })
  .meta({ id: 'NewCodeRequest' });

/** POST /api/case/link (spec §7). */
export const ZLinkCaseRequest = z
  .strictObject({
    invitationCode: ZPlainText.trim()
      .length(LIMITS.invitationCodeLength)
      .meta({ description: 'The 8-character code from the invitation mail' }),
    firstName: ZName.meta({ description: 'English first name, as the firm invited you' }),
    lastName: ZName.meta({ description: 'English last name' }),
  })
  .meta({ id: 'LinkCaseRequest' });
export type TLinkCaseRequest = z.infer<typeof ZLinkCaseRequest>;

export const ZLinkCaseResponse = z
  .strictObject({
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    caseType: z.enum(CASE_TYPES),
    caseID: z.uuid(),
  })
  .meta({ id: 'LinkCaseResponse' });
export type TLinkCaseResponse = z.infer<typeof ZLinkCaseResponse>;

/** The amendment types of spec §3. */
export const AMENDMENT_TYPES = [
  'CHANGE_COMSEC_OR_DR',
  'CHANGE_REGISTERED_ADDRESS',
  'CHANGE_DIRECTOR',
  'SHARE_TRANSFER',
  'ALLOTMENT',
  'UPDATE_STAKEHOLDER_PARTICULARS',
  'CHANGE_SCR_OR_UBO',
  'CHANGE_COMPANY_NAME',
  'APPLY_CEASE_DORMANT',
  'CLERICAL_ERROR',
  'OTHERS',
] as const;
export type TAmendmentType = (typeof AMENDMENT_TYPES)[number];

const ZConfirmResult = z.strictObject({ confirmed: z.literal(true) });
const ZAmendmentResult = z.strictObject({
  amendmentTypes: z.array(z.enum(AMENDMENT_TYPES)).min(1).max(AMENDMENT_TYPES.length),
  effectiveDate: ZDate,
  details: ZPlainText.trim().max(5000).optional(),
});
const ZNoResult = z.strictObject({});

/**
 * What completing each task records (validated on the server, kept with the task). Screens of later
 * issues send these; tasks whose facts live elsewhere (case information, documents, compliance
 * records for due diligence and risk assessment) take none.
 */
export const TASK_RESULT_SCHEMAS = {
  POC_FORM: ZNoResult,
  SH_I_FORM: ZConfirmResult,
  SH_C_FORM: ZConfirmResult,
  CS_FORM_R: ZNoResult,
  DD_CS_FORM: ZNoResult,
  DD_CO_FORM: ZNoResult,
  DD_S_FORM: ZNoResult,
  // Issuing the invoice and confirming its payment (modules/billing) are the records; the facts come from them.
  T_PAYMENT_INVOICE: ZNoResult,
  T_PAYMENT_PAY: ZNoResult,
  POC_DOC_SIGN: ZNoResult,
  CASE_FILING: ZNoResult,
  CASE_COMPLETION: ZNoResult,
  T_AR_A_CS: ZNoResult,
  T_AR_A_POC: ZNoResult,
  T_AR_SH_U_ADDR: ZConfirmResult,
  T_AR_S_I: ZNoResult,
  T_AR_CO_CHECK: ZNoResult,
  T_AR_S_CHECK: ZNoResult,
  T_AR_DOC_SIGN: ZNoResult,
  T_AR_FILING: ZNoResult,
  T_AR_COMPLETION: ZNoResult,
  EN_FORM: ZNoResult,
  T_RECORD_UPDATES: ZAmendmentResult,
} as const satisfies Record<(typeof TASK_ACTION_KEYS)[number], z.ZodType>;

/** POST /api/tasks/:taskID/complete. `result` follows TASK_RESULT_SCHEMAS for the task's key. */
export const ZCompleteTaskRequest = z
  .strictObject({
    outcome: z
      .enum(TASK_OUTCOMES)
      .optional()
      .meta({ description: 'APPROVE (default) or RETURN for review tasks' }),
    remarks: ZPlainText.trim().max(5000).optional().meta({ description: 'Required with RETURN' }),
    fieldRemarks: z
      .array(ZFieldRemark)
      .max(200)
      .optional()
      .meta({ description: 'With RETURN of a review: remarks at the fields they are about' }),
    result: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: "The task's record (see TASK_RESULT_SCHEMAS)" }),
  })
  .meta({ id: 'CompleteTaskRequest' });
export type TCompleteTaskRequest = z.infer<typeof ZCompleteTaskRequest>;

export const ZCompleteTaskResponse = z
  .strictObject({
    task: ZTask,
    caseStatus: z.enum(CASE_STATUSES),
    step: z.enum(STEP_KEYS),
    nextPath: z.string().meta({ description: 'Where the web app goes next (spec §6)' }),
  })
  .meta({ id: 'CompleteTaskResponse' });
export type TCompleteTaskResponse = z.infer<typeof ZCompleteTaskResponse>;

export const ZCaseInformationResponse = z
  .strictObject({
    caseID: z.uuid(),
    information: z.record(z.string(), z.unknown()),
    problems: z.array(z.string()).meta({ description: 'Paths of what still stops it from being submitted' }),
    issues: z.array(z.strictObject({ path: z.string(), key: z.string(), message: z.string() })).meta({
      description: 'Each problem with its rule (FORM_MESSAGES key) and message in the caller’s language',
    }),
    updatedDate: ZIsoDateTime,
    returned: ZReturnedReview.nullable().meta({
      description: 'While the client corrects a returned submission: the officer’s remarks',
    }),
  })
  .meta({ id: 'CaseInformationResponse' });

export const ZHolderParams = z.strictObject({
  caseID: z.uuid(),
  holderID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** GET/PUT /api/cases/:caseID/holders/:holderID. */
export const ZHolderView = z
  .strictObject({
    caseID: z.uuid(),
    holderID: z.string(),
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    holder: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The holder (spec §3) with their own particulars' }),
    person: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'Their entry in the ownership resolution' }),
    needsShareholderDirectorAck: z.boolean(),
    needsScrAck: z.boolean(),
    issues: z.array(z.strictObject({ path: z.string(), key: z.string(), message: z.string() })),
    mayEdit: z.boolean(),
    documents: z
      .array(
        z.strictObject({
          fileID: z.uuid(),
          fileName: z.string(),
          fileSize: z.number().int(),
          fileType: z.string(),
        }),
      )
      .meta({ description: 'The files the holder’s particulars refer to (names and sizes for the lists)' }),
  })
  .meta({ id: 'HolderView' });
