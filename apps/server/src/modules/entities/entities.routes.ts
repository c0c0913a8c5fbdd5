import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZArchiveEntityRequest,
  ZEntityDetail,
  ZEntityHolderDetail,
  ZEntityHolderParams,
  ZEntityIdParams,
  ZEntityList,
  ZEntityListQuery,
  ZRestoreEntityRequest,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { entityHolderDetail } from './entity-holder.service.js';
import { archiveEntity, entityDetail, restoreEntity } from './entities.service.js';
import { listEntities } from './entity-list.js';

const bearer = [{ bearerAuth: [] }];
const FIRM_STAFF = ['SYSTEM_ADMIN', 'COM_SEC'] as const;

/**
 * Entities (issue 8 point 7, spec §2 /entities/…): the active and archived lists, a company's page,
 * one holder of it, and archiving / restoring. Readable by the firm's staff, SMOOOTH and the linked
 * clients (protected data masked for all but the firm's staff); changed by the firm's staff only.
 */
export const entityRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  app.get(
    '/api/entities',
    {
      // A list that only reads: kept until what it read changes (plugins/answer-cache.ts).
      config: { keepAnswers: true },
      preHandler: requireAuth(auth),
      schema: {
        tags: ['entities'],
        summary: 'Active or archived companies the caller may see: the firm’s (staff), linked ones (clients)',
        security: bearer,
        querystring: ZEntityListQuery,
        response: responses({ 200: ZEntityList }, [400, 401]),
      },
    },
    async (request) => {
      const list = await listEntities(auth.db, authOf(request), request.query);
      return { ...list, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/api/entities/:companyID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['entities'],
        summary:
          'A company’s page: particulars, stakeholders (SCR/UBO), documents, cases, history, linked clients',
        description:
          'Whole identity numbers, residential addresses, identity-document dates and PEP declarations only for the firm’s staff; everyone else gets partial ids (A123 of A123456(3)) and null.',
        security: bearer,
        params: ZEntityIdParams,
        response: responses({ 200: ZEntityDetail }, [400, 401, 404]),
      },
    },
    async (request) =>
      entityDetail(auth.db, authOf(request), request.params.companyID, requestLanguage(request)),
  );

  app.get(
    '/api/entities/:companyID/holders/:holderID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['entities'],
        summary:
          'One holder of the company (current or former): particulars, roles, shares, documents and, for staff, due-diligence records',
        security: bearer,
        params: ZEntityHolderParams,
        response: responses({ 200: ZEntityHolderDetail }, [400, 401, 404]),
      },
    },
    async (request) =>
      entityHolderDetail(
        auth.db,
        authOf(request),
        request.params.companyID,
        request.params.holderID,
        requestLanguage(request),
      ),
  );

  app.post(
    '/api/entities/:companyID/archive',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['entities'],
        summary:
          'Archive the company (the firm’s staff; refused with ENTITY_HAS_OPEN_CASES while cases are open)',
        security: bearer,
        params: ZEntityIdParams,
        body: ZArchiveEntityRequest,
        response: responses({ 200: ZEntityDetail }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      archiveEntity(
        auth.db,
        authOf(request),
        metaOf(request),
        request.params.companyID,
        request.body.reason,
        requestLanguage(request),
      ),
  );

  app.post(
    '/api/entities/:companyID/restore',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['entities'],
        summary: 'Bring an archived company back to the active list (the firm’s staff)',
        security: bearer,
        params: ZEntityIdParams,
        body: ZRestoreEntityRequest,
        response: responses({ 200: ZEntityDetail }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      restoreEntity(
        auth.db,
        authOf(request),
        metaOf(request),
        request.params.companyID,
        request.body.reason ?? null,
        requestLanguage(request),
      ),
  );
};
