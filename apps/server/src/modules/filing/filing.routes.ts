import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZCompletionRequest,
  ZCompletionView,
  ZFilingRequest,
  ZFilingUpdateRequest,
  ZFilingView,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { completionView, saveCompletion } from './completion.service.js';
import { addFilingUpdate, filingView, saveFiling } from './filing.service.js';

const bearer = [{ bearerAuth: [] }];
const ZCaseParams = z.strictObject({ caseID: z.uuid() });
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN', 'SMOOOTH'] as const;

/** Filing with the registry and the incorporation's particulars (issue 8). */
export const filingRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  const caller = (request: FastifyRequest) => ({ ...authOf(request), language: requestLanguage(request) });

  app.get(
    '/api/cases/:caseID/filing',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['filing'],
        summary: 'The filing of the case, what happened to it since, and the documents as filed',
        security: bearer,
        params: ZCaseParams,
        response: responses({ 200: ZFilingView }, [400, 401, 403, 404]),
      },
    },
    async (request) => filingView(auth.db, caller(request), request.params.caseID),
  );

  app.put(
    '/api/cases/:caseID/filing',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['filing'],
        summary: 'Record the filing (date, registry reference, method); a change keeps the old values',
        security: bearer,
        params: ZCaseParams,
        body: ZFilingRequest,
        response: responses({ 200: ZFilingView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      saveFiling(auth.db, caller(request), metaOf(request), request.params.caseID, request.body),
  );

  app.post(
    '/api/cases/:caseID/filing/updates',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['filing'],
        summary: 'Add what happened to the filing: a requisition, a resubmission, registration…',
        security: bearer,
        params: ZCaseParams,
        body: ZFilingUpdateRequest,
        response: responses({ 200: ZFilingView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => addFilingUpdate(auth.db, caller(request), request.params.caseID, request.body),
  );

  app.get(
    '/api/cases/:caseID/completion',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['filing'],
        summary: 'The incorporation’s particulars and certificates recorded so far, and what is missing',
        security: bearer,
        params: ZCaseParams,
        response: responses({ 200: ZCompletionView }, [400, 401, 403, 404]),
      },
    },
    async (request) => completionView(auth.db, caller(request), request.params.caseID),
  );

  app.put(
    '/api/cases/:caseID/completion',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['filing'],
        summary:
          'Save the company number, business registration number, date of incorporation and certificates (null clears)',
        security: bearer,
        params: ZCaseParams,
        body: ZCompletionRequest,
        response: responses({ 200: ZCompletionView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      saveCompletion(auth.db, caller(request), metaOf(request), request.params.caseID, request.body),
  );
};
