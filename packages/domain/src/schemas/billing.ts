import { z } from 'zod';
import { INVOICE_LINE_KINDS } from '../billing/invoice-rules.js';
import { MAX_LINE_CENTS } from '../billing/money.js';
import { CASE_STATUSES, CASE_TYPES, STEP_KEYS } from '../workflows/workflow.types.js';
import { ZPlainText } from './common.js';

/**
 * Invoices and payments over the API (issue 8 point 6): a case's invoice in HKD with its lines in
 * integer cents, issued and numbered by the server; payments submitted by the client with proof and
 * confirmed or rejected by the firm; the firm's billing settings.
 */

export const INVOICE_STATUSES = ['ISSUED', 'PAID', 'VOID'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_STATUSES = ['SUBMITTED', 'CONFIRMED', 'REJECTED'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
/**
 * Where a refund stands. A recorded one (a transfer paid back) is SUCCEEDED at once; a card refund
 * follows Stripe: PENDING until the card network takes it, FAILED when Stripe reports it could not
 * return the money (the card closed, the charge disputed). A FAILED refund returned nothing: its credit
 * note is void and its amount can be refunded again.
 */
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];
/**
 * Payment providers (DESIGN §2): an invoice is issued for the offline provider (bank transfer with
 * proof); a client may pay it by card through Stripe instead, on the firm's own Stripe account.
 */
export const PAYMENT_PROVIDERS = ['OFFLINE', 'STRIPE'] as const;
export type TPaymentProviderKey = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_METHODS = ['BANK_TRANSFER', 'CARD'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });
const ZDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });
const ZText = (max: number) => ZPlainText.trim().max(max);
const ZCents = z.number().int().meta({ description: 'Amount in HKD cents (integer): 154500 is HK$1,545.00' });
const ZPerson = z.strictObject({ userID: z.uuid(), name: z.string() }).meta({ id: 'BillingPerson' });
const ZFileRef = z
  .strictObject({ fileID: z.uuid(), fileName: z.string(), fileSize: z.number().int(), fileType: z.string() })
  .meta({ id: 'BillingFile' });

export const ZCaseBillingParams = z.strictObject({ caseID: z.uuid() });
export const ZInvoiceParams = z.strictObject({ invoiceID: z.uuid() });
export const ZPaymentParams = z.strictObject({ paymentID: z.uuid() });

/** One line the officer issues: what it is, the text on the invoice, the amount in cents. */
export const ZInvoiceLineInput = z
  .strictObject({
    kind: z.enum(INVOICE_LINE_KINDS),
    code: z
      .string()
      .regex(/^[A-Z0-9_]{1,40}$/)
      .nullable()
      .optional()
      .meta({
        description: 'The suggestion the line came from (e.g. CR_NNC1_ELECTRONIC); none when typed in',
      }),
    description: ZText(200).pipe(z.string().min(1)),
    amountCents: ZCents.min(1).max(MAX_LINE_CENTS),
  })
  .meta({ id: 'IssueInvoiceLine' });
export type TInvoiceLineInput = z.infer<typeof ZInvoiceLineInput>;

/** POST /api/cases/:caseID/invoices: the lines (the server adds them up, numbers and dates the invoice). */
export const ZIssueInvoiceRequest = z
  .strictObject({
    lines: z.array(ZInvoiceLineInput).min(1).max(30),
    notes: ZText(1000).optional().meta({ description: 'Printed under the lines, e.g. what the fee covers' }),
  })
  .meta({ id: 'IssueInvoiceRequest' });
export type TIssueInvoiceRequest = z.infer<typeof ZIssueInvoiceRequest>;

/** POST /api/invoices/:invoiceID/void. */
export const ZVoidInvoiceRequest = z
  .strictObject({ reason: ZText(1000).pipe(z.string().min(1)) })
  .meta({ id: 'VoidInvoiceRequest' });

