import type {
  TPaymentDetails,
  TPaymentMethod,
  TPaymentOffer,
  TPaymentProviderKey,
  TSubmitPaymentRequest,
} from '@portal/domain';

/**
 * How an invoice gets paid, behind one interface (DESIGN §2, ADR 0014). A provider says what it
 * offers the client for an invoice, what the client's own submission must hold, and how a payment
 * becomes confirmed:
 * - the offline provider (offline-provider.ts): a bank transfer; the client submits proof, and the
 *   firm's officer confirms receipt (`confirmedBy: 'STAFF'`);
 * - a card provider (Stripe, a later billing issue): `offer` creates the provider's payment and hands
 *   the browser what it needs, the client submits nothing, and `parseEvent` turns the provider's
 *   signed webhook into a confirmation (`confirmedBy: 'PROVIDER'`).
 * Whoever confirms, settlement is the same (payments.service.ts settlePayment): the payment CONFIRMED,
 * the invoice PAID and the client's payment task completed, in one transaction.
 */

/** What a provider needs to know of an invoice. */
export interface TPayableInvoice {
  invoiceID: string;
  invoiceNumber: string;
  caseID: string;
  firmID: string;
  totalCents: number;
  dueDate: string;
  /** The firm's bank details as the invoice carries them. */
  paymentDetails: TPaymentDetails;
}

/** A payment as the provider records it, before it is stored. */
export interface TStartedPayment {
  method: TPaymentMethod;
  amountCents: number;
  reference: string;
  paidDate: string | null;
  proofFileIds: string[];
  providerRef: string | null;
}

/** What a provider's notification says happened to one of its payments. */
export interface TProviderEvent {
  providerRef: string;
  invoiceID: string;
  outcome: 'CONFIRMED' | 'FAILED';
  amountCents: number;
}

export interface TPaymentProvider {
  readonly key: TPaymentProviderKey;
  /** STAFF: the firm confirms receipt by hand; PROVIDER: the provider's notification confirms it. */
  readonly confirmedBy: 'STAFF' | 'PROVIDER';
  /** What the client is shown to pay this invoice with (whether a card is offered besides is the firm's). */
  offer(invoice: TPayableInvoice): Promise<Omit<TPaymentOffer, 'card'>>;
  /**
   * The payment the client's submission starts, for the invoice (the caller has checked the proof
   * files belong to the case). A provider that takes no submission refuses it.
   */
  startPayment(invoice: TPayableInvoice, submission: TSubmitPaymentRequest): Promise<TStartedPayment>;
  /**
   * A provider's signed notification, checked against its signature; null when it is not one this
   * provider sends (or not about a payment). Offline payments have none.
   */
  parseEvent?(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<TProviderEvent | null>;
}

/** The providers the server runs with, by key; invoices record which one they are paid through. */
export type TPaymentProviders = Readonly<Record<'OFFLINE', TPaymentProvider>>;
