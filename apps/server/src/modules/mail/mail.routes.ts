import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMailDetail, ZMailIdParams, ZMailList, ZMailListQuery } from '@portal/domain';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthContext, TAuthDeps } from '../auth/auth.service.js';
import { findMail, listMail, toMailSummary, type TMailScope } from './mail.repository.js';

/** A firm's administrator reads the firm's mail; the platform operator reads all of it. */
function scopeOf(auth: TAuthContext): TMailScope {
  if (auth.userType === 'SMOOOTH') return { all: true };
  if (auth.userType === 'SYSTEM_ADMIN' && auth.firmId) return { firmId: auth.firmId };
  throw new AppError('FORBIDDEN');
}

/** The mail outbox (DESIGN §2): every mail the product sent or keeps, with its delivery state. */
export const mailRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  const readers = ['SYSTEM_ADMIN', 'SMOOOTH'] as const;

  app.get(
    '/api/mail/outbox',
    {
      // A list that only reads: kept until what it read changes (plugins/answer-cache.ts).
      config: { keepAnswers: true },
      preHandler: requireAuth(auth, readers),
      schema: {
        tags: ['mail'],
        summary: "Mails of the caller's firm (SMOOOTH: all firms), newest first",
        security: [{ bearerAuth: [] }],
        querystring: ZMailListQuery,
        response: responses({ 200: ZMailList }, [400, 401, 403]),
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, ...paged } = await listMail(auth.db, scopeOf(authOf(request)), request.query);
      return { items: rows.map(toMailSummary), ...paged, page, pageSize };
    },
  );

  app.get(
    '/api/mail/outbox/:mailID',
    {
      preHandler: requireAuth(auth, readers),
      schema: {
        tags: ['mail'],
        summary: 'One mail with its text and HTML',
        security: [{ bearerAuth: [] }],
        params: ZMailIdParams,
        response: responses({ 200: ZMailDetail }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const row = await findMail(auth.db, scopeOf(authOf(request)), request.params.mailID);
      if (!row) throw new AppError('NOT_FOUND');
      return { ...toMailSummary(row), textBody: row.text_body, htmlBody: row.html_body };
    },
  );
};