/** POST /api/invoices/:invoiceID/payments: the client's bank transfer with its proof (uploaded first). */
export const ZSubmitPaymentRequest = z
  .strictObject({
    proofFileIDs: z
      .array(z.uuid())
      .min(1)
      .max(5)
      .meta({ description: 'Files uploaded through POST /api/file/upload with the caseID' }),
    reference: ZText(100).pipe(z.string().min(1)).meta({ description: "The bank's transaction reference" }),
    paidDate: ZDate,
  })
  .meta({ id: 'SubmitPaymentRequest' });
export type TSubmitPaymentRequest = z.infer<typeof ZSubmitPaymentRequest>;

/** POST /api/payments/:paymentID/confirm. */
export const ZConfirmPaymentRequest = z
  .strictObject({ note: ZText(1000).optional() })
  .meta({ id: 'ConfirmPaymentRequest' });
/** POST /api/payments/:paymentID/reject: the client reads the note and may submit again. */
export const ZRejectPaymentRequest = z
  .strictObject({ note: ZText(1000).pipe(z.string().min(1)) })
  .meta({ id: 'RejectPaymentRequest' });

/** Where the client pays: the firm's bank details as the invoice carries them. */
export const ZPaymentDetails = z
  .strictObject({
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    fpsId: z.string().meta({ description: 'FPS identifier (FPS ID, phone or e-mail); empty when none' }),
  })
  .meta({ id: 'PaymentDetails' });
export type TPaymentDetails = z.infer<typeof ZPaymentDetails>;

export const ZInvoiceLine = z
  .strictObject({
    position: z.number().int(),
    kind: z.enum(INVOICE_LINE_KINDS),
    code: z.string().nullable(),
    description: z.string(),
    amountCents: ZCents,
  })
  .meta({ id: 'InvoiceLine' });
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZPayment = z
  .strictObject({
    paymentID: z.uuid(),
    invoiceID: z.uuid(),
    provider: z.enum(PAYMENT_PROVIDERS),
    method: z.enum(PAYMENT_METHODS),
    amountCents: ZCents,
    reference: z.string(),
    paidDate: z.string().nullable(),
    proofs: z.array(ZFileRef),
    status: z.enum(PAYMENT_STATUSES),
    submittedBy: ZPerson.nullable(),
    submittedDate: ZIsoDateTime,
    decidedBy: ZPerson.nullable(),
    decidedDate: ZIsoDateTime.nullable(),
    decisionNote: z.string().nullable(),
    refunds: z
      .array(
        z
          .strictObject({
            creditNoteNumber: z.string(),
            amountCents: ZCents,
            reason: z.string(),
            method: z.enum(['CARD', 'RECORDED']).meta({
              description:
                'CARD: refunded to the card through Stripe; RECORDED: the firm paid it back itself',
            }),
            issueDate: ZDate,
            pdf: ZFileRef,
            status: z.enum(REFUND_STATUSES),
            failureReason: z.string().nullable().meta({
              description:
                "Stripe's reason for a FAILED card refund (expired_or_canceled_card, lost_or_stolen_card, declined, …); null otherwise",
            }),
          })
          .meta({ id: 'CreditNote' }),
      )
      .meta({ description: 'Refunds of this payment, each with its credit note, oldest first' }),
    refundableCents: ZCents.meta({
      description: 'What is left to refund: the amount received less every refund that has not failed',
    }),
    receipt: z
      .strictObject({ receiptNumber: z.string(), issueDate: ZDate, pdf: ZFileRef })
      .nullable()
      .meta({ description: 'The receipt issued when the payment settled its invoice (RCT-2026-0001)' }),
  })
  .meta({ id: 'Payment' });
export type TPayment = z.infer<typeof ZPayment>;

