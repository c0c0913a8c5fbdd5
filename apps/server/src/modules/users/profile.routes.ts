import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  ZMyProfile,
  ZPreferencesRequest,
  ZRevokedCount,
  ZSessionIdParams,
  ZSessionList,
  ZUpdateProfileRequest,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { responses } from '../../plugins/responses.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { findUserById, toMyProfile } from './users.repository.js';
import { revokeOtherSessions } from '../auth/sessions.repository.js';

const bearer = [{ bearerAuth: [] }];

/** The caller's own profile, preferences and signed-in devices (spec §2 /user/account-profile). */
export const profileRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  const reload = async (userId: string) => {
    const user = await findUserById(auth.db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return toMyProfile(user, auth.features);
  };

  app.patch(
    '/api/user/profile',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['user'],
        summary: "Update the caller's names and phone",
        security: bearer,
        body: ZUpdateProfileRequest,
        response: responses({ 200: ZMyProfile }, [400, 401]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const body = request.body;
      await auth.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            eng_first_name: body.engFirstName,
            eng_last_name: body.engLastName,
            ...(body.chiName !== undefined ? { chi_name: body.chiName || null } : {}),
            ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', caller.userId)
          .execute();
        await writeAudit(trx, {
          action: 'user.profile_updated',
          firmId: caller.firmId,
          actorUserId: caller.userId,
          targetType: 'user',
          targetId: caller.userId,
          ip: metaOf(request).ip,
          requestId: String(request.id),
          details: { fields: Object.keys(body) },
        });
      });
      return reload(caller.userId);
    },
  );

  app.put(
    '/api/user/preferences',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['user'],
        summary: 'Set interface language (also used for mails) and theme',
        security: bearer,
        body: ZPreferencesRequest,
        response: responses({ 200: ZMyProfile }, [400, 401]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const { language, theme } = request.body;
      if (language || theme) {
        await auth.db
          .updateTable('users')
          .set({
            ...(language ? { language } : {}),
            ...(theme ? { theme } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', caller.userId)
          .execute();
      }
      return reload(caller.userId);
    },
  );

  app.get(
    '/api/user/sessions',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['user'],
        summary: "The caller's active sessions (signed-in devices), newest first",
        security: bearer,
        response: responses({ 200: ZSessionList }, [401]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const rows = await auth.db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', caller.userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('last_used_at', 'desc')
        .execute();
      return {
        items: rows.map((row) => ({
          sessionID: row.id,
          createdDate: row.created_at.toISOString(),
          lastUsedDate: row.last_used_at.toISOString(),
          expiresDate: row.expires_at.toISOString(),
          ip: row.ip,
          userAgent: row.user_agent,
          current: row.id === caller.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/user/sessions/:sessionID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['user'],
        summary: 'Sign out one of the caller\u2019s other sessions',
        security: bearer,
        params: ZSessionIdParams,
        response: responses({ 204: z.undefined().meta({ description: 'Signed out' }) }, [400, 401, 404]),
      },
    },
    async (request, reply) => {
      const caller = authOf(request);
      const { sessionID } = request.params;
      // Signing out this device is logout, not this call.
      if (sessionID === caller.sessionId) throw fieldError('sessionID', 'invalid');
      // Ownership in the query: another user's session id is simply not found.
      const revoked = await auth.db
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'signed_out_by_user' })
        .where('id', '=', sessionID)
        .where('user_id', '=', caller.userId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!revoked) throw new AppError('NOT_FOUND');
      await writeAudit(auth.db, {
        action: 'auth.sessions_revoked',
        firmId: caller.firmId,
        actorUserId: caller.userId,
        targetType: 'session',
        targetId: sessionID,
        ip: metaOf(request).ip,
        requestId: String(request.id),
      });
      await auth.accountChanged?.(caller.userId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/user/sessions/revokeOthers',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['user'],
        summary: 'Sign out every session of the caller except this one',
        security: bearer,
        response: responses({ 200: ZRevokedCount }, [401]),
      },
    },
    async (request) => {
      const caller = authOf(request);
      const revoked = await revokeOtherSessions(
        auth.db,
        caller.userId,
        caller.sessionId,
        'signed_out_by_user',
      );
      await writeAudit(auth.db, {
        action: 'auth.sessions_revoked',
        firmId: caller.firmId,
        actorUserId: caller.userId,
        targetType: 'user',
        targetId: caller.userId,
        ip: metaOf(request).ip,
        requestId: String(request.id),
        details: { count: revoked.length },
      });
      if (revoked.length > 0) await auth.accountChanged?.(caller.userId);
      return { revoked: revoked.length };
    },
  );
};
