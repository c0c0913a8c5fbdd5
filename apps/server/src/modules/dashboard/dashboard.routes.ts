import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '@portal/domain';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { clientDashboard, smooothDashboard, staffDashboard } from './dashboard.service.js';

/** The dashboards' figures (issue 22): /dashboard/default (a firm's staff), /dashboard/client, /dashboard/smoooth. */
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
};
