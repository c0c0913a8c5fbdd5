import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '@portal/domain';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { clientDashboard, staffDashboard } from './dashboard.service.js';

/** The dashboards' figures (issue 22): /dashboard/default for a firm's staff, /dashboard/client for clients. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  app.get(
    '/api/dashboard',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC', 'GU']),
      schema: {
        tags: ['dashboard'],
        summary:
          'What the caller has to do next: open tasks, deadlines, cases by step, unread messages, alerts',
        description:
          'A firm’s staff get `role: staff`, a client `role: client`. Each count equals the total of the list it links to (named in its description), counted up to the same cap.',
        security: [{ bearerAuth: [] }],
        response: responses({ 200: ZDashboard }, [401, 403]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      return caller.userType === 'GU'
        ? clientDashboard(auth.db, caller)
        : staffDashboard(auth.db, caller, auth.features);
    },
  );
};
