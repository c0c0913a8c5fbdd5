import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLoginRequest, ZLoginResponse, ZLogoutRequest, ZRefreshRequest, ZUserProfile } from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import { toUserProfile } from '../users/users.repository.js';
import { login, logout, refresh, type TAuthDeps } from './auth.service.js';

const bearer = [{ bearerAuth: [] }];

/** Sign-in, token refresh, sign-out and the current user (spec §7). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        description:
          'On success also sets the HttpOnly `portal_device` cookie (path /api/auth/login): a browser that shows it ' +
          'for the same account later is limited by its own failed attempts only, not by those of others at its ' +
          'address (ADR 0028).',
        body: ZLoginRequest,
        response: responses({ 200: ZLoginResponse }, [400, 401, 403, 429]),
      },
    },
    async (request, reply) => {
      const device = auth.devices?.read(request.headers.cookie) ?? null;
      const answer = await login(auth, request.body, metaOf(request), device);
      // Known from now on (or still): the same device id when the browser had one for this user.
      const userId = answer.user.userID;
      if (auth.devices)
        void reply.header(
          'set-cookie',
          auth.devices.setCookie(userId, device?.userId === userId ? device.deviceId : undefined),
        );
      return answer;
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old refresh token is used up)',
        body: ZRefreshRequest,
        response: responses({ 200: ZLoginResponse }, [400, 401]),
      },
    },
    async (request) => refresh(auth, request.body.refreshToken, metaOf(request)),
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['auth'],
        summary: "End the caller's session",
        security: bearer,
        body: ZLogoutRequest.optional(),
        response: responses({ 204: z.undefined().meta({ description: 'Signed out' }) }, [400, 401]),
      },
    },
    async (request, reply) => {
      const caller = authOf(request);
      await logout(auth, caller, metaOf(request));
      await auth.accountChanged?.(caller.userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: responses({ 200: ZUserProfile }, [401]),
      },
    },
    async (request) => toUserProfile(authOf(request).user, auth.features),
  );
};
