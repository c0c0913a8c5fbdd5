import { z } from 'zod';
import { ZFieldRemark } from './review.js';
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
import { ZIsoDateTime, ZPersonRef } from './people.js';

/** Tasks over the API (spec §3, §7 GET /api/tasks; DESIGN §4): lists, one task, completing it. */

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

const ZConfirmResult = z.strictObject({ confirmed: z.literal(true) });
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
  // The record update's changes are its draft (PUT /api/cases/:caseID/amendment), judged on completion.
  T_RECORD_UPDATES: ZNoResult,
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
