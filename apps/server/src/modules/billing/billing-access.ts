import type { TStripeGateway } from './stripe-gateway.js';
import { mayReadBilling, type TBillingActor, type TBillingCase } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { caseVisibleTo } from '../cases/case-access.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import type { TFileStore } from '../files/file-store.js';
import type { TInvoiceRow, TPaymentRow } from './billing.repository.js';
import type { TPaymentProviders } from './payment-provider.js';

export interface TBillingDeps {
  db: TDb;
  store: TFileStore;
  publicUrl: string;
  providers: TPaymentProviders;
  /** Stripe, when the portal has its keys (card payments); undefined otherwise. */
  stripe: TStripeGateway | undefined;
}

export type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

export const actorOf = (auth: TCaller): TBillingActor => ({
  userID: auth.userId,
  userType: auth.userType,
  firmID: auth.firmId,
});

export const billingCaseOf = (row: TCaseRow): TBillingCase => ({
  firmID: row.firm_id,
  officerUserID: row.officer_user_id,
  clientUserID: row.client_user_id,
});

/**
 * The case whose billing the caller may read (its firm's staff, SMOOOTH, its client), optionally
 * locked for a change: another firm's case, and a case the caller is only a stakeholder of, are not
 * found. The visibility condition is part of the query that reads the case.
 */
export async function requireBillingCase(
  db: TDb,
  auth: TCaller,
  caseId: string,
  forUpdate = false,
): Promise<TCaseRow> {
  const row = await requireVisibleCase(db, auth, caseId, forUpdate);
  if (!mayReadBilling(actorOf(auth), billingCaseOf(row))) throw new AppError('NOT_FOUND');
  return row;
}

/** An invoice of a case the caller may read, with that case (locked when asked: every change is). */
export async function requireInvoice(
  db: TDb,
  auth: TCaller,
  invoiceId: string,
  forUpdate = false,
): Promise<{ row: TCaseRow; invoice: TInvoiceRow }> {
  const found = await db
    .selectFrom('invoices')
    .innerJoin('cases', 'cases.id', 'invoices.case_id')
    .select('invoices.case_id')
    .where('invoices.id', '=', invoiceId)
    .where(caseVisibleTo(auth))
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND');
  const row = await requireBillingCase(db, auth, found.case_id, forUpdate);
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('case_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return { row, invoice };
}

/** A payment of a case the caller may read, with its invoice and case. */
export async function requirePayment(
  db: TDb,
  auth: TCaller,
  paymentId: string,
  forUpdate = false,
): Promise<{ row: TCaseRow; invoice: TInvoiceRow; payment: TPaymentRow }> {
  const found = await db
    .selectFrom('payments')
    .innerJoin('cases', 'cases.id', 'payments.case_id')
    .select('payments.invoice_id')
    .where('payments.id', '=', paymentId)
    .where(caseVisibleTo(auth))
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND');
  const { row, invoice } = await requireInvoice(db, auth, found.invoice_id, forUpdate);
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('invoice_id', '=', invoice.id)
    .executeTakeFirstOrThrow();
  return { row, invoice, payment };
}