export const ZInvoice = z
  .strictObject({
    invoiceID: z.uuid(),
    caseID: z.uuid(),
    invoiceNumber: z.string().meta({ description: 'Per firm and year: INV-2026-0001' }),
    status: z.enum(INVOICE_STATUSES),
    currency: z.literal('HKD'),
    issueDate: z.string(),
    dueDate: z.string(),
    totalCents: ZCents,
    lines: z.array(ZInvoiceLine),
    firmName: z.string(),
    billTo: z.strictObject({
      companyEngName: z.string().nullable(),
      companyChiName: z.string().nullable(),
      clientName: z.string().nullable(),
      clientEmail: z.string().nullable(),
    }),
    paymentDetails: ZPaymentDetails.meta({ description: 'As they were when the invoice was issued' }),
    notes: z.string(),
    pdf: ZFileRef.meta({ description: 'Download through GET /api/file/download/fileID/{fileID}' }),
    issuedBy: ZPerson.nullable(),
    issuedDate: ZIsoDateTime,
    paidDate: ZIsoDateTime.nullable(),
    voidReason: z.string().nullable(),
    voidedBy: ZPerson.nullable(),
    voidedDate: ZIsoDateTime.nullable(),
    payments: z.array(ZPayment).meta({ description: 'Newest first' }),
  })
  .meta({ id: 'Invoice' });
export type TInvoice = z.infer<typeof ZInvoice>;

/** What the client is offered to pay with (the offline provider: a bank transfer quoting the number). */
export const ZPaymentOffer = z
  .strictObject({
    provider: z.enum(PAYMENT_PROVIDERS),
    method: z.enum(PAYMENT_METHODS),
    amountCents: ZCents,
    reference: z.string().meta({ description: 'What to quote with the transfer: the invoice number' }),
    dueDate: z.string(),
    bankTransfer: ZPaymentDetails.nullable(),
    card: z.boolean().meta({
      description:
        'The client may pay by card instead (Stripe on the firm’s own account): the portal has Stripe keys, the firm’s plan includes card payments and its account takes charges',
    }),
  })
  .meta({ id: 'PaymentOffer' });
export type TPaymentOffer = z.infer<typeof ZPaymentOffer>;

/** POST /api/invoices/:invoiceID/card-payments: what Stripe.js needs to take the card on the firm's account. */
export const ZCardPaymentStart = z
  .strictObject({
    paymentID: z.uuid(),
    amountCents: ZCents,
    clientSecret: z
      .string()
      .meta({ description: 'The PaymentIntent’s client secret, for the Payment Element' }),
    publishableKey: z.string(),
    stripeAccount: z.string().meta({ description: 'The firm’s connected account the intent lives on' }),
  })
  .meta({ id: 'CardPaymentStart' });
export type TCardPaymentStart = z.infer<typeof ZCardPaymentStart>;

/** POST /api/payments/:paymentID/refunds: part or all of a received payment, with the reason. */
export const ZRefundRequest = z
  .strictObject({
    amountCents: ZCents.min(1).max(MAX_LINE_CENTS * 30),
    reason: ZText(500).pipe(z.string().min(1)),
  })
  .meta({ id: 'RefundRequest' });
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

/** GET /api/firm/stripe: whether the firm can take cards, and why not. */
export const ZFirmStripeStatus = z
  .strictObject({
    available: z.boolean().meta({ description: 'The portal has Stripe keys (card payment exists at all)' }),
    planAllows: z.boolean().meta({ description: 'The firm’s plan includes card payments' }),
    accountID: z.string().nullable().meta({ description: 'The firm’s connected Stripe account, once made' }),
    chargesEnabled: z.boolean().meta({ description: 'Stripe lets the account take card payments' }),
  })
  .meta({ id: 'FirmStripeStatus' });
export type TFirmStripeStatus = z.infer<typeof ZFirmStripeStatus>;

export const ZStripeOnboardingLink = z
  .strictObject({
    url: z.url().meta({ description: 'Stripe’s hosted onboarding; valid a few minutes, once' }),
  })
  .meta({ id: 'StripeOnboardingLink' });

/** A line the server suggests (the same fields the officer sends back). */
const ZSuggestedLine = z
  .strictObject({
    kind: z.enum(INVOICE_LINE_KINDS),
    code: z.string().nullable(),
    description: z.string(),
    amountCents: ZCents,
  })
  .meta({ id: 'SuggestedInvoiceLine' });

