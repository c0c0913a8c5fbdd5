import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isSecondFactorChallenge,
  ZChallengeRequest,
  ZEnrolledSignIn,
  ZEnrolmentConfirmAtSignIn,
  ZLoginAnswer,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZRefreshRequest,
  ZSecondFactorRequest,
  ZTwoFactorEnrolment,
  ZUserProfile,
} from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import { toUserProfile } from '../users/users.repository.js';
import { login, logout, refresh, type TAuthDeps } from './auth.service.js';
import {
  confirmEnrolmentAtSignIn,
  startEnrolmentAtSignIn,
  verifySecondFactor,
} from './second-factor-sign-in.service.js';

const bearer = [{ bearerAuth: [] }];

/** Sign-in, token refresh, sign-out and the current user (spec §7). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  // Known from now on (or still): the same device id when the browser had one for this user.
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    if (!auth.devices) return;
    const device = auth.devices.read(request.headers.cookie);
    void reply.header(
      'set-cookie',
      auth.devices.setCookie(userId, device?.userId === userId ? device.deviceId : undefined),
    );
  };

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        description:
          'On success also sets the HttpOnly `portal_device` cookie (path /api/auth/login): a browser that shows it ' +
          'for the same account later is limited by its own failed attempts only, not by those of others at its ' +
          'address (ADR 0028). When the user has, or must have, a second factor the answer carries no tokens ' +
          'but a `secondFactor` challenge for /api/auth/login/second-factor (ADR 0029).',
        body: ZLoginRequest,
        response: responses({ 200: ZLoginAnswer }, [400, 401, 403, 429]),
      },
    },
    async (request, reply) => {
      const device = auth.devices?.read(request.headers.cookie) ?? null;
      const answer = await login(auth, request.body, metaOf(request), device);
      // A second factor follows: the browser becomes known only once the sign-in is complete.
      if (!isSecondFactorChallenge(answer)) rememberDevice(request, reply, answer.user.userID);
      return answer;
    },
  );

  app.post(
    '/api/auth/login/second-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Second step of a sign-in: an authenticator code (or a recovery code) for the challenge',
        description:
          'Answers the token pair as a sign-in does (and sets `portal_device`). Wrong codes count in the ' +
          'sign-in limits of the first step (ADR 0004, 0028); a code used once is refused (ADR 0029).',
        body: ZSecondFactorRequest,
        response: responses({ 200: ZLoginResponse }, [400, 401, 429]),
      },
    },
    async (request, reply) => {
      const pair = await verifySecondFactor(auth, request.body, metaOf(request));
      rememberDevice(request, reply, pair.user.userID);
      return pair;
    },
  );

  app.post(
    '/api/auth/login/second-factor/enrolment',
    {
      schema: {
        tags: ['auth'],
        summary: 'For a challenge with secondFactor ENROL: a new authenticator secret and its otpauth link',
        body: ZChallengeRequest,
        response: responses({ 200: ZTwoFactorEnrolment }, [400, 401, 409]),
      },
    },
    async (request) => startEnrolmentAtSignIn(auth, request.body.challengeToken),
  );

  app.post(
    '/api/auth/login/second-factor/enrolment/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Confirm the enrolment with the app's first code: recovery codes (shown once) and the tokens",
        body: ZEnrolmentConfirmAtSignIn,
        response: responses({ 200: ZEnrolledSignIn }, [400, 401, 409, 429]),
      },
    },
    async (request, reply) => {
      const answer = await confirmEnrolmentAtSignIn(auth, request.body, metaOf(request));
      rememberDevice(request, reply, answer.user.userID);
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
