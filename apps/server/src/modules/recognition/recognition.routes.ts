import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECOGNITION_MAX_BYTES, ZCompanyFormRecognition, ZRecognitionProgress } from '@portal/domain';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import type { TRecognitionService } from './recognition.service.js';

const bearer = [{ bearerAuth: [] }];
/** The firm's staff take companies over; SMOOOTH and clients do not fill the entity form. */
const STAFF = ['COM_SEC', 'SYSTEM_ADMIN'] as const;

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
    limits: { fileSize: RECOGNITION_MAX_BYTES, files: 2, fields: 2, parts: 4, fieldSize: 1000 },
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
    async (request) => {
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
      return recognition.recogniseCompanyForm(authOf(request), bytes);
    },
  );

  app.get(
    '/api/recognition/progress',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['recognition'],
        summary: 'How far the caller’s form recognition has come (one at a time per user)',
        security: bearer,
        response: responses({ 200: ZRecognitionProgress }, [401, 403]),
      },
    },
    async (request) => recognition.progressOf(authOf(request)),
  );
};
