import type {
  TBillingSettings,
  TCardPaymentStart,
  TBillingSettingsUpdate,
  TCaseBilling,
  TInvoice,
  TIssueInvoiceRequest,
  TPayment,
  TRefundRequest,
  TSubmitPaymentRequest,
} from '@portal/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { http } from '../../api/http';
import { refreshCasesAndTasks } from '../cases/api';
import { retryUnlessRefused } from '../tasks/api';

/**
 * Under the case's detail key: whatever refreshes a case refreshes its billing too, and a change of
 * the billing refreshes the case (the invoice and payment move its tasks).
 */
export const BILLING_KEYS = {
  billing: (caseID: string) => ['cases', 'detail', caseID, 'billing'] as const,
  settings: ['billing', 'settings'] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** GET /api/cases/:caseID/billing: the invoice, its payments, the draft and what the caller may do. */
export const caseBillingQuery = (caseID: string) =>
  queryOptions({
    queryKey: BILLING_KEYS.billing(caseID),
    queryFn: ({ signal }) => http.request<TCaseBilling>(`/api/cases/${id(caseID)}/billing`, { signal }),
    retry: retryUnlessRefused,
  });

/** GET /api/firm/billing-settings: the caller's firm's bank details, terms and fees. */
export const billingSettingsQuery = queryOptions({
  queryKey: BILLING_KEYS.settings,
  queryFn: ({ signal }) => http.request<TBillingSettings>('/api/firm/billing-settings', { signal }),
  retry: retryUnlessRefused,
});

export function issueInvoice(caseID: string, body: TIssueInvoiceRequest): Promise<TInvoice> {
  return http.request<TInvoice>(`/api/cases/${id(caseID)}/invoices`, { method: 'POST', body });
}

export function voidInvoice(invoiceID: string, reason: string): Promise<TInvoice> {
  return http.request<TInvoice>(`/api/invoices/${id(invoiceID)}/void`, { method: 'POST', body: { reason } });
}

export function submitPayment(invoiceID: string, body: TSubmitPaymentRequest): Promise<TPayment> {
  return http.request<TPayment>(`/api/invoices/${id(invoiceID)}/payments`, { method: 'POST', body });
}

/** POST /api/invoices/:invoiceID/card-payments: the payment intent Stripe.js takes the card for. */
export function startCardPayment(invoiceID: string): Promise<TCardPaymentStart> {
  return http.request<TCardPaymentStart>(`/api/invoices/${id(invoiceID)}/card-payments`, { method: 'POST' });
}

/** POST /api/payments/:paymentID/refunds: part or all of a received payment, with its credit note. */
export function refundPayment(paymentID: string, body: TRefundRequest): Promise<TPayment> {
  return http.request<TPayment>(`/api/payments/${id(paymentID)}/refunds`, { method: 'POST', body });
}

export function decidePayment(
  paymentID: string,
  decision: { confirm: true; note?: string } | { confirm: false; note: string },
): Promise<TPayment> {
  const body = decision.note ? { note: decision.note } : {};
  return http.request<TPayment>(`/api/payments/${id(paymentID)}/${decision.confirm ? 'confirm' : 'reject'}`, {
    method: 'POST',
    body,
  });
}

export function saveBillingSettings(body: TBillingSettingsUpdate): Promise<TBillingSettings> {
  return http.request<TBillingSettings>('/api/firm/billing-settings', { method: 'PUT', body });
}

/** After any billing change: the billing, the case and every task list ask again. */
export function refreshBilling(queryClient: QueryClient): Promise<unknown> {
  return refreshCasesAndTasks(queryClient);
}

/** A case whose billing the caller may not read (a stakeholder, another firm) answers 404: nothing to show. */
export function isNoBilling(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 400);
}
