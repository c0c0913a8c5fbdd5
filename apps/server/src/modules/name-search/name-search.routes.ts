import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCaseScreeningAnswer,
  ZCaseScreeningRequest,
  ZHitDecisionRequest,
  ZNameSearch,
  ZNameSearchHistory,
  ZNameSearchHistoryQuery,
  ZNameSearchRequest,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { screenCaseStakeholders } from './case-screening.js';
import { nameSearchHistory } from './name-search-history.js';
import { decideHit, nameSearchRecord, runNameSearch } from './name-search.service.js';
import type { TScreeningIndexHolder } from './screening-index.holder.js';

const bearer = [{ bearerAuth: [] }];
const ZSearchParams = z.strictObject({ searchID: z.uuid() });
const ZCaseParams = z.strictObject({ caseID: z.uuid() });
/** Staff only: a client never sees screening (issue 20 point 5). */
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN', 'SMOOOTH'] as const;

/** Name screening against the UN and OFAC lists (issue 20; spec §2 /name-search/*). */
export const nameSearchRoutes: FastifyPluginAsyncZod<{
  auth: TAuthDeps;
  screening: TScreeningIndexHolder;
}> = async (app, { auth, screening }) => {
  const deps = { db: auth.db, screening };

  app.post(
    '/api/name-search',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['name-search'],
        summary: 'Screens a name against the current UN and OFAC list versions and keeps the record',
        description:
          'Every listed party that may be the same, ranked, with its score (0–1), the name or alias matched and why; matches under the threshold are not returned. Needs the name-search terms accepted (SCREENING_TERMS_REQUIRED) and a list loaded (SCREENING_NO_LIST).',
        security: bearer,
        body: ZNameSearchRequest,
        response: responses({ 201: ZNameSearch }, [400, 401, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      const search = await runNameSearch(deps, authOf(request), request.body, {
        origin: request.body.caseID ? 'DUE_DILIGENCE' : 'MANUAL',
        meta: metaOf(request),
      });
      return reply.code(201).send(search);
    },
  );

  app.get(
    '/api/name-search/history',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['name-search'],
        summary: 'The firm’s searches, newest first, by person, case, outcome, date and list version',
        security: bearer,
        querystring: ZNameSearchHistoryQuery,
        response: responses({ 200: ZNameSearchHistory }, [400, 401, 403]),
      },
    },
    async (request) => nameSearchHistory(auth.db, authOf(request), request.query),
  );

  app.get(
    '/api/name-search/:searchID',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['name-search'],
        summary: 'One search as it ran: the query, the list versions, the matches, the decisions',
        security: bearer,
        params: ZSearchParams,
        response: responses({ 200: ZNameSearch }, [400, 401, 403, 404]),
      },
    },
    async (request) => nameSearchRecord(auth.db, authOf(request), request.params.searchID),
  );

  app.post(
    '/api/name-search/:searchID/decisions',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['name-search'],
        summary: 'Decides one hit: a false positive with its reason, or a possible match escalated',
        description: 'Decisions are added, never changed; the latest on a hit is the one shown.',
        security: bearer,
        params: ZSearchParams,
        body: ZHitDecisionRequest,
        response: responses({ 201: ZNameSearch }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const search = await decideHit(
        auth.db,
        authOf(request),
        request.params.searchID,
        request.body,
        metaOf(request),
      );
      return reply.code(201).send(search);
    },
  );

  app.get(
    '/api/name-search/:searchID/record.pdf',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['name-search'],
        summary: 'The printable record of a search (PDF)',
        security: bearer,
        params: ZSearchParams,
        response: responses({ 200: z.any().meta({ description: 'application/pdf' }) }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const search = await nameSearchRecord(auth.db, authOf(request), request.params.searchID);
      // The PDF code loads on first use (server start stays light).
      const { nameSearchRecordPdf } = await import('../documents/pdf/name-search-record.js');
      const bytes = await nameSearchRecordPdf(search);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="name-search-${search.searchID}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    '/api/cases/:caseID/due-diligence/screening',
    {
      preHandler: requireAuth(auth, ['COM_SEC', 'SYSTEM_ADMIN']),
      schema: {
        tags: ['name-search', 'compliance'],
        summary: 'Screens the case’s people (all, or those named) under each of their names',
        description:
          'One search per name (English and Chinese) on the current lists, kept with the case and the person; 18012 is met for a person when every name was searched on the current lists and every hit is decided.',
        security: bearer,
        params: ZCaseParams,
        body: ZCaseScreeningRequest,
        response: responses({ 201: ZCaseScreeningAnswer }, [400, 401, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      const searches = await screenCaseStakeholders(
        deps,
        authOf(request),
        request.params.caseID,
        request.body.holderIDs,
        metaOf(request),
      );
      return reply.code(201).send({ searches });
    },
  );
};
