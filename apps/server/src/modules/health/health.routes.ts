import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/responses.js';

const ZHealth = z
  .strictObject({ status: z.literal('ok'), version: z.string(), uptimeSeconds: z.number() })
  .meta({ id: 'Health' });
const ZReady = z
  .strictObject({
    status: z.enum(['ready', 'unavailable']),
    database: z.enum(['up', 'down']),
    shuttingDown: z.boolean(),
  })
  .meta({ id: 'Ready' });
const ZPublicConfig = z
  .strictObject({ supportEmail: z.string(), version: z.string() })
  .meta({ id: 'PublicConfig', description: 'Settings the web app needs before sign-in' });

export interface THealthDeps {
  version: string;
  supportEmail: string;
  ping: () => Promise<boolean>;
  isShuttingDown: () => boolean;
}

/** Liveness (process up), readiness (database reachable, not shutting down) and public settings. */
export const healthRoutes: FastifyPluginAsyncZod<THealthDeps> = async (app, deps) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process answers',
        response: responses({ 200: ZHealth }),
      },
    },
    async () => ({
      status: 'ok' as const,
      version: deps.version,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database is reachable and the server is not shutting down',
        response: responses({ 200: ZReady, 503: ZReady }),
      },
    },
    async (_request, reply) => {
      const shuttingDown = deps.isShuttingDown();
      const database = (await deps.ping()) ? ('up' as const) : ('down' as const);
      const ready = database === 'up' && !shuttingDown;
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, shuttingDown });
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['ops'],
        summary: 'Public settings for the web app',
        response: responses({ 200: ZPublicConfig }),
      },
    },
    async () => ({ supportEmail: deps.supportEmail, version: deps.version }),
  );
};
