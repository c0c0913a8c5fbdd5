import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZComplianceCreateRequest,
  ZComplianceList,
  ZComplianceListQuery,
  ZComplianceRecordDetail,
  ZCarryForwardRequest,
  ZDueDiligenceView,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { createComplianceRecord, getComplianceRecord } from './compliance.service.js';
import { listComplianceRecords } from './compliance-list.js';
import { getDueDiligenceView } from './due-diligence.service.js';
import { carryForward } from './carry-forward.service.js';

const bearer = [{ bearerAuth: [] }];
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN'] as const;

/** Compliance records (issue 8, spec §7): due diligence and risk assessment, kept in versions. */
export const complianceRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  app.post(
    '/api/compliance',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['compliance'],
        summary:
          'Record due diligence for a stakeholder or a risk assessment for a case; a second record for the same is its next version',
        security: bearer,
        body: ZComplianceCreateRequest,
        response: responses({ 200: ZComplianceRecordDetail }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => createComplianceRecord(auth.db, authOf(request), request.body),
  );

  app.get(
    '/api/compliance',
    {
      // A list that only reads: kept until what it read changes (plugins/answer-cache.ts).
      config: { keepAnswers: true },
      preHandler: requireAuth(auth, [...STAFF, 'SMOOOTH']),
      schema: {
        tags: ['compliance'],
        summary:
          'The firm’s compliance records, newest first: filter by type, case, company and dates, or search',
        security: bearer,
        querystring: ZComplianceListQuery,
        response: responses({ 200: ZComplianceList }, [400, 401, 403]),
      },
    },
    async (request) => {
      const list = await listComplianceRecords(auth.db, authOf(request), request.query);
      return { ...list, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/api/compliance/:complianceID',
    {
      preHandler: requireAuth(auth, [...STAFF, 'SMOOOTH']),
      schema: {
        tags: ['compliance'],
        summary: 'One compliance record with its documents and every version of it',
        security: bearer,
        params: z.strictObject({ complianceID: z.uuid() }),
        response: responses({ 200: ZComplianceRecordDetail }, [400, 401, 403, 404]),
      },
    },
    async (request) => getComplianceRecord(auth.db, authOf(request), request.params.complianceID),
  );

  app.get(
    '/api/cases/:caseID/due-diligence',
    {
      preHandler: requireAuth(auth, [...STAFF, 'SMOOOTH']),
      schema: {
        tags: ['compliance'],
        summary:
          'The due-diligence screen of a case: every person owed due diligence with their particulars, documents, current record and what is missing; the risk assessment and the suggested risk factors',
        security: bearer,
        params: z.strictObject({ caseID: z.uuid() }),
        response: responses({ 200: ZDueDiligenceView }, [400, 401, 403, 404]),
      },
    },
    async (request) => getDueDiligenceView(auth.db, authOf(request), request.params.caseID),
  );

  app.post(
    '/api/cases/:caseID/compliance/carry-forward',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['compliance'],
        summary:
          'A renewal carries the company’s earlier due-diligence records (and risk assessment) forward when younger than the firm’s refresh period; the due-diligence screen as it now stands',
        security: bearer,
        params: z.strictObject({ caseID: z.uuid() }),
        body: ZCarryForwardRequest,
        response: responses({ 200: ZDueDiligenceView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const caller = { ...authOf(request), language: requestLanguage(request) };
      await carryForward(auth.db, caller, metaOf(request), request.params.caseID, request.body);
      return getDueDiligenceView(auth.db, caller, request.params.caseID);
    },
  );
};
