import type { TUserType } from '../roles.js';
import type { TTaskActionKey, TTaskStatus } from '../workflows/workflow.types.js';

/**
 * Who may do what with a case's invoices and payments (issue 8 point 6, DESIGN §1, §5). The server
 * asks these before every write, the web app to decide which buttons to show.
 */

export interface TBillingActor {
  userID: string;
  userType: TUserType;
  firmID: string | null;
}

export interface TBillingCase {
  firmID: string;
  /** The case's staff in charge. */
  officerUserID: string | null;
  /** The case's client point of contact. */
  clientUserID: string | null;
}

const ofFirm = (actor: TBillingActor, firmID: string) =>
  (actor.userType === 'COM_SEC' || actor.userType === 'SYSTEM_ADMIN') && actor.firmID === firmID;

/** The firm's money on a case is handled by its officer in charge or a SYSTEM_ADMIN of the firm. */
export function mayManageBilling(actor: TBillingActor, billingCase: TBillingCase): boolean {
  if (!ofFirm(actor, billingCase.firmID)) return false;
  return actor.userType === 'SYSTEM_ADMIN' || actor.userID === billingCase.officerUserID;
}

/** Invoices are read by the firm's staff, SMOOOTH (read only) and the case's client; no other stakeholder. */
export function mayReadBilling(actor: TBillingActor, billingCase: TBillingCase): boolean {
  return (
    ofFirm(actor, billingCase.firmID) ||
    actor.userType === 'SMOOOTH' ||
    (actor.userType === 'GU' && actor.userID === billingCase.clientUserID)
  );
}

/** The client point of contact pays the case's invoice. */
export function mayPayInvoice(actor: TBillingActor, billingCase: TBillingCase): boolean {
  return actor.userType === 'GU' && actor.userID === billingCase.clientUserID;
}

/** The firm's bank details and fees are read by its staff. */
export function mayReadBillingSettings(actor: Pick<TBillingActor, 'userType' | 'firmID'>): boolean {
  return (actor.userType === 'COM_SEC' || actor.userType === 'SYSTEM_ADMIN') && actor.firmID !== null;
}

/** …and changed by its SYSTEM_ADMIN. */
export function mayEditBillingSettings(actor: Pick<TBillingActor, 'userType' | 'firmID'>): boolean {
  return actor.userType === 'SYSTEM_ADMIN' && actor.firmID !== null;
}

export interface TBillingTask {
  actionKey: TTaskActionKey;
  status: TTaskStatus;
  taskUserID: string | null;
}

/**
 * When a case may get an invoice: FIRST while its invoice task (T_PAYMENT_INVOICE) is in progress
 * (by that task's holder; issuing completes it), REISSUE while the client's payment task is in
 * progress and the last invoice was voided (by whoever manages the case's billing); otherwise not.
 */
export function issueStage(
  tasks: readonly TBillingTask[],
  hasLiveInvoice: boolean,
): { stage: 'FIRST'; holderUserID: string | null } | { stage: 'REISSUE' } | null {
  if (hasLiveInvoice) return null;
  const open = (key: TTaskActionKey) => tasks.find((t) => t.actionKey === key && t.status === 'IN_PROGRESS');
  const invoiceTask = open('T_PAYMENT_INVOICE');
  if (invoiceTask) return { stage: 'FIRST', holderUserID: invoiceTask.taskUserID };
  if (open('T_PAYMENT_PAY')) return { stage: 'REISSUE' };
  return null;
}

/** True when this actor may issue at this stage. */
export function mayIssueInvoice(
  actor: TBillingActor,
  billingCase: TBillingCase,
  stage: ReturnType<typeof issueStage>,
): boolean {
  if (!stage || !ofFirm(actor, billingCase.firmID)) return false;
  return stage.stage === 'FIRST' ? stage.holderUserID === actor.userID : mayManageBilling(actor, billingCase);
}
