import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLegalAcceptanceRequest, ZLegalAcceptances } from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { acceptLegalText, legalAcceptances } from './legal.service.js';

const bearer = [{ bearerAuth: [] }];

/** The legal texts a signed-in user has accepted (spec §1: name-search and recognition terms). */
export const legalRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  app.get(
    '/api/legal/acceptances',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['legal'],
        summary: 'The legal texts the caller has accepted, each with its version and whether it is current',
        security: bearer,
        response: responses({ 200: ZLegalAcceptances }, [401]),
      },
    },
    async (request) => legalAcceptances(auth.db, authOf(request).userId),
  );

  app.post(
    '/api/legal/acceptances',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['legal'],
        summary: 'Records that the caller accepted a legal text in the version shown',
        description: 'An outdated version is refused (the text changed); accepting again changes nothing.',
        security: bearer,
        body: ZLegalAcceptanceRequest,
        response: responses({ 201: ZLegalAcceptances }, [400, 401]),
      },
    },
    async (request, reply) => {
      const answer = await acceptLegalText(auth.db, authOf(request), request.body, metaOf(request));
      return reply.code(201).send(answer);
    },
  );
};
