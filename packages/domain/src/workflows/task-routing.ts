import type { TUserType } from '../roles.js';
import { isClient, isComSecSide } from '../roles.js';
import type { TCaseType, TTaskActionKey, TTaskStatus } from './workflow.types.js';

/**
 * Where each task opens, what its page is called, and where opening or completing it leads (spec §2
 * task page title, §4 action keys, §6 task opening and completing).
 */

/** The screen (route path, with a query for the risk tab) of each action key, for MVP-like and AR cases. */
export const TASK_SCREENS: Readonly<Record<TTaskActionKey, { MVP: string; AR: string }>> = {
  POC_FORM: both('/client/my-tasks/:caseID'),
  SH_I_FORM: both('/stakeholder-identification/:caseID/:holderID'),
  SH_C_FORM: both('/stakeholder-identification/:caseID/:holderID'),
  CS_FORM_R: both('/case-review/:caseID'),
  DD_CS_FORM: both('/due-diligence/:caseID'),
  DD_CO_FORM: both('/due-diligence/:caseID?tab=risk'),
  DD_S_FORM: both('/cross-check/:caseID'),
  T_PAYMENT_INVOICE: {
    MVP: '/incorporation/invoice-info/:caseID',
    AR: '/annual-renewal/invoice-info/:caseID',
  },
  T_PAYMENT_PAY: { MVP: '/incorporation/payment/:caseID', AR: '/annual-renewal/payment/:caseID' },
  POC_DOC_SIGN: both('/docs-sign/:caseID'),
  CASE_FILING: both('/case-filing/:caseID'),
  CASE_COMPLETION: both('/case-completion/:caseID'),
  T_AR_A_CS: both('/case-review/:caseID'),
  T_AR_A_POC: both('/annual-renewal/poc-renewal/:caseID'),
  T_AR_SH_U_ADDR: both('/annual-renewal/update-address-proof/:caseID/:taskID'),
  T_AR_S_I: both('/due-diligence/:caseID'),
  T_AR_CO_CHECK: both('/due-diligence/:caseID?tab=risk'),
  T_AR_S_CHECK: both('/annual-renewal/cross-check/:caseID'),
  T_AR_DOC_SIGN: both('/annual-renewal/docs-sign/:caseID'),
  T_AR_FILING: both('/annual-renewal/case-filing/:caseID'),
  T_AR_COMPLETION: both('/case-completion/:caseID'),
  EN_FORM: both('/entity-migration/:caseID'),
  T_RECORD_UPDATES: both('/record-update/:caseID'),
};

function both(path: string): { MVP: string; AR: string } {
  return { MVP: path, AR: path };
}

export interface TRoutableTask {
  taskID: string;
  caseID: string;
  holderID: string | null;
  caseType: TCaseType;
  taskActionKey: TTaskActionKey;
  taskUserID: string | null;
  status: TTaskStatus;
}

/** The dedicated screen of a task, with its ids filled in. */
export function taskScreenPath(task: Omit<TRoutableTask, 'taskUserID' | 'status'>): string {
  const screens = TASK_SCREENS[task.taskActionKey];
  const template = task.caseType === 'AR' ? screens.AR : screens.MVP;
  return template
    .replace(':caseID', encodeURIComponent(task.caseID))
    .replace(':holderID', encodeURIComponent(task.holderID ?? ''))
    .replace(':taskID', encodeURIComponent(task.taskID));
}

/** The ongoing case page at its task list. */
export function ongoingCasePath(caseID: string): string {
  return `/view-cases/ongoing/${encodeURIComponent(caseID)}#task-list`;
}

/**
 * Tasks whose dedicated screen opens straight from a task list (spec §6): for the company-secretary
 * side the due-diligence review and the annual renewal case review; for clients the case information,
 * stakeholder identity (individual or corporate), confirming case information and stakeholder
 * information. Every other task opens the ongoing case page, whose task list leads on.
 */
