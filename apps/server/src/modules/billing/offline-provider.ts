import type { TPaymentProvider, TPaymentProviders } from './payment-provider.js';

/**
 * The offline provider (DESIGN §2): the client pays by bank transfer or FPS to the firm's account as
 * the invoice states it, quoting the invoice number, then submits the bank's reference, the date and
 * proof; the firm's officer confirms receipt (or rejects with a note).
 */
export const offlineProvider: TPaymentProvider = {
  key: 'OFFLINE',
  confirmedBy: 'STAFF',
  offer(invoice) {
    return Promise.resolve({
      provider: 'OFFLINE',
      method: 'BANK_TRANSFER',
      amountCents: invoice.totalCents,
      reference: invoice.invoiceNumber,
      dueDate: invoice.dueDate,
      bankTransfer: invoice.paymentDetails,
    });
  },
  startPayment(invoice, submission) {
    // A transfer pays the invoice in full; a short payment is rejected by the officer with a note.
    return Promise.resolve({
      method: 'BANK_TRANSFER',
      amountCents: invoice.totalCents,
      reference: submission.reference,
      paidDate: submission.paidDate,
      proofFileIds: [...new Set(submission.proofFileIDs)],
      providerRef: null,
    });
  },
};

/** The providers of this server: offline only until the card-payment issue adds Stripe. */
export function paymentProviders(): TPaymentProviders {
  return { OFFLINE: offlineProvider };
}
