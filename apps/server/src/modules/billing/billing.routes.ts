import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBillingSettings,
  ZBillingSettingsUpdate,
  ZCaseBilling,
  ZCaseBillingParams,
  ZConfirmPaymentRequest,
  ZInvoice,
  ZInvoiceParams,
  ZIssueInvoiceRequest,
  ZPayment,
  ZPaymentParams,
  ZRejectPaymentRequest,
  ZSubmitPaymentRequest,
  ZVoidInvoiceRequest,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import type { TFileStore } from '../files/file-store.js';
import { getBillingSettings, updateBillingSettings } from './billing-settings.service.js';
import { getInvoice, issueInvoice, voidInvoice } from './billing.service.js';
import { caseBilling } from './case-billing.js';
import { paymentProviders } from './offline-provider.js';
import { decidePayment, submitPayment } from './payments.service.js';

const bearer = [{ bearerAuth: [] }];
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN'] as const;
const tags = ['billing'];

/**
 * Invoices and payments (issue 8 point 6): a case's billing, issuing and voiding its invoice, the
 * client's payment with proof, the firm's confirmation or rejection, and the firm's billing settings.
 * Staff of another firm and clients of other cases find nothing (404); SMOOOTH reads, never acts.
 */
export const billingRoutes: FastifyPluginAsyncZod<{
  auth: TAuthDeps;
  store: TFileStore;
  publicUrl: string;
}> = async (app, { auth, store, publicUrl }) => {
  const deps = { db: auth.db, store, publicUrl, providers: paymentProviders() };
  const caller = (request: FastifyRequest) => ({ ...authOf(request), language: requestLanguage(request) });

  app.get(
    '/api/cases/:caseID/billing',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary:
          "The case's invoice, its payments, what to start a new invoice from, and what the caller may do",
        description:
          'Read by the firm’s staff, SMOOOTH and the case’s client (not its other stakeholders). `draft` (the suggested lines, dates and the firm’s payment details) is there for the firm’s staff while an invoice may be issued; `offer` says how to pay an issued invoice.',
        security: bearer,
        params: ZCaseBillingParams,
        response: responses({ 200: ZCaseBilling }, [400, 401, 404]),
      },
    },
    async (request) => caseBilling(deps, caller(request), request.params.caseID),
  );

  app.post(
    '/api/cases/:caseID/invoices',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags,
        summary:
          "Issue the case's invoice (HKD, lines in cents); the server numbers, dates and totals it and makes its PDF",
        description:
          'While the invoice task is in progress (by its holder; issuing completes it and opens the client’s payment task), or after a void while the client’s payment task is open (by the officer in charge or a SYSTEM_ADMIN). 409 INVOICE_EXISTS, BILLING_NOT_OPEN, BILLING_DETAILS_MISSING, CASE_CLOSED; 403 NOT_TASK_ASSIGNEE.',
        security: bearer,
        params: ZCaseBillingParams,
        body: ZIssueInvoiceRequest,
        response: responses({ 201: ZInvoice }, [400, 401, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      const invoice = await issueInvoice(
        deps,
        caller(request),
        metaOf(request),
        request.params.caseID,
        request.body,
      );
      return reply.code(201).send(invoice);
    },
  );

  app.get(
    '/api/invoices/:invoiceID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary: 'One invoice with its lines and payments',
        security: bearer,
        params: ZInvoiceParams,
        response: responses({ 200: ZInvoice }, [400, 401, 404]),
      },
    },
    async (request) => getInvoice(deps, caller(request), request.params.invoiceID),
  );

  app.post(
    '/api/invoices/:invoiceID/void',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags,
        summary: 'Void an issued invoice before it is paid, with a reason; it keeps its number',
        description:
          '409 INVOICE_CLOSED (paid or void already), PAYMENT_PENDING (decide the submitted payment first).',
        security: bearer,
        params: ZInvoiceParams,
        body: ZVoidInvoiceRequest,
        response: responses({ 200: ZInvoice }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      voidInvoice(deps, caller(request), metaOf(request), request.params.invoiceID, request.body.reason),
  );

  app.post(
    '/api/invoices/:invoiceID/payments',
    {
      preHandler: requireAuth(auth, ['GU']),
      schema: {
        tags,
        summary:
          "The case's client submits a bank transfer: proof files (uploaded first), the bank reference, the date paid",
        description: '409 PAYMENT_PENDING (one waits for the firm already), INVOICE_CLOSED, CASE_CLOSED.',
        security: bearer,
        params: ZInvoiceParams,
        body: ZSubmitPaymentRequest,
        response: responses({ 201: ZPayment }, [400, 401, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      const payment = await submitPayment(
        deps,
        caller(request),
        metaOf(request),
        request.params.invoiceID,
        request.body,
      );
      return reply.code(201).send(payment);
    },
  );

  app.post(
    '/api/payments/:paymentID/confirm',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags,
        summary:
          'Confirm receipt: the invoice is paid and the client’s payment task completes (the case moves on)',
        security: bearer,
        params: ZPaymentParams,
        body: ZConfirmPaymentRequest,
        response: responses({ 200: ZPayment }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      decidePayment(deps, caller(request), metaOf(request), request.params.paymentID, {
        confirm: true,
        note: request.body.note?.trim() || null,
      }),
  );

  app.post(
    '/api/payments/:paymentID/reject',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags,
        summary: 'Reject a submitted payment with a note; the client may submit again',
        security: bearer,
        params: ZPaymentParams,
        body: ZRejectPaymentRequest,
        response: responses({ 200: ZPayment }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      decidePayment(deps, caller(request), metaOf(request), request.params.paymentID, {
        confirm: false,
        note: request.body.note,
      }),
  );

  app.get(
    '/api/firm/billing-settings',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags,
        summary: "The caller's firm's bank details, payment terms and service fees",
        security: bearer,
        response: responses({ 200: ZBillingSettings }, [401, 403]),
      },
    },
    async (request) => getBillingSettings(auth.db, caller(request)),
  );

  app.put(
    '/api/firm/billing-settings',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags,
        summary: "Change the firm's billing settings (SYSTEM_ADMIN); issued invoices keep theirs",
        security: bearer,
        body: ZBillingSettingsUpdate,
        response: responses({ 200: ZBillingSettings }, [400, 401, 403]),
      },
    },
    async (request) => updateBillingSettings(auth.db, caller(request), metaOf(request), request.body),
  );
};
