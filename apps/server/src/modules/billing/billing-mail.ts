import {
  formatHKD,
  ongoingCasePath,
  refundFailureText,
  taskScreenPath,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { queueMail } from '../mail/mail.service.js';
import type { TInvoiceRow } from './billing.repository.js';

/**
 * The billing mails, queued in the caller's transaction (so a refused change sends nothing), each in
 * its recipient's own language: the client when an invoice is issued and when a payment is decided,
 * the officer (or, without one, the firm's administrators) when proof of payment arrives.
 */

interface TRecipient {
  email: string;
  language: TLanguage;
  name: string;
}

async function recipients(db: TDb, ids: readonly string[]): Promise<TRecipient[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['email', 'language', 'eng_first_name', 'eng_last_name'])
    .where('id', 'in', [...ids])
    .where('status', '=', 'ACTIVE')
    .execute();
  return rows.map((r) => ({
    email: r.email,
    language: r.language,
    name: `${r.eng_first_name} ${r.eng_last_name}`.trim(),
  }));
}

async function adminsOf(db: TDb, firmId: string): Promise<string[]> {
  const admins = await db
    .selectFrom('users')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('user_type', '=', 'SYSTEM_ADMIN')
    .execute();
  return admins.map((a) => a.id);
}

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const paymentUrl = (publicUrl: string, row: TCaseRow) =>
  `${base(publicUrl)}${taskScreenPath({ taskID: '', caseID: row.id, holderID: null, caseType: row.case_type, taskActionKey: 'T_PAYMENT_PAY' })}`;
const invoiceUrl = (publicUrl: string, row: TCaseRow) =>
  `${base(publicUrl)}${taskScreenPath({ taskID: '', caseID: row.id, holderID: null, caseType: row.case_type, taskActionKey: 'T_PAYMENT_INVOICE' })}`;

const companyOf = (row: TCaseRow, invoice: TInvoiceRow) =>
  invoice.bill_to.companyEngName ?? invoice.bill_to.companyChiName ?? row.case_ref;

export async function mailInvoiceIssued(
  db: TDb,
  row: TCaseRow,
  invoice: TInvoiceRow,
  publicUrl: string,
): Promise<void> {
  for (const to of await recipients(db, row.client_user_id ? [row.client_user_id] : [])) {
    await queueMail(db, {
      firmId: row.firm_id,
      to: to.email,
      language: to.language,
      template: 'invoiceIssued',
      values: {
        name: to.name,
        firmName: row.firm_name,
        companyName: companyOf(row, invoice),
        invoiceNumber: invoice.invoice_number,
        amount: formatHKD(Number(invoice.total_cents)),
        dueDate: invoice.due_date,
        url: paymentUrl(publicUrl, row),
      },
    });
  }
}

export async function mailPaymentSubmitted(
  db: TDb,
  row: TCaseRow,
  invoice: TInvoiceRow,
  payment: { reference: string; clientName: string },
  publicUrl: string,
): Promise<void> {
  const ids = row.officer_user_id ? [row.officer_user_id] : await adminsOf(db, row.firm_id);
  for (const to of await recipients(db, ids)) {
    await queueMail(db, {
      firmId: row.firm_id,
      to: to.email,
      language: to.language,
      template: 'paymentSubmitted',
      values: {
        name: to.name,
        firmName: row.firm_name,
        clientName: payment.clientName,
        companyName: companyOf(row, invoice),
        invoiceNumber: invoice.invoice_number,
        amount: formatHKD(Number(invoice.total_cents)),
        reference: payment.reference,
        url: invoiceUrl(publicUrl, row),
      },
    });
  }
}

export async function mailPaymentDecided(
  db: TDb,
  row: TCaseRow,
  invoice: TInvoiceRow,
  decision: { confirmed: boolean; note: string | null },
  publicUrl: string,
): Promise<void> {
  for (const to of await recipients(db, row.client_user_id ? [row.client_user_id] : [])) {
    const values = {
      name: to.name,
      firmName: row.firm_name,
      companyName: companyOf(row, invoice),
      invoiceNumber: invoice.invoice_number,
      amount: formatHKD(Number(invoice.total_cents)),
    };
    await queueMail(
      db,
      decision.confirmed
        ? {
            firmId: row.firm_id,
            to: to.email,
            language: to.language,
            template: 'paymentConfirmed',
            values: { ...values, url: `${base(publicUrl)}${ongoingCasePath(row.id)}` },
          }
        : {
            firmId: row.firm_id,
            to: to.email,
            language: to.language,
            template: 'paymentRejected',
            values: { ...values, note: decision.note ?? '', url: paymentUrl(publicUrl, row) },
          },
    );
  }
}

/**
 * Stripe failed a card refund after it was issued: the person who issued it and the officer in charge
 * (or, with neither active, the firm's administrators) learn it, with Stripe's reason in their language.
 */
export async function mailRefundFailed(
  db: TDb,
  row: TCaseRow,
  invoice: TInvoiceRow,
  refund: { creditNoteNumber: string; amountCents: number; issuedBy: string | null; reason: string | null },
  publicUrl: string,
): Promise<void> {
  let to = await recipients(db, [
    ...new Set([refund.issuedBy, row.officer_user_id].filter((id): id is string => Boolean(id))),
  ]);
  if (to.length === 0) to = await recipients(db, await adminsOf(db, row.firm_id));
  for (const person of to)
    await queueMail(db, {
      firmId: row.firm_id,
      to: person.email,
      language: person.language,
      template: 'refundFailed',
      values: {
        name: person.name,
        firmName: row.firm_name,
        companyName: companyOf(row, invoice),
        invoiceNumber: invoice.invoice_number,
        creditNoteNumber: refund.creditNoteNumber,
        amount: formatHKD(refund.amountCents),
        reason: refundFailureText(refund.reason, person.language),
        url: invoiceUrl(publicUrl, row),
      },
    });
}