/** What the officer starts a new invoice from (staff who may issue it, while it may be issued). */
export const ZInvoiceDraft = z
  .strictObject({
    suggestedLines: z.array(ZSuggestedLine),
    issueDate: z.string(),
    dueDate: z.string(),
    paymentTermsDays: z.number().int(),
    paymentDetails: ZPaymentDetails,
    missingDetails: z
      .array(z.string())
      .meta({ description: 'Bank details still to set up; issuing is refused until there are none' }),
    returnDate: z
      .string()
      .nullable()
      .meta({ description: 'Annual renewal: the return date NAR1 counts from' }),
  })
  .meta({ id: 'InvoiceDraft' });
export type TInvoiceDraft = z.infer<typeof ZInvoiceDraft>;

/** GET /api/cases/:caseID/billing: everything the invoice and payment screens show. */
export const ZCaseBilling = z
  .strictObject({
    caseID: z.uuid(),
    caseRef: z.string(),
    caseType: z.enum(CASE_TYPES),
    caseStatus: z.enum(CASE_STATUSES),
    step: z.enum(STEP_KEYS),
    firmName: z.string(),
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    invoice: ZInvoice.nullable().meta({ description: 'The live invoice (issued or paid)' }),
    voided: z.array(ZInvoice).meta({ description: 'Earlier invoices that were voided, newest first' }),
    draft: ZInvoiceDraft.nullable(),
    offer: ZPaymentOffer.nullable().meta({ description: 'For the client while the invoice is to be paid' }),
    may: z.strictObject({
      issue: z.boolean(),
      void: z.boolean(),
      decide: z.boolean().meta({ description: 'Confirm receipt or reject a submitted payment' }),
      pay: z.boolean().meta({ description: 'Submit a payment now' }),
      editSettings: z.boolean(),
      refund: z.boolean().meta({
        description: 'Refund a received payment of this case (its refundableCents says how much is left)',
      }),
    }),
  })
  .meta({ id: 'CaseBilling' });
export type TCaseBilling = z.infer<typeof ZCaseBilling>;

/** The firm's service fee per case type, in cents (0: none suggested). */
const ZFee = ZCents.min(0).max(MAX_LINE_CENTS);
export const ZServiceFees = z
  .strictObject({ MVP: ZFee, AR: ZFee, EM: ZFee, AMENDMENT: ZFee })
  .meta({ id: 'ServiceFees' });

/** An FPS identifier: a 7- or 9-digit FPS ID, a Hong Kong mobile number, or an e-mail address. */
const FPS_ID = /^(\d{7}|\d{9}|(\+852[ -]?)?[4-9]\d{7}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

/** PUT /api/firm/billing-settings (SYSTEM_ADMIN). */
export const ZBillingSettingsUpdate = z
  .strictObject({
    bankName: ZText(100),
    accountName: ZText(140),
    accountNumber: ZText(40).pipe(z.string().regex(/^$|^\d[\d -]{4,38}\d$/)),
    fpsId: ZText(100).pipe(z.string().regex(new RegExp(`^$|${FPS_ID.source}`))),
    paymentTermsDays: z.number().int().min(0).max(180),
    serviceFees: ZServiceFees,
  })
  .meta({ id: 'BillingSettingsUpdate' });
export type TBillingSettingsUpdate = z.infer<typeof ZBillingSettingsUpdate>;

/** GET /api/firm/billing-settings (the firm's staff). */
export const ZBillingSettings = z
  .strictObject({
    firmName: z.string(),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    fpsId: z.string(),
    paymentTermsDays: z.number().int(),
    serviceFees: z.strictObject({ MVP: ZCents, AR: ZCents, EM: ZCents, AMENDMENT: ZCents }),
    updatedBy: ZPerson.nullable(),
    updatedDate: ZIsoDateTime.nullable(),
  })
  .meta({ id: 'BillingSettings' });
export type TBillingSettings = z.infer<typeof ZBillingSettings>;

/** Bank details an invoice needs before it can be issued (the offline provider pays by transfer). */
export function missingPaymentDetails(details: TPaymentDetails): string[] {
  return (['bankName', 'accountName', 'accountNumber'] as const).filter((k) => details[k].trim() === '');
}