export const OPENABLE_FROM_LIST = {
  staff: ['DD_CS_FORM', 'T_AR_A_CS'],
  client: ['POC_FORM', 'SH_I_FORM', 'SH_C_FORM', 'T_AR_A_POC', 'T_AR_SH_U_ADDR'],
} as const satisfies Record<string, readonly TTaskActionKey[]>;

/**
 * Where opening a task from a task list leads (spec §6): its dedicated screen only when it is in
 * progress, assigned to this user and one the role opens from a list; else the ongoing case page.
 */
export function taskOpenPath(task: TRoutableTask, user: { userID: string; userType: TUserType }): string {
  if (task.status === 'IN_PROGRESS' && task.taskUserID === user.userID) {
    const openable: readonly TTaskActionKey[] = isClient(user.userType)
      ? OPENABLE_FROM_LIST.client
      : isComSecSide(user.userType)
        ? OPENABLE_FROM_LIST.staff
        : [];
    if (openable.includes(task.taskActionKey)) return taskScreenPath(task);
  }
  return ongoingCasePath(task.caseID);
}

/**
 * Whether this user may work on the task's own screen (from the case page too): the task is in
 * progress and assigned to them. Anyone else is sent to the ongoing case page.
 */
export function mayWorkOnTask(task: Pick<TRoutableTask, 'status' | 'taskUserID'>, userID: string): boolean {
  return task.status === 'IN_PROGRESS' && task.taskUserID === userID;
}

/** Where a completed task leads (spec §6): clients to /my-tasks/complete/:taskID, staff to /view-tasks/complete/:taskID. */
export function taskCompletedPath(taskID: string, userType: TUserType): string {
  return isClient(userType)
    ? `/my-tasks/complete/${encodeURIComponent(taskID)}`
    : `/view-tasks/complete/${encodeURIComponent(taskID)}`;
}

/** Task page titles (spec §2): a label per task type key; message keys of the web app under `taskTitle.`. */
export const TASK_TITLE_KEYS = [
  'caseCompletion',
  'caseFiling',
  'reviewIncorporationDetails',
  'caseReview',
  'crossCheck',
  'invoiceInfo',
  'entityInformationForm',
  'documentsSigning',
  'caseInformation',
  'payment',
  'stakeholderIdentification',
  'updateAddressProof',
  'recordUpdate',
  'caseInfo',
] as const;
export type TTaskTitleKey = (typeof TASK_TITLE_KEYS)[number];

const TITLE_OF: Record<TTaskActionKey, TTaskTitleKey> = {
  CASE_COMPLETION: 'caseCompletion',
  T_AR_COMPLETION: 'caseCompletion',
  CASE_FILING: 'caseFiling',
  T_AR_FILING: 'caseFiling',
  DD_CS_FORM: 'reviewIncorporationDetails',
  DD_CO_FORM: 'reviewIncorporationDetails',
  T_AR_S_I: 'reviewIncorporationDetails',
  T_AR_CO_CHECK: 'reviewIncorporationDetails',
  CS_FORM_R: 'caseReview',
  T_AR_A_CS: 'caseReview',
  DD_S_FORM: 'crossCheck',
  T_AR_S_CHECK: 'crossCheck',
  T_PAYMENT_INVOICE: 'invoiceInfo',
  EN_FORM: 'entityInformationForm',
  POC_DOC_SIGN: 'documentsSigning',
  T_AR_DOC_SIGN: 'documentsSigning',
  POC_FORM: 'caseInformation',
  T_AR_A_POC: 'caseInformation',
  T_PAYMENT_PAY: 'payment',
  SH_I_FORM: 'stakeholderIdentification',
  SH_C_FORM: 'stakeholderIdentification',
  T_AR_SH_U_ADDR: 'updateAddressProof',
  T_RECORD_UPDATES: 'recordUpdate',
};

/** The page title of a task: by its type key, except that Entity Migration always shows 'case info'. */
export function taskTitleKey(taskTypeKey: TTaskActionKey, caseType: TCaseType): TTaskTitleKey {
  return caseType === 'EM' ? 'caseInfo' : TITLE_OF[taskTypeKey];
}
