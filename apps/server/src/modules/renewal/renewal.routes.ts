import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  RENEWAL_SECTIONS,
  ZAddressProofRequest,
  ZAddressProofView,
  ZRenewalAcknowledgementRequest,
  ZRenewalAcknowledgementView,
  ZRenewalChangeRequest,
  ZRenewalSectionRequest,
  ZRenewalView,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { acknowledgementView, saveAcknowledgement } from './acknowledgement.service.js';
import { addressProofView, saveAddressProof } from './address-proof.service.js';
import { addChange, answerSection, carryChanges, renewalView, withdrawChange } from './renewal.service.js';

const bearer = [{ bearerAuth: [] }];
const ZCaseParams = z.strictObject({ caseID: z.uuid() });
const ZTaskParams = z.strictObject({ taskID: z.uuid() });
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN', 'SMOOOTH'] as const;

/** The annual renewal's own records (issue 16): confirmation, changes, proofs of address, acknowledgement. */
export const renewalRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps; publicUrl: string }> = async (
  app,
  { auth, publicUrl },
) => {
  const caller = (request: FastifyRequest) => ({ ...authOf(request), language: requestLanguage(request) });

  app.get(
    '/api/cases/:caseID/renewal',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['renewal'],
        summary:
          'The renewal: the client’s answer for each part of the return, changes met, proofs of address',
        security: bearer,
        params: ZCaseParams,
        response: responses({ 200: ZRenewalView }, [400, 401, 403, 404]),
      },
    },
    async (request) => renewalView(auth.db, caller(request), request.params.caseID),
  );

  app.put(
    '/api/cases/:caseID/renewal/sections/:section',
    {
      preHandler: requireAuth(auth, ['GU']),
      schema: {
        tags: ['renewal'],
        summary: 'The client confirms a part of the return, or says what changed and since when',
        security: bearer,
        params: ZCaseParams.extend({ section: z.enum(RENEWAL_SECTIONS) }),
        body: ZRenewalSectionRequest,
        response: responses({ 200: ZRenewalView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      answerSection(
        auth.db,
        caller(request),
        metaOf(request),
        request.params.caseID,
        request.params.section,
        request.body,
      ),
  );

  app.post(
    '/api/cases/:caseID/renewal/changes',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['renewal'],
        summary: 'Note a change met during the renewal (amendment type, what, effective date)',
        security: bearer,
        params: ZCaseParams,
        body: ZRenewalChangeRequest,
        response: responses({ 200: ZRenewalView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      addChange(auth.db, caller(request), metaOf(request), request.params.caseID, request.body),
  );

  app.delete(
    '/api/cases/:caseID/renewal/changes/:changeID',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['renewal'],
        summary: 'Withdraw a change no amendment carries yet',
        security: bearer,
        params: ZCaseParams.extend({ changeID: z.uuid() }),
        response: responses({ 200: ZRenewalView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      withdrawChange(
        auth.db,
        caller(request),
        metaOf(request),
        request.params.caseID,
        request.params.changeID,
      ),
  );

  app.post(
    '/api/cases/:caseID/renewal/amendment',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['renewal'],
        summary: 'Carry the changes not yet carried to the company’s open amendment case (opened if none)',
        security: bearer,
        params: ZCaseParams,
        response: responses({ 200: ZRenewalView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      carryChanges({ db: auth.db, publicUrl }, caller(request), metaOf(request), request.params.caseID),
  );

  app.get(
    '/api/tasks/:taskID/address-proof',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['renewal'],
        summary: 'A stakeholder’s proof of address for the renewal: the one on file and the one given',
        security: bearer,
        params: ZTaskParams,
        response: responses({ 200: ZAddressProofView }, [400, 401, 403, 404]),
      },
    },
    async (request) => addressProofView(auth.db, caller(request), request.params.taskID),
  );

  app.put(
    '/api/tasks/:taskID/address-proof',
    {
      preHandler: requireAuth(auth, ['GU']),
      schema: {
        tags: ['renewal'],
        summary: 'Give a new proof of address (issued within 3 months), or confirm the one on file',
        security: bearer,
        params: ZTaskParams,
        body: ZAddressProofRequest,
        response: responses({ 200: ZAddressProofView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      saveAddressProof(auth.db, caller(request), metaOf(request), request.params.taskID, request.body),
  );

  app.get(
    '/api/cases/:caseID/renewal/acknowledgement',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['renewal'],
        summary: 'The Registry’s acknowledgement of the annual return, its fee band, the filed NAR1',
        security: bearer,
        params: ZCaseParams,
        response: responses({ 200: ZRenewalAcknowledgementView }, [400, 401, 403, 404]),
      },
    },
    async (request) => acknowledgementView(auth.db, caller(request), request.params.caseID),
  );

  app.put(
    '/api/cases/:caseID/renewal/acknowledgement',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['renewal'],
        summary: 'Record the acknowledgement as the officer types (null clears a field, absent keeps it)',
        security: bearer,
        params: ZCaseParams,
        body: ZRenewalAcknowledgementRequest,
        response: responses({ 200: ZRenewalAcknowledgementView }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      saveAcknowledgement(auth.db, caller(request), metaOf(request), request.params.caseID, request.body),
  );
};
