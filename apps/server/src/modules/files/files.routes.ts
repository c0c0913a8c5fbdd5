import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasIllFormedText, LIMITS } from '@portal/domain';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { FileMissingError, type TFileStore } from './file-store.js';
import { findReadableFile, storeUpload, uploadTarget, type TUploadedFile } from './files.service.js';

const bearer = [{ bearerAuth: [] }];
/** The id fields an upload may carry before its files (see the route's description). */
const UPLOAD_FIELDS = new Set(['caseID', 'holderID', 'companyID', 'topicName']);

const ZUploaded = z.strictObject({
  fileID: z.uuid(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
});
const ZUploadResponse = ZUploaded.extend({ files: z.array(ZUploaded) }).meta({ id: 'UploadResponse' });

/** RFC 6266 filename for any language: an ASCII fallback and the UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Files (spec §7): POST /api/file/upload (multipart: `caseID` — the id field — then `file`, up to 5
 * files of 25,000,000 bytes, typed by content) and GET /api/file/download/fileID/{fileID}.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps; store: TFileStore }> = async (
  app,
  { auth, store },
) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: LIMITS.uploadMaxBytes,
      files: LIMITS.uploadMaxFiles,
      fields: 10,
      parts: 20,
      fieldSize: 1000,
    },
  });

  app.post(
    '/api/file/upload',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['files'],
        summary:
          'Upload up to 5 files (25,000,000 bytes each) to a case; the type is checked from the content',
        description:
          'multipart/form-data: the id field before the `file` parts: `caseID` (the default; optionally with `holderID` for a stakeholder’s own document), `companyID` for a file of an active company, or `topicName` for a message attachment (readable by the conversation’s two members only). Refused types answer 415 with 38001 (unrecognised content) or 38002 (a type not accepted).',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: responses({ 200: ZUploadResponse }, [400, 401, 403, 404, 409, 413, 415]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const fields: Record<string, string> = {};
      const stored: TUploadedFile[] = [];
      let target: Awaited<ReturnType<typeof uploadTarget>> | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (!UPLOAD_FIELDS.has(part.fieldname)) throw fieldError(part.fieldname, 'unknownField');
            const value = typeof part.value === 'string' ? part.value : '';
            if (hasIllFormedText(value)) throw fieldError(part.fieldname, 'illFormedText');
            fields[part.fieldname] = value;
            continue;
          }
          if (hasIllFormedText(part.filename)) {
            part.file.resume();
            throw fieldError('file', 'illFormedText');
          }
          if (part.fieldname !== 'file') {
            part.file.resume();
            throw fieldError(part.fieldname, 'unknownField');
          }
          target ??= await uploadTarget(auth.db, caller, fields);
          stored.push(await storeUpload(auth.db, store, caller, target, part));
        }
      } catch (error) {
        // All or nothing: files stored earlier in this request go too.
        for (const file of stored) {
          const row = await auth.db
            .deleteFrom('files')
            .where('id', '=', file.fileID)
            .returning('storage_key')
            .executeTakeFirst();
          if (row) await store.remove(row.storage_key);
        }
        // A body that ends half-way (a dropped connection) is the client's, not a server fault.
        if (!(error instanceof AppError) && !(error as { statusCode?: number }).statusCode) {
          request.log.warn({ err: error }, 'upload cut off');
          throw fieldError('file', 'invalid');
        }
        throw error;
      }
      const [first] = stored;
      if (!first) throw fieldError('file', 'required');
      return { ...first, files: stored };
    },
  );

  app.get(
    '/api/file/download/fileID/:fileID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['files'],
        summary: 'Download a file of a case the caller may see (the bytes; a JSON error otherwise)',
        security: bearer,
        params: z.strictObject({ fileID: z.uuid() }),
        response: responses({ 200: z.any().meta({ description: 'The file' }) }, [400, 401, 404]),
      },
    },
    async (request, reply) => {
      const file = await findReadableFile(auth.db, authOf(request), request.params.fileID);
      let stream;
      try {
        stream = await store.read(file.storage_key);
      } catch (error) {
        if (!(error instanceof FileMissingError)) throw error;
        // The row outlived its bytes: an operator must know; the caller sees a missing file.
        request.log.error({ fileId: file.id, key: file.storage_key }, 'stored bytes missing');
        throw new AppError('NOT_FOUND');
      }
      return reply
        .header('content-type', file.mime_type)
        .header('content-length', String(file.file_size))
        .header('content-disposition', contentDisposition(file.file_name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
