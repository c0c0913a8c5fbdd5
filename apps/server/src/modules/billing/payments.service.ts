import {
  addDays,
  hongKongDate,
  mayManageBilling,
  mayPayInvoice,
  type TPayment,
  type TSubmitPaymentRequest,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { completeSatisfiedTasks } from '../tasks/tasks.service.js';
import {
  actorOf,
  billingCaseOf,
  requireInvoice,
  requirePayment,
  type TBillingDeps,
  type TCaller,
} from './billing-access.js';
import { mailPaymentDecided, mailPaymentSubmitted } from './billing-mail.js';
import { foreignProofIds, type TInvoiceRow, type TPaymentRow } from './billing.repository.js';
import { paymentView } from './billing-view.js';
import { issueReceipt } from './receipts.js';
import { withdrawCardPayment } from './card-payments.service.js';
import type { TFileStore } from '../files/file-store.js';
import { removingWrittenOnFailure } from '../files/files.service.js';

/** How long before the invoice a transfer may have been made and still pay it (paid ahead of the paper). */
const PAID_BEFORE_ISSUE_DAYS = 31;

async function paymentById(db: TDb, paymentId: string): Promise<TPayment> {
  return paymentView(
    db,
    await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow(),
  );
}

/**
 * The invoice the caller is to pay now, its case locked: the case's client holding its payment task,
 * the case open and the invoice issued (not paid, not void). Bank transfer and card alike.
 */
export async function requirePayableInvoice(
  trx: TDb,
  auth: TCaller,
  invoiceId: string,
): Promise<{ row: TCaseRow; invoice: TInvoiceRow }> {
  const { row, invoice } = await requireInvoice(trx, auth, invoiceId, true);
  if (!mayPayInvoice(actorOf(auth), billingCaseOf(row))) throw new AppError('FORBIDDEN');
  if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
  if (invoice.status !== 'ISSUED') throw new AppError('INVOICE_CLOSED');
  const payTask = await trx
    .selectFrom('tasks')
    .select('task_user_id')
    .where('case_id', '=', row.id)
    .where('action_key', '=', 'T_PAYMENT_PAY')
    .where('status', '=', 'IN_PROGRESS')
    .executeTakeFirst();
  if (!payTask) throw new AppError('BILLING_NOT_OPEN');
  if (payTask.task_user_id !== auth.userId) throw new AppError('NOT_TASK_ASSIGNEE');
  return { row, invoice };
}

/**
 * POST /api/invoices/:invoiceID/payments: the case's client submits a payment of the issued invoice
 * through its provider (offline: a bank transfer with its reference, date and proof). The proof files
 * are theirs, of this case, and from then on read by the firm and the client only.
 */
export async function submitPayment(
  deps: TBillingDeps,
  auth: TCaller,
  meta: TRequestMeta,
  invoiceId: string,
  body: TSubmitPaymentRequest,
): Promise<TPayment> {
  const paymentId = await deps.db.transaction().execute(async (trx) => {
    const { row, invoice } = await requirePayableInvoice(trx, auth, invoiceId);
    const pending = await trx
      .selectFrom('payments')
      .select(['id', 'firm_id', 'method', 'provider_ref'])
      .where('invoice_id', '=', invoice.id)
      .where('status', '=', 'SUBMITTED')
      .executeTakeFirst();
    if (pending && pending.method !== 'CARD') throw new AppError('PAYMENT_PENDING');
    if ((await foreignProofIds(trx, row.id, auth.userId, body.proofFileIDs)).length > 0)
      throw fieldError('proofFileIDs', 'invalid');
    const today = hongKongDate(new Date());
    if (body.paidDate > today || body.paidDate < addDays(invoice.issue_date, -PAID_BEFORE_ISSUE_DAYS))
      throw fieldError('paidDate', 'invalid');
    // The transfer is good: a card payment the client started and left is withdrawn at Stripe first.
    if (pending) await withdrawCardPayment(trx, deps.stripe, pending);

    const started = await deps.providers[invoice.provider].startPayment(payableOf(invoice), body);
    const payment = await trx
      .insertInto('payments')
      .values({
        firm_id: row.firm_id,
        case_id: row.id,
        invoice_id: invoice.id,
        provider: invoice.provider,
        method: started.method,
        amount_cents: started.amountCents,
        reference: started.reference,
        paid_date: started.paidDate,
        proof_file_ids: started.proofFileIds,
        provider_ref: started.providerRef,
        submitted_by: auth.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // A bank slip shows the payer's account: from now on the firm and the client read it, no one else.
    await trx
      .updateTable('files')
      .set({ visible_holder_ids: [] })
      .where('id', 'in', started.proofFileIds)
      .where('case_id', '=', row.id)
      .execute();
    await writeAudit(trx, {
      action: 'billing.payment_submitted',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'payment',
      targetId: payment.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { caseRef: row.case_ref, invoiceNumber: invoice.invoice_number, reference: started.reference },
    });
    const client = await trx
      .selectFrom('users')
      .select(['eng_first_name', 'eng_last_name'])
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    await mailPaymentSubmitted(
      trx,
      row,
      invoice,
      { reference: started.reference, clientName: `${client.eng_first_name} ${client.eng_last_name}`.trim() },
      deps.publicUrl,
    );
    return payment.id;
  });
  return paymentById(deps.db, paymentId);
}

const payableOf = (invoice: TInvoiceRow) => ({
  invoiceID: invoice.id,
  invoiceNumber: invoice.invoice_number,
  caseID: invoice.case_id,
  firmID: invoice.firm_id,
  totalCents: Number(invoice.total_cents),
  dueDate: invoice.due_date,
  paymentDetails: invoice.payment_details,
});

/**
 * A payment settles its invoice: the payment CONFIRMED, the invoice PAID and the client's payment task
 * completed (the case moves on to signing), in the caller's transaction under the case's lock. The
 * same for the officer's confirmation and, later, a card provider's notification.
 */
export async function settlePayment(
  trx: TDb,
  row: TCaseRow,
  invoice: TInvoiceRow,
  payment: TPaymentRow,
  decision: { by: string | null; note: string | null },
  context: {
    meta: TRequestMeta | null;
    publicUrl: string;
    language: TCaller['language'];
    store: TFileStore;
    /** Where the receipt's PDF is noted, for its removal if the settling transaction fails. */
    written: string[];
  },
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('payments')
    .set({ status: 'CONFIRMED', decided_by: decision.by, decided_at: now, decision_note: decision.note })
    .where('id', '=', payment.id)
    .where('status', '=', 'SUBMITTED')
    .execute();
  await trx
    .updateTable('invoices')
    .set({ status: 'PAID', paid_at: now })
    .where('id', '=', invoice.id)
    .where('status', '=', 'ISSUED')
    .execute();
  await completeSatisfiedTasks(trx, row, context, ['T_PAYMENT_PAY']);
  const receipt = await issueReceipt(trx, context.store, row, invoice, payment);
  if (receipt) context.written.push(receipt.storageKey);
}

/** POST /api/payments/:paymentID/confirm and …/reject: the officer in charge or a SYSTEM_ADMIN decides. */
export async function decidePayment(
  deps: TBillingDeps,
  auth: TCaller,
  meta: TRequestMeta,
  paymentId: string,
  decision: { confirm: boolean; note: string | null },
): Promise<TPayment> {
  await removingWrittenOnFailure(deps.store, (written) =>
    deps.db.transaction().execute(async (trx) => {
      const { row, invoice, payment } = await requirePayment(trx, auth, paymentId, true);
      if (!mayManageBilling(actorOf(auth), billingCaseOf(row))) throw new AppError('FORBIDDEN');
      if (payment.status !== 'SUBMITTED') throw new AppError('PAYMENT_DECIDED');
      // A card payment is settled or failed by its provider's signed notification, never by hand.
      if (payment.provider !== 'OFFLINE') throw new AppError('FORBIDDEN');
      if (decision.confirm) {
        if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
        if (invoice.status !== 'ISSUED') throw new AppError('INVOICE_CLOSED');
        await settlePayment(
          trx,
          row,
          invoice,
          payment,
          { by: auth.userId, note: decision.note },
          {
            meta,
            publicUrl: deps.publicUrl,
            language: auth.language,
            store: deps.store,
            written,
          },
        );
      } else {
        await trx
          .updateTable('payments')
          .set({
            status: 'REJECTED',
            decided_by: auth.userId,
            decided_at: new Date(),
            decision_note: decision.note,
          })
          .where('id', '=', payment.id)
          .where('status', '=', 'SUBMITTED')
          .execute();
      }
      await writeAudit(trx, {
        action: decision.confirm ? 'billing.payment_confirmed' : 'billing.payment_rejected',
        firmId: row.firm_id,
        actorUserId: auth.userId,
        targetType: 'payment',
        targetId: payment.id,
        ip: meta.ip,
        requestId: meta.requestId,
        details: { caseRef: row.case_ref, invoiceNumber: invoice.invoice_number },
      });
      await mailPaymentDecided(
        trx,
        row,
        invoice,
        { confirmed: decision.confirm, note: decision.note },
        deps.publicUrl,
      );
    }),
  );
  return paymentById(deps.db, paymentId);
}
