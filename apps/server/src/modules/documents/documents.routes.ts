import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIMITS,
  ZCaseDocument,
  ZCaseDocuments,
  ZDocumentVerification,
  ZPaperSignatureRequest,
  ZSignRequest,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { AppError, fieldError, requestLanguage } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import type { TFileStore } from '../files/file-store.js';
import { completeSatisfiedSigningTasks } from '../tasks/tasks.service.js';
import { verifyStoredDocument, verifyUploadedCopy } from './document-verification.service.js';
import { caseDocuments, recordSignature } from './documents.service.js';

const bearer = [{ bearerAuth: [] }];
const ZCaseParams = z.strictObject({ caseID: z.uuid() });
const ZDocumentParams = z.strictObject({ caseID: z.uuid(), documentID: z.uuid() });

/**
 * Generated documents and signing (issue 6): a case's documents (made from its data when asked for),
 * signing them by drawing or typing, a paper-signed copy for a signatory without an account, and
 * verifying a stored document or an uploaded copy against the recorded SHA-256.
 */
export const documentRoutes: FastifyPluginAsyncZod<{
  auth: TAuthDeps;
  store: TFileStore;
  publicUrl: string;
}> = async (app, { auth, store, publicUrl }) => {
  const deps = { db: auth.db, store };
  const caller = (request: FastifyRequest) => ({ ...authOf(request), language: requestLanguage(request) });
  const afterSign =
    (request: FastifyRequest) =>
    (trx: typeof auth.db, row: Parameters<typeof completeSatisfiedSigningTasks>[1]) =>
      completeSatisfiedSigningTasks(trx, row, {
        meta: metaOf(request),
        publicUrl,
        language: requestLanguage(request),
      });

  // Only the verify upload below reads multipart here; a copy of a document is one PDF.
  await app.register(fastifyMultipart, {
    // A few fields are read so that one sent by mistake is named in the refusal.
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
  });

  app.get(
    '/api/cases/:caseID/documents',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['documents'],
        summary: "The case's generated documents, made again first when its data changed",
        description:
          'A stakeholder sees only the documents they sign. Each document lists its signatories, versions (newest first) and status; `missing` says who still has to sign what.',
        security: bearer,
        params: ZCaseParams,
        response: responses({ 200: ZCaseDocuments }, [400, 401, 404]),
      },
    },
    async (request) => caseDocuments(deps, caller(request), request.params.caseID),
  );

  app.post(
    '/api/cases/:caseID/documents/:documentID/signatures',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['documents'],
        summary: 'Sign a document for one of your own holders, by drawing (PNG) or typing your name',
        description:
          'Records signID, signDateTime and isDigitalSigned, stamps the signature into a new version with an audit page, and completes the signing tasks once every required signature is in. 409 SIGNING_NOT_OPEN outside the signing step, 409 ALREADY_SIGNED, 403 NOT_A_SIGNATORY.',
        security: bearer,
        params: ZDocumentParams,
        body: ZSignRequest,
        response: responses({ 200: ZCaseDocument }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      recordSignature(
        deps,
        caller(request),
        metaOf(request),
        request.params.caseID,
        request.params.documentID,
        request.body,
        afterSign(request),
      ),
  );

  app.post(
    '/api/cases/:caseID/documents/:documentID/paper-signatures',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['documents'],
        summary: 'Record a paper-signed copy (uploaded first) for a signatory who has no account',
        description: 'By the case’s client or its firm; the signature counts with isDigitalSigned false.',
        security: bearer,
        params: ZDocumentParams,
        body: ZPaperSignatureRequest,
        response: responses({ 200: ZCaseDocument }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      recordSignature(
        deps,
        caller(request),
        metaOf(request),
        request.params.caseID,
        request.params.documentID,
        { method: 'PAPER', ...request.body },
        afterSign(request),
      ),
  );

  app.get(
    '/api/documents/:documentID/verify',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['documents'],
        summary: "Check the stored document's bytes against the SHA-256 recorded when that version was made",
        security: bearer,
        params: z.strictObject({ documentID: z.uuid() }),
        response: responses({ 200: ZDocumentVerification }, [400, 401, 404]),
      },
    },
    async (request) => verifyStoredDocument(deps, caller(request), request.params.documentID),
  );

  app.post(
    '/api/documents/verify',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['documents'],
        summary:
          'Check a copy of a document (multipart field `file`): is it exactly a version the portal recorded?',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: responses({ 200: ZDocumentVerification }, [400, 401, 413]),
      },
    },
    async (request) => {
      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== 'file') throw fieldError('file', 'required');
      const undeclared = Object.keys(part.fields).find((name) => name !== 'file');
      if (undeclared) {
        part.file.resume();
        throw fieldError(undeclared, 'unknownField');
      }
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE');
        throw fieldError('file', 'invalid');
      });
      if (bytes.length === 0) throw fieldError('file', 'empty');
      return verifyUploadedCopy(deps, caller(request), bytes);
    },
  );
};
