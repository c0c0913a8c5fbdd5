import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAnalytics, ZAnalyticsQuery, ZDashboard, ZServicesOverview, ZServicesQuery } from '@portal/domain';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { clientDashboard, smooothDashboard, staffDashboard } from './dashboard.service.js';
import { analytics } from './analytics.js';
import { servicesOverview } from './services-overview.js';

/** The dashboards' figures (issue 22): /dashboard/default (a firm's staff), /dashboard/client, /dashboard/smoooth, /dashboard/services, /dashboard/analytics. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  app.get(
    '/api/dashboard',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC', 'GU', 'SMOOOTH']),
      schema: {
        tags: ['dashboard'],
        summary:
          'What the caller has to do next: open tasks, deadlines, cases by step, unread messages, alerts',
        description:
          'A firm’s staff get `role: staff`, a client `role: client`, SMOOOTH `role: smoooth` (every firm, failed mails, the job queue). Each count equals the total of the list it links to (named in its description), counted up to the same cap.',
        security: [{ bearerAuth: [] }],
        response: responses({ 200: ZDashboard }, [401, 403]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      if (caller.userType === 'SMOOOTH') return smooothDashboard(auth.db);
      return caller.userType === 'GU'
        ? clientDashboard(auth.db, caller)
        : staffDashboard(auth.db, caller, auth.features);
    },
  );

  app.get(
    '/api/dashboard/services',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC', 'GU', 'SMOOOTH']),
      schema: {
        tags: ['dashboard'],
        summary:
          'The firm’s services: each case type’s fee, its steps, and how long cases and steps take here',
        description:
          'Fees come from the firm’s billing settings (null when none is set). Times are medians over the cases of the last 365 days: opening to completion for completed cases, and the time a case spent in each step (its visits added up) from the case history. A firm’s staff see their firm; a client their linked firm (`firmID` picks one); SMOOOTH the platform, or one firm with `firmID`. An unknown or unlinked firm is 404.',
        security: [{ bearerAuth: [] }],
        querystring: ZServicesQuery,
        response: responses({ 200: ZServicesOverview }, [400, 401, 403, 404]),
      },
    },
    async (request) => servicesOverview(auth.db, authOf(request), request.query.firmID),
  );

  app.get(
    '/api/dashboard/analytics',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH']),
      schema: {
        tags: ['dashboard'],
        summary:
          'The firm’s activity month by month: cases, step times, invoices, overdue filings, risk ratings',
        description:
          'Over Hong Kong days `from` to `to` (default: this month and the eleven before it; at most 36 months), grouped by Hong Kong calendar month. A firm’s staff read their firm; SMOOOTH the platform, or one firm with `firmID` (an unknown firm is 404). A range that ends before it starts, or is longer than 36 months, is 400 naming the field.',
        security: [{ bearerAuth: [] }],
        querystring: ZAnalyticsQuery,
        response: responses({ 200: ZAnalytics }, [400, 401, 403, 404]),
      },
    },
    async (request) => analytics(auth.db, authOf(request), request.query),
  );
};
