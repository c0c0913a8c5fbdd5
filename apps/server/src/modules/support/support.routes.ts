import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactAccepted, ZContactRequest } from '@portal/domain';
import { responses } from '../../plugins/responses.js';
import type { TDb } from '../../db/database.js';
import { sendContactMessage } from './support.service.js';

/** The contact-us form (spec §2 /pages/contact-us): open to anyone, limited, with a spam trap. */
export const supportRoutes: FastifyPluginAsyncZod<{ db: TDb; supportEmail: string }> = async (app, deps) => {
  app.post(
    '/api/support/contact',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support address',
        body: ZContactRequest,
        response: responses({ 200: ZContactAccepted }, [400, 429]),
      },
    },
    async (request) => {
      await sendContactMessage(deps, request.body, request.ip);
      return { accepted: true as const };
    },
  );
};
