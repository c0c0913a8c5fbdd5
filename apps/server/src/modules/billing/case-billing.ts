import {
  dueDateOf,
  hongKongDate,
  issueStage,
  mayEditBillingSettings,
  mayIssueInvoice,
  mayManageBilling,
  mayPayInvoice,
  missingPaymentDetails,
  planAllows,
  suggestedInvoiceLines,
  type TCaseBilling,
  type TInvoiceDraft,
  type TPaymentDetails,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import {
  actorOf,
  billingCaseOf,
  requireBillingCase,
  type TBillingDeps,
  type TCaller,
} from './billing-access.js';
import { invoicesOfCase, settingsOf, type TSettingsRow } from './billing.repository.js';
import { invoiceViews } from './billing-view.js';

/** What the invoice and payment screens read (GET /api/cases/:caseID/billing). */

export const detailsOf = (s: TSettingsRow): TPaymentDetails => ({
  bankName: s.bank_name,
  accountName: s.account_name,
  accountNumber: s.account_number,
  fpsId: s.fps_id,
});

export const openTasks = (db: TDb, caseId: string) =>
  db
    .selectFrom('tasks')
    .select(['action_key as actionKey', 'status', 'task_user_id as taskUserID'])
    .where('case_id', '=', caseId)
    .where('status', '=', 'IN_PROGRESS')
    .execute();

/** The return date an annual return counts its lateness from: the entity's next anniversary. */
async function returnDateOf(db: TDb, row: TCaseRow): Promise<string | null> {
  if (row.case_type !== 'AR' || !row.entity_id) return null;
  const entity = await db
    .selectFrom('entities')
    .select(['next_return_date', 'incorporation_date'])
    .where('id', '=', row.entity_id)
    .where('firm_id', '=', row.firm_id)
    .executeTakeFirst();
  if (!entity) return null;
  if (entity.next_return_date) return entity.next_return_date;
  const inc = entity.incorporation_date;
  return inc ? `${Number(inc.slice(0, 4)) + 1}${inc.slice(4)}` : null;
}

async function draftOf(db: TDb, row: TCaseRow, now: Date): Promise<TInvoiceDraft> {
  const settings = await settingsOf(db, row.firm_id);
  const issueDate = hongKongDate(now);
  const returnDate = await returnDateOf(db, row);
  const paymentDetails = detailsOf(settings);
  return {
    suggestedLines: suggestedInvoiceLines({
      caseType: row.case_type,
      date: issueDate,
      serviceFeeCents: settings.service_fees[row.case_type],
      returnDate,
    }),
    issueDate,
    dueDate: dueDateOf(issueDate, settings.payment_terms_days),
    paymentTermsDays: settings.payment_terms_days,
    paymentDetails,
    missingDetails: missingPaymentDetails(paymentDetails),
    returnDate,
  };
}

/** A card is offered when the portal has Stripe, the firm's plan includes cards and its account takes them. */
async function cardOffered(deps: TBillingDeps, firmId: string): Promise<boolean> {
  if (!deps.stripe) return false;
  const firm = await deps.db
    .selectFrom('firms')
    .select(['plan_code', 'stripe_account_id', 'stripe_charges_enabled'])
    .where('id', '=', firmId)
    .executeTakeFirstOrThrow();
  return (
    planAllows(firm.plan_code, 'CARD_PAYMENTS') &&
    firm.stripe_account_id !== null &&
    firm.stripe_charges_enabled
  );
}

/** The billing of a case as the caller may see it: the invoice, its payments, and what they may do. */
export async function billingView(deps: TBillingDeps, auth: TCaller, row: TCaseRow): Promise<TCaseBilling> {
  const [tasks, rows] = await Promise.all([openTasks(deps.db, row.id), invoicesOfCase(deps.db, row.id)]);
  const invoices = await invoiceViews(deps.db, rows);
  const live = invoices.find((i) => i.status !== 'VOID') ?? null;
  const actor = actorOf(auth);
  const billingCase = billingCaseOf(row);
  const open = row.status === 'OPEN';
  const stage = open ? issueStage(tasks, live !== null) : null;
  const firmStaff =
    (auth.userType === 'COM_SEC' || auth.userType === 'SYSTEM_ADMIN') && auth.firmId === row.firm_id;
  const submitted = live?.payments.filter((p) => p.status === 'SUBMITTED') ?? [];
  const pending = submitted.length > 0;
  // A card payment started but not yet settled by Stripe does not stop the client from finishing it,
  // or from paying by transfer instead (its intent is then cancelled); a transfer waits for the firm.
  const transferPending = submitted.some((p) => p.method !== 'CARD');
  const payTask = tasks.find((t) => t.actionKey === 'T_PAYMENT_PAY');
  const liveRow = rows.find((r) => r.id === live?.invoiceID);
  const offer =
    live?.status === 'ISSUED' && liveRow
      ? await deps.providers[liveRow.provider].offer({
          invoiceID: live.invoiceID,
          invoiceNumber: live.invoiceNumber,
          caseID: row.id,
          firmID: row.firm_id,
          totalCents: live.totalCents,
          dueDate: live.dueDate,
          paymentDetails: live.paymentDetails,
        })
      : null;
  const card = offer !== null && (await cardOffered(deps, row.firm_id));
  return {
    caseID: row.id,
    caseRef: row.case_ref,
    caseType: row.case_type,
    caseStatus: row.status,
    step: row.step,
    firmName: row.firm_name,
    companyEngName: row.company_eng_name,
    companyChiName: row.company_chi_name,
    invoice: live,
    voided: invoices.filter((i) => i.status === 'VOID'),
    draft: stage && firmStaff ? await draftOf(deps.db, row, new Date()) : null,
    offer: offer && { ...offer, card },
    may: {
      issue: mayIssueInvoice(actor, billingCase, stage),
      void: mayManageBilling(actor, billingCase) && live?.status === 'ISSUED' && !pending,
      decide: mayManageBilling(actor, billingCase) && open && transferPending,
      pay:
        mayPayInvoice(actor, billingCase) &&
        open &&
        live?.status === 'ISSUED' &&
        !transferPending &&
        payTask?.taskUserID === auth.userId,
      editSettings: mayEditBillingSettings(actor) && auth.firmId === row.firm_id,
      refund: mayManageBilling(actor, billingCase),
    },
  };
}

/** GET /api/cases/:caseID/billing. */
export async function caseBilling(deps: TBillingDeps, auth: TCaller, caseId: string): Promise<TCaseBilling> {
  return billingView(deps, auth, await requireBillingCase(deps.db, auth, caseId));
}
