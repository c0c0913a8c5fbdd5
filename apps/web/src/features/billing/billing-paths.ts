import { taskScreenPath, type TCaseType } from '@portal/domain';

/** The invoice screen (staff) and the payment screen (client) of a case, by its type (spec §2). */
export function invoiceInfoPath(caseType: TCaseType, caseID: string): string {
  return taskScreenPath({ taskID: '', caseID, holderID: null, caseType, taskActionKey: 'T_PAYMENT_INVOICE' });
}

export function paymentPath(caseType: TCaseType, caseID: string): string {
  return taskScreenPath({ taskID: '', caseID, holderID: null, caseType, taskActionKey: 'T_PAYMENT_PAY' });
}
