import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancelCaseRequest,
  ZCaseDetail,
  ZCaseIdParams,
  ZCaseInformation,
  ZCaseInformationResponse,
  ZCaseInvitation,
  ZCaseInvitationList,
  ZCaseInvitationParams,
  ZCaseList,
  ZCaseListQuery,
  ZCaseRequestRequest,
  ZCreateCaseRequest,
  ZLinkCaseRequest,
  ZLinkCaseResponse,
  ZNewCodeRequest,
  ZHolderParams,
  ZHolderParticulars,
  ZHolderView,
  ZOwnershipPage,
  ZOwnershipRequest,
  ZOwnershipResult,
  ownershipOf,
  resolveOwnershipPage,
  ZStaffInChargeRequest,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { AppError, requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { informationOf } from './case-moves.js';
import { getHolderView, mayReadInformation, saveHolderParticulars } from './holders.service.js';
import { listCases } from './cases.repository.js';
import { cancelCaseById, caseDetailFor, requireVisibleCase, setStaffInCharge } from './cases.service.js';
import { openCase, requestCase } from './case-opening.service.js';
import { linkCase } from './case-linking.service.js';
import {
  listCaseInvitations,
  newCaseInvitationCode,
  resendCaseInvitation,
} from './case-invitation-codes.service.js';
import { informationResponse, saveCaseInformation } from './case-information.service.js';

const bearer = [{ bearerAuth: [] }];
const FIRM_STAFF = ['SYSTEM_ADMIN', 'COM_SEC'] as const;
const ALL_STAFF = ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH'] as const;

/**
 * Cases (issue 4): opening (staff) and requesting (clients), the lists and the case page, hand-over and
 * cancelling, invitation codes and linking with one (spec §7 POST /api/case/link), and the case
 * information. The entities a case can be for are listed by modules/entities (GET /api/entities).
 */
export const caseRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps; publicUrl: string }> = async (
  app,
  { auth, publicUrl },
) => {
  const deps = { db: auth.db, publicUrl };

  app.post(
    '/api/cases',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['cases'],
        summary: 'Open a case for a client (the client is invited by e-mail with a code)',
        security: bearer,
        body: ZCreateCaseRequest,
        response: responses({ 201: ZCaseDetail }, [400, 401, 403]),
      },
    },
    async (request, reply) => {
      const detail = await openCase(deps, authOf(request), metaOf(request), request.body);
      return reply.code(201).send(detail);
    },
  );

  app.post(
    '/api/cases/requests',
    {
      preHandler: requireAuth(auth, ['GU']),
      schema: {
        tags: ['cases'],
        summary: 'A client asks one of their firms for a service; the firm’s staff are notified',
        security: bearer,
        body: ZCaseRequestRequest,
        response: responses({ 201: ZCaseDetail }, [400, 401, 403]),
      },
    },
    async (request, reply) => {
      const detail = await requestCase(deps, authOf(request), metaOf(request), request.body);
      return reply.code(201).send(detail);
    },
  );

  app.get(
    '/api/cases',
    {
      // A list that only reads: kept until what it read changes (plugins/answer-cache.ts).
      config: { keepAnswers: true },
      preHandler: requireAuth(auth),
      schema: {
        tags: ['cases'],
        summary: 'Cases the caller may see, filtered, sorted and paged',
        security: bearer,
        querystring: ZCaseListQuery,
        response: responses({ 200: ZCaseList }, [400, 401]),
      },
    },
    async (request) => {
      const list = await listCases(auth.db, authOf(request), request.query);
      return { ...list, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/api/cases/:caseID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['cases'],
        summary: 'The case page: header, steps, members, tasks and history',
        security: bearer,
        params: ZCaseIdParams,
        response: responses({ 200: ZCaseDetail }, [400, 401, 404]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const row = await requireVisibleCase(auth.db, caller, request.params.caseID);
      return caseDetailFor(auth.db, row, caller);
    },
  );

  app.post(
    '/api/cases/:caseID/cancel',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC', 'GU']),
      schema: {
        tags: ['cases'],
        summary: 'Cancel a case (officer, SYSTEM_ADMIN; a client their own request nobody took yet)',
        security: bearer,
        params: ZCaseIdParams,
        body: ZCancelCaseRequest,
        response: responses({ 200: ZCaseDetail }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      cancelCaseById(deps, authOf(request), metaOf(request), request.params.caseID, request.body.reason),
  );

  app.post(
    '/api/cases/:caseID/staff-in-charge',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['cases'],
        summary: 'Take charge of a case, or hand it over (officer, SYSTEM_ADMIN)',
        security: bearer,
        params: ZCaseIdParams,
        body: ZStaffInChargeRequest,
        response: responses({ 200: ZCaseDetail }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      setStaffInCharge(deps, authOf(request), metaOf(request), request.params.caseID, request.body.userID),
  );

  app.get(
    '/api/cases/:caseID/invitations',
    {
      preHandler: requireAuth(auth, ALL_STAFF),
      schema: {
        tags: ['cases'],
        summary: 'The case’s invitation codes and their state',
        security: bearer,
        params: ZCaseIdParams,
        response: responses({ 200: ZCaseInvitationList }, [400, 401, 403, 404]),
      },
    },
    async (request) => ({
      items: await listCaseInvitations(auth.db, authOf(request), request.params.caseID),
    }),
  );

  app.post(
    '/api/cases/:caseID/invitations/:invitationID/resend',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['cases'],
        summary: 'Mail the same code again (14 more days)',
        security: bearer,
        params: ZCaseInvitationParams,
        response: responses({ 200: ZCaseInvitation }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      resendCaseInvitation(
        deps,
        authOf(request),
        metaOf(request),
        request.params.caseID,
        request.params.invitationID,
      ),
  );

  app.post(
    '/api/cases/:caseID/invitations/:invitationID/new-code',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['cases'],
        summary: 'Withdraw the code and mail a new one (optionally to a corrected address or name)',
        security: bearer,
        params: ZCaseInvitationParams,
        body: ZNewCodeRequest,
        response: responses({ 200: ZCaseInvitation }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      newCaseInvitationCode(
        deps,
        authOf(request),
        metaOf(request),
        request.params.caseID,
        request.params.invitationID,
        request.body,
      ),
  );

  app.post(
    '/api/case/link',
    {
      preHandler: requireAuth(auth, ['GU']),
      schema: {
        tags: ['cases'],
        summary: 'Link to a case with an invitation code and your names (spec §7)',
        security: bearer,
        body: ZLinkCaseRequest,
        response: responses({ 200: ZLinkCaseResponse }, [400, 401, 403, 409, 410, 429]),
      },
    },
    async (request) => linkCase(deps, authOf(request), metaOf(request), request.body),
  );

  app.get(
    '/api/cases/:caseID/information',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['cases'],
        summary: 'The case information and what still stops it from going on',
        description:
          'Identity numbers are whole for the staff of the firm that owns the case and for the person themselves; anyone else gets the first characters (the Companies Registry’s partial form) and no identity-document dates or residential address (`withheld` names them).',
        security: bearer,
        params: ZCaseIdParams,
        response: responses({ 200: ZCaseInformationResponse }, [400, 401, 404]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const row = await requireVisibleCase(auth.db, caller, request.params.caseID);
      // A stakeholder reads their own entry (GET …/holders/:holderID), not everyone's.
      if (!mayReadInformation(row, caller)) throw new AppError('FORBIDDEN');
      return informationResponse(auth.db, row, caller, requestLanguage(request));
    },
  );

  app.get(
    '/api/cases/:caseID/ownership',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['cases'],
        summary: 'Who ultimately owns and controls the company (SCR, UBO), with the chains behind each share',
        security: bearer,
        params: ZCaseIdParams,
        response: responses({ 200: ZOwnershipResult }, [400, 401, 404]),
      },
    },
    async (request) => {
      const row = await requireVisibleCase(auth.db, authOf(request), request.params.caseID);
      return ownershipOf(informationOf(row)) ?? { persons: [], problems: [] };
    },
  );

  app.post(
    '/api/ownership/resolve',
    {
      preHandler: requireAuth(auth),
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['cases'],
        summary:
          'Resolve an ownership tree given in the request: a page of the persons with exact shares and SCR/UBO, the chains of the SCR and UBO persons and of those asked for, and the problems',
        security: bearer,
        body: ZOwnershipRequest,
        response: responses({ 200: ZOwnershipPage }, [400, 401, 413]),
      },
    },
    async (request) => {
      const { page, pageSize, chainsFor, ...input } = request.body;
      return resolveOwnershipPage(input, { page, pageSize, chainsFor });
    },
  );

  app.get(
    '/api/cases/:caseID/holders/:holderID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['cases'],
        summary: 'One stakeholder: their particulars, ownership, acknowledgements needed and what is missing',
        security: bearer,
        params: ZHolderParams,
        response: responses({ 200: ZHolderView }, [400, 401, 404]),
      },
    },
    async (request) =>
      getHolderView(
        auth.db,
        authOf(request),
        request.params.caseID,
        request.params.holderID,
        requestLanguage(request),
      ),
  );

  app.put(
    '/api/cases/:caseID/holders/:holderID',
    {
      preHandler: requireAuth(auth, ['GU']),
      schema: {
        tags: ['cases'],
        summary: 'The stakeholder saves their own particulars (stakeholder identification; a draft)',
        security: bearer,
        params: ZHolderParams,
        body: ZHolderParticulars,
        response: responses({ 200: ZHolderView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      saveHolderParticulars(
        auth.db,
        authOf(request),
        request.params.caseID,
        request.params.holderID,
        request.body,
        requestLanguage(request),
      ),
  );

  app.put(
    '/api/cases/:caseID/information',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC', 'GU']),
      schema: {
        tags: ['cases'],
        summary: 'Save the case information (the person with the task that fills it in)',
        description:
          'A withheld field (see GET) sent back as it was shown — the partial number, or left out — keeps its stored value; a new value replaces it.',
        security: bearer,
        params: ZCaseIdParams,
        body: ZCaseInformation,
        response: responses({ 200: ZCaseInformationResponse }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const row = await saveCaseInformation(auth.db, caller, request.params.caseID, request.body);
      return informationResponse(auth.db, row, caller, requestLanguage(request));
    },
  );
};
