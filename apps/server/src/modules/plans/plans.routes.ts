import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreatedFirm,
  ZCreateFirmRequest,
  ZFirmIdParams,
  ZFirmOverview,
  ZFirmSubscription,
  ZPlanCheckoutRequest,
  ZSetFirmPlanRequest,
  ZStripeRedirect,
  ZSuspendFirmRequest,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import type { TStripeGateway } from '../billing/stripe-gateway.js';
import { openBillingPortal, startPlanCheckout } from './plan-billing.service.js';
import { createFirmWithAdmin, firmSubscription, setFirmPlan, setFirmSuspended } from './plans.service.js';

const bearer = [{ bearerAuth: [] }];

/** The firm's subscription (its staff) and SMOOOTH's management of firms (issue 21). */
export const planRoutes: FastifyPluginAsyncZod<{
  auth: TAuthDeps;
  publicUrl: string;
  stripe: TStripeGateway | undefined;
}> = async (app, { auth, publicUrl, stripe }) => {
  const billing = { db: auth.db, publicUrl, stripe };
  app.get(
    '/api/firm/subscription',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC']),
      schema: {
        tags: ['plans'],
        summary: "The caller's firm's plan, its usage against each limit, and every plan to compare",
        security: bearer,
        response: responses({ 200: ZFirmSubscription }, [401, 403]),
      },
    },
    async (request) => firmSubscription(auth.db, authOf(request), stripe !== undefined),
  );

  app.post(
    '/api/firm/subscription/checkout',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags: ['plans'],
        summary: 'Subscribe the firm to a paid plan, or move its subscription to another (Stripe Billing)',
        description:
          'Without a live subscription: the address of Stripe Checkout to subscribe (the plan takes effect when Stripe’s notification arrives). With one: the subscription moves to the plan at once, prorated, and `url` is null. A plan below what the firm uses is refused first (409 PLAN_USAGE_OVER, every excess listed); without Stripe keys the plan is SMOOOTH’s to set (409 PLAN_BILLING_UNAVAILABLE).',
        security: bearer,
        body: ZPlanCheckoutRequest,
        response: responses({ 200: ZStripeRedirect }, [400, 401, 403, 409, 423]),
      },
    },
    async (request) =>
      startPlanCheckout(
        billing,
        { ...authOf(request), email: authOf(request).user.email },
        request.body.planCode,
        metaOf(request),
      ),
  );

  app.post(
    '/api/firm/subscription/portal',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags: ['plans'],
        summary: "Stripe's billing portal for the firm: its card, its invoices, cancelling",
        description:
          'Refused (409 PLAN_BILLING_UNAVAILABLE) until the firm has subscribed once through Stripe.',
        security: bearer,
        response: responses({ 200: ZStripeRedirect }, [401, 403, 409, 423]),
      },
    },
    async (request) => openBillingPortal(billing, authOf(request)),
  );

  app.post(
    '/api/firms',
    {
      preHandler: requireAuth(auth, ['SMOOOTH']),
      schema: {
        tags: ['plans'],
        summary: 'Create a firm on a plan and invite its first system administrator (platform operator)',
        description:
          'The firm and the invitation are made together or not at all: an address that already has an account is refused (409 ALREADY_EXISTS, field adminEmail) and no firm is created.',
        security: bearer,
        body: ZCreateFirmRequest,
        response: responses({ 201: ZCreatedFirm }, [400, 401, 403, 409, 429]),
      },
    },
    async (request, reply) => {
      const created = await createFirmWithAdmin(
        { db: auth.db, publicUrl },
        authOf(request),
        request.body,
        metaOf(request),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/firms/:firmID/plan',
    {
      preHandler: requireAuth(auth, ['SMOOOTH']),
      schema: {
        tags: ['plans'],
        summary: "Set a firm's plan by hand (platform operator), at once",
        description:
          'A plan the firm already uses more of than it allows is refused with 409 PLAN_USAGE_OVER, every excess in `details`; nothing changes.',
        security: bearer,
        params: ZFirmIdParams,
        body: ZSetFirmPlanRequest,
        response: responses({ 200: ZFirmOverview }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      setFirmPlan(auth.db, authOf(request), request.params.firmID, request.body.planCode, metaOf(request)),
  );

  app.post(
    '/api/firms/:firmID/suspend',
    {
      preHandler: requireAuth(auth, ['SMOOOTH']),
      schema: {
        tags: ['plans'],
        summary: 'Suspend a firm: its people can read but not change anything (423 FIRM_SUSPENDED)',
        security: bearer,
        params: ZFirmIdParams,
        body: ZSuspendFirmRequest,
        response: responses({ 200: ZFirmOverview }, [400, 401, 403, 404]),
      },
    },
    async (request) =>
      setFirmSuspended(auth.db, authOf(request), request.params.firmID, request.body, metaOf(request)),
  );

  app.post(
    '/api/firms/:firmID/restore',
    {
      preHandler: requireAuth(auth, ['SMOOOTH']),
      schema: {
        tags: ['plans'],
        summary: 'Restore a suspended firm',
        security: bearer,
        params: ZFirmIdParams,
        response: responses({ 200: ZFirmOverview }, [401, 403, 404]),
      },
    },
    async (request) =>
      setFirmSuspended(auth.db, authOf(request), request.params.firmID, null, metaOf(request)),
  );
};
