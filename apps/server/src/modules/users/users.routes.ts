import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChangePasswordRequest, ZLoginResponse, ZMyProfile, ZSetUpAccountRequest } from '@portal/domain';
import { setUpAccount } from './account-setup.service.js';
import { changePassword } from '../auth/password-change.service.js';
import { responses } from '../../plugins/responses.js';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { toMyProfile } from './users.repository.js';

/** The signed-in user's own profile (spec §7 GET /api/user/myProfile). */
export const userRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  app.get(
    '/api/user/myProfile',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['user'],
        summary: "The caller's profile and their firm's subscription plan",
        security: [{ bearerAuth: [] }],
        response: responses({ 200: ZMyProfile }, [401]),
      },
    },
    async (request) => toMyProfile(authOf(request).user, auth.features),
  );

  app.post(
    '/api/user/changePassword',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['user'],
        summary:
          "Change the caller's password; other sessions end, this one continues with the new token pair",
        security: [{ bearerAuth: [] }],
        body: ZChangePasswordRequest,
        response: responses({ 200: ZLoginResponse }, [400, 401, 429]),
      },
    },
    async (request) => changePassword(auth, authOf(request), request.body, metaOf(request)),
  );

  app.post(
    '/api/user/setUpAccount',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['user'],
        summary: 'First sign-in of an account an administrator created: own password and details',
        security: [{ bearerAuth: [] }],
        body: ZSetUpAccountRequest,
        response: responses({ 200: ZLoginResponse }, [400, 401, 409]),
      },
    },
    async (request) => setUpAccount(auth, authOf(request), request.body, metaOf(request)),
  );
};
