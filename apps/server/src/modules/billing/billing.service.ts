import { randomUUID } from 'node:crypto';
import {
  dueDateOf,
  hongKongDate,
  invoiceNumberOf,
  invoiceTotal,
  issueStage,
  mayIssueInvoice,
  mayManageBilling,
  missingPaymentDetails,
  type TInvoice,
  type TIssueInvoiceRequest,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { informationOf } from '../cases/case-moves.js';
import { removingWrittenOnFailure, storeServerFile } from '../files/files.service.js';
import { completeSatisfiedTasks } from '../tasks/tasks.service.js';
import {
  actorOf,
  billingCaseOf,
  requireBillingCase,
  requireInvoice,
  type TBillingDeps,
  type TCaller,
} from './billing-access.js';
import { mailInvoiceIssued } from './billing-mail.js';
import { insertInvoice, invoicesOfCase, nextInvoiceSequence, settingsOf } from './billing.repository.js';
import { invoiceViews } from './billing-view.js';
import { detailsOf, openTasks } from './case-billing.js';

async function invoiceById(db: TDb, invoiceId: string): Promise<TInvoice> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const [view] = await invoiceViews(db, [row]);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** GET /api/invoices/:invoiceID. */
export async function getInvoice(deps: TBillingDeps, auth: TCaller, invoiceId: string): Promise<TInvoice> {
  const { invoice } = await requireInvoice(deps.db, auth, invoiceId);
  return invoiceById(deps.db, invoice.id);
}

/**
 * POST /api/cases/:caseID/invoices: issues the case's invoice in one transaction under the case's
 * lock: the firm's next number, the totals, the dates, the bill-to and the firm's payment details as
 * they are today, the PDF, the officer's invoice task completed (so the client's payment task opens)
 * and the client's mail. Two issues of one case at once: the second finds the first (INVOICE_EXISTS).
 */
export async function issueInvoice(
  deps: TBillingDeps,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  body: TIssueInvoiceRequest,
): Promise<TInvoice> {
  let total: number;
  try {
    total = invoiceTotal(body.lines);
  } catch {
    throw fieldError('lines', 'invalid');
  }
  return removingWrittenOnFailure(deps.store, async (written) => {
    const invoiceId = await deps.db.transaction().execute(async (trx) => {
      const row = await requireBillingCase(trx, auth, caseId, true);
      const actor = actorOf(auth);
      if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
      const live = (await invoicesOfCase(trx, row.id)).some((i) => i.status !== 'VOID');
      if (live) throw new AppError('INVOICE_EXISTS');
      const stage = issueStage(await openTasks(trx, row.id), false);
      if (!stage) throw new AppError('BILLING_NOT_OPEN');
      if (!mayIssueInvoice(actor, billingCaseOf(row), stage))
        throw new AppError(stage.stage === 'FIRST' ? 'NOT_TASK_ASSIGNEE' : 'FORBIDDEN');

      const settings = await settingsOf(trx, row.firm_id);
      const paymentDetails = detailsOf(settings);
      const missing = missingPaymentDetails(paymentDetails);
      if (missing.length > 0) {
        throw new AppError(
          'BILLING_DETAILS_MISSING',
          {},
          { details: missing.map((field) => ({ field, reason: 'required', message: '' })) },
        );
      }
      const now = new Date();
      const issueDate = hongKongDate(now);
      const dueDate = dueDateOf(issueDate, settings.payment_terms_days);
      const year = Number(issueDate.slice(0, 4));
      const invoiceNumber = invoiceNumberOf(year, await nextInvoiceSequence(trx, row.firm_id, year));
      const info = informationOf(row);
      const client = row.client_user_id
        ? await trx
            .selectFrom('users')
            .select(['email', 'eng_first_name', 'eng_last_name', 'chi_name'])
            .where('id', '=', row.client_user_id)
            .executeTakeFirst()
        : undefined;
      const firm = await trx
        .selectFrom('firms')
        .select('tcsp_licence_no')
        .where('id', '=', row.firm_id)
        .executeTakeFirstOrThrow();
      const billTo = {
        companyEngName: info.companyEngName?.trim() || row.company_eng_name,
        companyChiName: info.companyChiName?.trim() || row.company_chi_name,
        clientName: client
          ? [`${client.eng_first_name} ${client.eng_last_name}`.trim(), client.chi_name]
              .filter(Boolean)
              .join(' ')
          : null,
        clientEmail: client?.email ?? null,
      };
      const id = randomUUID();
      // PDF rendering (pdf-lib, fonts) is loaded by the first invoice, not at start.
      const { renderInvoicePdf } = await import('./invoice-pdf.js');
      const bytes = await renderInvoicePdf({
        invoiceID: id,
        invoiceNumber,
        caseRef: row.case_ref,
        issueDate,
        dueDate,
        firmName: row.firm_name,
        tcspLicenceNo: firm.tcsp_licence_no,
        billTo,
        lines: body.lines,
        paymentDetails,
        notes: body.notes ?? '',
      });
      const pdf = await storeServerFile(trx, deps.store, {
        firmId: row.firm_id,
        caseId: row.id,
        fileName: `${invoiceNumber}.pdf`,
        mimeType: 'application/pdf',
        extension: 'pdf',
        bytes,
        origin: 'INVOICE',
        // The firm and the case's client only: none of its other stakeholders.
        visibleHolderIds: [],
      });
      written.push(pdf.storageKey);
      const invoice = {
        id,
        firm_id: row.firm_id,
        case_id: row.id,
        invoice_number: invoiceNumber,
        year,
        issue_date: issueDate,
        due_date: dueDate,
        total_cents: total,
        firm_name: row.firm_name,
        bill_to: billTo,
        payment_details: paymentDetails,
        notes: body.notes ?? '',
        provider: 'OFFLINE' as const,
        pdf_file_id: pdf.id,
        issued_by: auth.userId,
        issued_at: now,
      };
      await insertInvoice(trx, invoice, body.lines);
      await writeAudit(trx, {
        action: 'billing.invoice_issued',
        firmId: row.firm_id,
        actorUserId: auth.userId,
        targetType: 'invoice',
        targetId: id,
        ip: meta.ip,
        requestId: meta.requestId,
        details: { caseRef: row.case_ref, invoiceNumber, totalCents: total },
      });
      // The first invoice is the officer's task done: the client's payment task opens with it.
      if (stage.stage === 'FIRST') {
        await completeSatisfiedTasks(trx, row, { meta, publicUrl: deps.publicUrl, language: auth.language }, [
          'T_PAYMENT_INVOICE',
        ]);
      }
      const stored = await trx
        .selectFrom('invoices')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await mailInvoiceIssued(trx, row, stored, deps.publicUrl);
      return id;
    });
    return invoiceById(deps.db, invoiceId);
  });
}

/** POST /api/invoices/:invoiceID/void: before payment, with a reason; the invoice keeps its number. */
export async function voidInvoice(
  deps: TBillingDeps,
  auth: TCaller,
  meta: TRequestMeta,
  invoiceId: string,
  reason: string,
): Promise<TInvoice> {
  await deps.db.transaction().execute(async (trx) => {
    const { row, invoice } = await requireInvoice(trx, auth, invoiceId, true);
    if (!mayManageBilling(actorOf(auth), billingCaseOf(row))) throw new AppError('FORBIDDEN');
    if (invoice.status !== 'ISSUED') throw new AppError('INVOICE_CLOSED');
    const pending = await trx
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', invoice.id)
      .where('status', '=', 'SUBMITTED')
      .executeTakeFirst();
    if (pending) throw new AppError('PAYMENT_PENDING');
    await trx
      .updateTable('invoices')
      .set({ status: 'VOID', void_reason: reason, voided_by: auth.userId, voided_at: new Date() })
      .where('id', '=', invoice.id)
      .where('status', '=', 'ISSUED')
      .execute();
    await writeAudit(trx, {
      action: 'billing.invoice_voided',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'invoice',
      targetId: invoice.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { caseRef: row.case_ref, invoiceNumber: invoice.invoice_number, reason },
    });
  });
  return invoiceById(deps.db, invoiceId);
}
