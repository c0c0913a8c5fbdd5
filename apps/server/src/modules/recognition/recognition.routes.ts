import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ID_DOCUMENT_MAX_BYTES,
  RECOGNITION_MAX_BYTES,
  ZCompanyFormRecognition,
  ZIdDocumentRecognition,
  ZRecognitionProgress,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import type { TRecognitionService } from './recognition.service.js';

const bearer = [{ bearerAuth: [] }];
/** The firm's staff take companies over; SMOOOTH and clients do not fill the entity form. */
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN'] as const;
/**
 * Identity documents fill the forms of a firm's staff (entity migration, due diligence) and of its
 * clients and stakeholders (their case form, their identification): everyone of a firm, not SMOOOTH.
 */
const FIRM_USERS = ['COM_SEC', 'SYSTEM_ADMIN', 'GU'] as const;

/** The one `file` part of a multipart upload; anything else is refused, nothing is kept. */
async function oneFile(request: FastifyRequest): Promise<Uint8Array> {
  let bytes: Uint8Array | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') throw fieldError(part.fieldname, 'unknownField');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw fieldError(part.fieldname, 'unknownField');
    }
    if (bytes) {
      part.file.resume();
      throw new AppError(
        '38002',
        {},
        { field: 'file', details: [{ field: 'file', reason: 'ONE_DOCUMENT', message: '' }] },
      );
    }
    bytes = await part.toBuffer();
  }
  if (!bytes) throw fieldError('file', 'required');
  if (bytes.length === 0) throw fieldError('file', 'empty');
  return bytes;
}

/**
 * Company form recognition (issue 17 point 2; spec §1, §5): POST /api/recognition/company-form reads
 * one NNC1 or NAR1 PDF into proposed values of the entity-migration form; GET /api/recognition/progress
 * says how far the caller's read has come.
 */
export const recognitionRoutes: FastifyPluginAsyncZod<{
  auth: TAuthDeps;
  recognition: TRecognitionService;
}> = async (app, { auth, recognition }) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(RECOGNITION_MAX_BYTES, ID_DOCUMENT_MAX_BYTES),
      files: 2,
      fields: 2,
      parts: 4,
      fieldSize: 1000,
    },
  });

  app.post(
    '/api/recognition/company-form',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['recognition'],
        summary: 'Reads an NNC1 or NAR1 PDF into the entity-migration form’s fields (nothing is stored)',
        description:
          'multipart/form-data with one `file` part: a PDF of the Companies Registry’s NNC1 (incorporation form) or NAR1 (annual return), filled digitally, flattened, printed to PDF or scanned. Answers the form type and the values found, each at its case-information path with its confidence (0–1), page and place. Not a PDF, or more than one file: 415 38002. A corrupt or encrypted PDF, one of more than 28 pages, or a PDF that is neither form: 415 38001 (`details[0].reason` says which). Needs the entity-migration recognition terms accepted (RECOGNITION_TERMS_REQUIRED); one document at a time per user (RECOGNITION_BUSY); 503 RECOGNITION_QUEUE_FULL with Retry-After when every reader is busy.',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: responses({ 200: ZCompanyFormRecognition }, [400, 401, 403, 408, 409, 413, 415, 503]),
      },
    },
    async (request) => recognition.recogniseCompanyForm(authOf(request), await oneFile(request)),
  );

  app.post(
    '/api/recognition/id-document',
    {
      preHandler: requireAuth(auth, FIRM_USERS),
      schema: {
        tags: ['recognition'],
        summary: 'Reads a photo or scan of an identity document into the holder’s fields (nothing is stored)',
        description:
          'multipart/form-data with one `file` part: a PNG, JPEG or PDF (by content, not name) of a Hong Kong identity card, a passport’s data page (read by its machine-readable zone) or a Mainland resident identity card. Answers the document type and the values found in the holder’s field names, each with its confidence (0–1), whether the document lets it be checked and whether it passed (a value that failed its check, or was mended to pass it, is never above 0.8). The file is read in memory and dropped: keeping it is a separate upload, as the person’s identity document. Not a PNG, JPEG or PDF, or more than one file: 415 38002. A corrupt file, an animated image, a picture of more than 50 megapixels, a PDF of more than 2 pages: 415 38001 (`details[0].reason` says which). Over 20 MB: 413. Needs the ID-card recognition terms accepted (RECOGNITION_TERMS_REQUIRED); one document at a time per user (RECOGNITION_BUSY); 503 RECOGNITION_QUEUE_FULL with Retry-After when every reader is busy.',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: responses({ 200: ZIdDocumentRecognition }, [400, 401, 403, 408, 409, 413, 415, 503]),
      },
    },
    async (request) => recognition.recogniseIdDocument(authOf(request), await oneFile(request)),
  );

  app.get(
    '/api/recognition/progress',
    {
      preHandler: requireAuth(auth, FIRM_USERS),
      schema: {
        tags: ['recognition'],
        summary:
          'How far the caller’s form or identity-document recognition has come (one at a time per user)',
        security: bearer,
        response: responses({ 200: ZRecognitionProgress }, [401, 403]),
      },
    },
    async (request) => recognition.progressOf(authOf(request)),
  );
};
