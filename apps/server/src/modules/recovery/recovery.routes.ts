import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZForgotPasswordRequest,
  ZForgotUsernameRequest,
  ZLinkStatus,
  ZRecoveryAccepted,
  ZResetPasswordRequest,
  ZTokenParams,
} from '@portal/domain';
import { metaOf } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import {
  requestPasswordReset,
  requestUsernameReminder,
  resetLinkStatus,
  resetPassword,
  type TRecoveryDeps,
} from './recovery.service.js';

/** Forgotten username and password (spec §7 forgotUsername; reset by a one-time link). */
export const recoveryRoutes: FastifyPluginAsyncZod<{ recovery: TRecoveryDeps }> = async (
  app,
  { recovery },
) => {
  app.post(
    '/api/user/forgotUsername',
    {
      schema: {
        tags: ['recovery'],
        summary:
          'Mail the username to this address, if an account uses it (the answer is the same either way)',
        body: ZForgotUsernameRequest,
        response: responses({ 200: ZRecoveryAccepted }, [400, 429]),
      },
    },
    async (request) => {
      await requestUsernameReminder(recovery, request.body.email, metaOf(request));
      return { accepted: true as const };
    },
  );

  app.post(
    '/api/user/forgotPassword',
    {
      schema: {
        tags: ['recovery'],
        summary: "Mail a password reset link to the account's address, if the username or e-mail matches one",
        body: ZForgotPasswordRequest,
        response: responses({ 200: ZRecoveryAccepted }, [400, 429]),
      },
    },
    async (request) => {
      await requestPasswordReset(recovery, request.body.login, metaOf(request));
      return { accepted: true as const };
    },
  );

  app.get(
    '/api/user/resetPassword/:token',
    {
      schema: {
        tags: ['recovery'],
        summary: 'Whether a password reset link can still be used',
        params: ZTokenParams,
        response: responses({ 200: ZLinkStatus }, [400]),
      },
    },
    async (request) => resetLinkStatus(recovery, request.params.token),
  );

  app.post(
    '/api/user/resetPassword',
    {
      schema: {
        tags: ['recovery'],
        summary: 'Set a new password with a reset link; every session of the account ends',
        body: ZResetPasswordRequest,
        response: responses({ 200: ZRecoveryAccepted }, [400, 410, 429]),
      },
    },
    async (request) => {
      await resetPassword(recovery, request.body.token, request.body.newPassword, metaOf(request));
      return { accepted: true as const };
    },
  );
};
