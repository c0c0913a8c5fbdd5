import type { TFunction } from 'i18next';
import { TASK_RESULT_SCHEMAS, type TTask, type TTaskActionKey, type TTaskTitleKey } from '@portal/domain';

/** The task's page title key (spec §2): the server's titleKey, which is 'caseInfo' for Entity Migration. */
export function taskTitleKeyOf(task: Pick<TTask, 'simpleTaskInfoDTO'>): TTaskTitleKey {
  return task.simpleTaskInfoDTO.titleKey;
}

/** The task's page title in the interface language. */
export function taskTitleText(t: TFunction, task: Pick<TTask, 'simpleTaskInfoDTO'>): string {
  return t(`taskTitle.${taskTitleKeyOf(task)}`);
}

/**
 * What the task asks for (spec §4 action key), e.g. "Review incorporation case". The keys an
 * amendment shares with the incorporation read as the amendment's ('taskAction.DD_S_FORM_AMENDMENT').
 */
export function taskActionText(
  t: TFunction,
  task: Pick<TTask, 'taskActionKey'> & { caseType?: TTask['caseType'] },
): string {
  return t(`taskAction.${task.taskActionKey}`, task.caseType ? { context: task.caseType } : {});
}

/** The company's English name, else its Chinese name, else the case reference. */
export function companyNameOf(task: Pick<TTask, 'companyEngName' | 'companyChiName' | 'caseRef'>): string {
  return task.companyEngName || task.companyChiName || task.caseRef;
}

/** The Chinese name when an English one is shown above it. */
export function secondCompanyNameOf(task: Pick<TTask, 'companyEngName' | 'companyChiName'>): string | null {
  return task.companyEngName && task.companyChiName ? task.companyChiName : null;
}

/**
 * Tasks whose completion records nothing of their own (their result schema is the empty object): the
 * frame of their screen can complete them with a button until the screen's own form arrives.
 */
export function completesWithoutData(actionKey: TTaskActionKey): boolean {
  return Object.keys(TASK_RESULT_SCHEMAS[actionKey].shape).length === 0;
}

/** Where the facts of a task that records nothing of its own are kept (its completed page says so). */
const FACTS_KEPT: Partial<Record<TTaskActionKey, 'signing' | 'form' | 'billing' | 'compliance'>> = {
  POC_DOC_SIGN: 'signing',
  T_AR_DOC_SIGN: 'signing',
  POC_FORM: 'form',
  T_AR_A_POC: 'form',
  EN_FORM: 'form',
  SH_I_FORM: 'form',
  SH_C_FORM: 'form',
  T_AR_SH_U_ADDR: 'form',
  T_PAYMENT_INVOICE: 'billing',
  T_PAYMENT_PAY: 'billing',
  DD_CS_FORM: 'compliance',
  DD_CO_FORM: 'compliance',
  T_AR_S_I: 'compliance',
  T_AR_CO_CHECK: 'compliance',
};

export function factsKeptText(t: TFunction, actionKey: TTaskActionKey): string {
  return t(`tasks.result.keptElsewhere.${FACTS_KEPT[actionKey] ?? 'case'}`);
}
