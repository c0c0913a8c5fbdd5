import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZCrossCheckMarkRequest, ZCrossCheckView } from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import type { TFileStore } from '../files/file-store.js';
import { crossCheckView, markCrossCheckItem } from './cross-check.service.js';

const bearer = [{ bearerAuth: [] }];
const ZCaseParams = z.strictObject({ caseID: z.uuid() });

/** The cross-check of a case's forms and documents (issue 8): the list with marks, and marking. */
export const crossCheckRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps; store: TFileStore }> = async (
  app,
  { auth, store },
) => {
  const deps = { db: auth.db, store };
  const caller = (request: FastifyRequest) => ({ ...authOf(request), language: requestLanguage(request) });

  app.get(
    '/api/cases/:caseID/cross-check',
    {
      preHandler: requireAuth(auth, ['COM_SEC', 'SYSTEM_ADMIN', 'SMOOOTH']),
      schema: {
        tags: ['cross-check'],
        summary:
          'Every generated form and referenced upload of the case with its latest mark and their history (forms made first if needed)',
        security: bearer,
        params: ZCaseParams,
        response: responses({ 200: ZCrossCheckView }, [400, 401, 403, 404]),
      },
    },
    async (request) => crossCheckView(deps, caller(request), request.params.caseID),
  );

  app.post(
    '/api/cases/:caseID/cross-check/marks',
    {
      preHandler: requireAuth(auth, ['COM_SEC', 'SYSTEM_ADMIN', 'SMOOOTH']),
      schema: {
        tags: ['cross-check'],
        summary: 'Tick an item as checked, or send it back with a note (the holder of the cross-check task)',
        security: bearer,
        params: ZCaseParams,
        body: ZCrossCheckMarkRequest,
        response: responses({ 200: ZCrossCheckView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      markCrossCheckItem(deps, caller(request), metaOf(request), request.params.caseID, request.body),
  );
};
