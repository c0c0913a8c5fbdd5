import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZAmendmentDraft, ZAmendmentView, ZRegisters, ZRegistersQuery } from '@portal/domain';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { amendmentView, saveAmendment } from './amendments.service.js';
import {
  entityRegisters,
  protectedRegisterEntries,
  registersCsv,
  registersWithCompany,
} from './registers.service.js';

const bearer = [{ bearerAuth: [] }];
const ZCaseParams = z.strictObject({ caseID: z.uuid() });
const ZCompanyParams = z.strictObject({ companyID: z.uuid() });
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN'] as const;

/** Amendments (issue 19): the record update's draft, and a company's registers as at a date. */
export const amendmentRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  const caller = (request: FastifyRequest) => ({ ...authOf(request), language: requestLanguage(request) });

  app.get(
    '/api/cases/:caseID/amendment',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['amendments'],
        summary:
          'The record update: the drafted changes with their problems, the records they start from, the notices owed',
        security: bearer,
        params: ZCaseParams,
        response: responses({ 200: ZAmendmentView }, [400, 401, 403, 404]),
      },
    },
    async (request) =>
      amendmentView(auth.db, caller(request), request.params.caseID, requestLanguage(request)),
  );

  app.put(
    '/api/cases/:caseID/amendment',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['amendments'],
        summary: 'Saves the drafted changes (as typed; their problems come back and completing refuses them)',
        description: 'Only while the caller holds the case’s T_RECORD_UPDATES task.',
        security: bearer,
        params: ZCaseParams,
        body: ZAmendmentDraft,
        response: responses({ 200: ZAmendmentView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      saveAmendment(
        auth.db,
        caller(request),
        request.params.caseID,
        request.body.changes,
        requestLanguage(request),
      ),
  );

  app.get(
    '/api/entities/:companyID/registers',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['entities'],
        summary: 'The registers of members, directors, secretaries and significant controllers as at a date',
        description:
          'Each entry with the date it began and, when it ended by that date, the date it ended. Whole identity numbers for the firm’s staff only.',
        security: bearer,
        params: ZCompanyParams,
        querystring: ZRegistersQuery,
        response: responses({ 200: ZRegisters }, [400, 401, 404]),
      },
    },
    async (request) =>
      entityRegisters(auth.db, authOf(request), request.params.companyID, request.query.asAt),
  );

  app.get(
    '/api/entities/:companyID/registers.csv',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['entities'],
        summary: 'The registers as at a date as a CSV file',
        security: bearer,
        params: ZCompanyParams,
        querystring: ZRegistersQuery,
        response: responses({ 200: z.string().meta({ description: 'text/csv' }) }, [400, 401, 404]),
      },
    },
    async (request, reply) => {
      const registers = await entityRegisters(
        auth.db,
        authOf(request),
        request.params.companyID,
        request.query.asAt,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registers-${registers.asAt}.csv"`)
        .send(registersCsv(registers, requestLanguage(request)));
    },
  );

  app.get(
    '/api/entities/:companyID/registers.pdf',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['entities'],
        summary: 'The registers as at a date as a PDF (English and Chinese headings)',
        security: bearer,
        params: ZCompanyParams,
        querystring: ZRegistersQuery,
        response: responses({ 200: z.any().meta({ description: 'application/pdf' }) }, [400, 401, 404]),
      },
    },
    async (request, reply) => {
      const { registers, company } = await registersWithCompany(
        auth.db,
        authOf(request),
        request.params.companyID,
        request.query.asAt,
      );
      // The PDF code loads on first use (server start stays light).
      const { registersPdf } = await import('../documents/pdf/registers-as-at.js');
      const bytes = await registersPdf(registers, company);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="registers-${registers.asAt}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/api/entities/:companyID/registers/protected.pdf',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['entities'],
        summary:
          'The protected part of the registers as at a date: usual residential addresses and full identification numbers',
        description:
          'Kept apart from the registers shown for inspection (Cap. 622 Part 2 Division 7; Cap. 622N). The owning firm’s staff only.',
        security: bearer,
        params: ZCompanyParams,
        querystring: ZRegistersQuery,
        response: responses({ 200: z.any().meta({ description: 'application/pdf' }) }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const { entries, company, asAt } = await protectedRegisterEntries(
        auth.db,
        authOf(request),
        request.params.companyID,
        request.query.asAt,
      );
      const { protectedRegisterPdf } = await import('../documents/pdf/registers-as-at.js');
      const bytes = await protectedRegisterPdf(entries, company, asAt);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="registers-protected-${asAt}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
