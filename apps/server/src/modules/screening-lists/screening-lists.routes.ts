import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasIllFormedText, ZListVersionList, type TListVersion } from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import type { TListFile } from './list-files.js';
import { listVersions } from './screening-lists.repository.js';
import { importListFiles } from './screening-lists.service.js';

const bearer = [{ bearerAuth: [] }];
const STAFF = ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH'] as const;
/** The UN XML and OFAC's four CSV files of one publication at most. */
const MAX_FILES = 5;
/** OFAC's sdn.csv is about 4 MB and the UN XML 2 MB: room to grow. */
const MAX_TOTAL_BYTES = 30_000_000;

export interface TScreeningListDeps {
  auth: TAuthDeps;
  /** After an import stored new versions: rebuild the search index, queue re-screening (the app wires it). */
  onImported?: (versions: TListVersion[]) => Promise<void> | void;
}

/**
 * Sanctions list versions (issue 20 point 1): GET /api/screening/lists for staff (the versions, newest
 * first, and whether any list is loaded) and POST /api/screening/lists, SMOOOTH's upload of the list
 * files, imported all or nothing as new versions.
 */
export const screeningListRoutes: FastifyPluginAsyncZod<TScreeningListDeps> = async (
  app,
  { auth, onImported },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_TOTAL_BYTES, files: MAX_FILES, fields: 5, parts: MAX_FILES + 5, fieldSize: 1000 },
  });

  app.get(
    '/api/screening/lists',
    {
      preHandler: requireAuth(auth, STAFF),
      schema: {
        tags: ['screening'],
        summary: 'The sanctions list versions, newest first, and whether a list is loaded (staff)',
        security: bearer,
        response: responses({ 200: ZListVersionList }, [401, 403]),
      },
    },
    async () => {
      const versions = await listVersions(auth.db);
      return { versions, loaded: versions.some((v) => v.current) };
    },
  );

  app.post(
    '/api/screening/lists',
    {
      preHandler: requireAuth(auth, ['SMOOOTH']),
      schema: {
        tags: ['screening'],
        summary: 'Import sanctions list files as new list versions (SMOOOTH)',
        description:
          'multipart/form-data with 1–5 `file` (or `files`) parts, 30,000,000 bytes in all: the UN Consolidated List XML and/or OFAC’s sdn.csv with, when given, the alt.csv, add.csv and sdn_comments.csv of the same publication, told apart by their content. All or nothing: a malformed, truncated or unknown file answers 400 SCREENING_LIST_INVALID with the reason and stores nothing. Answers 201 with the new current versions, or 200 with the current ones when the files are those of the current versions already (nothing imported).',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: responses({ 200: ZListVersionList, 201: ZListVersionList }, [400, 401, 403, 413, 415]),
      },
    },
    async (request, reply) => {
      const caller = authOf(request);
      const files: TListFile[] = [];
      let total = 0;
      for await (const part of request.parts()) {
        if (part.type === 'field') throw fieldError(part.fieldname, 'unknownField');
        if (part.fieldname !== 'file' && part.fieldname !== 'files') {
          part.file.resume();
          throw fieldError(part.fieldname, 'unknownField');
        }
        if (hasIllFormedText(part.filename)) {
          part.file.resume();
          throw fieldError('file', 'illFormedText');
        }
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > MAX_TOTAL_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
        files.push({ name: part.filename || `file ${files.length + 1}`, bytes });
      }
      if (files.length === 0) throw fieldError('file', 'required');
      const { versions, imported } = await importListFiles(auth.db, files, {
        importedBy: caller.userId,
        meta: metaOf(request),
        onImported: async (stored) => {
          // The versions are stored and current: a failed rebuild is the operator's to see, not the caller's.
          try {
            await onImported?.(stored);
          } catch (error) {
            request.log.error({ err: error }, 'after a list import: onImported failed');
          }
        },
      });
      return reply.code(imported.length ? 201 : 200).send({ versions, loaded: true });
    },
  );
};
