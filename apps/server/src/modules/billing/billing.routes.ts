import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBillingSettings,
  ZCardPaymentStart,
  ZFirmStripeStatus,
  ZStripeOnboardingLink,
  ZBillingSettingsUpdate,
  ZCaseBilling,
  ZCaseBillingParams,
  ZConfirmPaymentRequest,
  ZInvoice,
  ZInvoiceParams,
  ZIssueInvoiceRequest,
  ZPayment,
  ZPaymentParams,
  ZRefundRequest,
  ZRejectPaymentRequest,
  ZSubmitPaymentRequest,
  ZVoidInvoiceRequest,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
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
import { receiveStripeEvent, startCardPayment, STRIPE_EVENT_OUTCOMES } from './card-payments.service.js';
import { connectFirmStripe, firmStripeStatus } from './stripe-connect.service.js';
import type { TStripeGateway } from './stripe-gateway.js';
import { refundPayment } from './refunds.service.js';

const bearer = [{ bearerAuth: [] }];
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN'] as const;
const tags = ['billing'];

const ZWebhookReceipt = z
  .strictObject({
    received: z.literal(true),
    duplicate: z.boolean().meta({ description: 'The event was acted on before; nothing changed' }),
    outcome: z.enum(STRIPE_EVENT_OUTCOMES),
  })
  .meta({ id: 'WebhookReceipt' });

/**
 * Invoices and payments (issue 8 point 6): a case's billing, issuing and voiding its invoice, the
 * client's payment with proof, the firm's confirmation or rejection, and the firm's billing settings.
 * Staff of another firm and clients of other cases find nothing (404); SMOOOTH reads, never acts.
 */
export const billingRoutes: FastifyPluginAsyncZod<{
  auth: TAuthDeps;
  store: TFileStore;
  publicUrl: string;
  stripe: TStripeGateway | undefined;
}> = async (app, { auth, store, publicUrl, stripe }) => {
  const deps = { db: auth.db, store, publicUrl, providers: paymentProviders(), stripe };
  const cardDeps = { db: auth.db, store, publicUrl, stripe };
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
    '/api/invoices/:invoiceID/card-payments',
    {
      preHandler: requireAuth(auth, ['GU']),
      schema: {
        tags,
        summary:
          "The case's client starts (or takes up again) a card payment of the whole invoice on the firm's Stripe account",
        description:
          'Answers what Stripe.js needs to take the card (3-D Secure and wallets included). Nothing is settled here: Stripe’s signed notification settles the invoice. 409 CARD_PAYMENTS_UNAVAILABLE (no Stripe keys, or the firm takes no cards), PAYMENT_PENDING (a bank transfer waits for the firm, or a card payment is being processed), INVOICE_CLOSED, CASE_CLOSED; 403 PLAN_FEATURE_NOT_INCLUDED.',
        security: bearer,
        params: ZInvoiceParams,
        response: responses({ 201: ZCardPaymentStart }, [401, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      const started = await startCardPayment(
        cardDeps,
        caller(request),
        metaOf(request),
        request.params.invoiceID,
      );
      return reply.code(201).send(started);
    },
  );

  app.get(
    '/api/firm/stripe',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags,
        summary:
          "Whether the caller's firm can take card payments: Stripe keys, its plan, its connected account",
        security: bearer,
        response: responses({ 200: ZFirmStripeStatus }, [401, 403]),
      },
    },
    async (request) => firmStripeStatus(cardDeps, caller(request)),
  );

  app.post(
    '/api/firm/stripe/connect',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags,
        summary:
          "Make the firm's own Stripe account (once) and answer a link to finish it on Stripe's pages; the portal keeps only its id",
        description: '409 CARD_PAYMENTS_UNAVAILABLE without Stripe keys; 403 PLAN_FEATURE_NOT_INCLUDED.',
        security: bearer,
        response: responses({ 200: ZStripeOnboardingLink }, [401, 403, 409]),
      },
    },
    async (request) =>
      connectFirmStripe(cardDeps, { ...caller(request), email: authOf(request).user.email }, metaOf(request)),
  );

  // Stripe's notifications: the raw body, exactly as signed, is what the signature is checked against.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags,
          summary:
            'Stripe’s signed notifications (payment intents, connected accounts); public, checked by signature',
          description:
            'Each event is acted on once: a repeat answers 200 and changes nothing. A body whose Stripe-Signature does not hold is refused with 400 WEBHOOK_SIGNATURE_INVALID. Without Stripe keys: 404.',
          // The body is read raw for its signature (see the parser above), not validated as JSON here.
          consumes: ['application/json'],
          response: responses({ 200: ZWebhookReceipt }, [400, 404]),
        },
      },
      async (request) =>
        receiveStripeEvent(
          cardDeps,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof request.headers['stripe-signature'] === 'string'
            ? request.headers['stripe-signature']
            : undefined,
        ),
    );
  });

  app.post(
    '/api/payments/:paymentID/refunds',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags,
        summary:
          'The officer in charge or an administrator refunds part or all of a received payment, issuing a credit note',
        description:
          'A card payment is refunded to the card through Stripe on the firm’s account; a transfer is recorded as paid back by the firm. 400 amountCents moreThanLeft past what is left of the payment; 409 PAYMENT_NOT_RECEIVED for a payment not received.',
        security: bearer,
        params: ZPaymentParams,
        body: ZRefundRequest,
        response: responses({ 201: ZPayment }, [400, 401, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      const payment = await refundPayment(
        { ...deps, stripe },
        caller(request),
        metaOf(request),
        request.params.paymentID,
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
