import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountIdParams,
  ZFirmSecuritySettings,
  ZRecoveryCodesAnswer,
  ZTwoFactorCodeRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorEnrolment,
  ZTwoFactorStatus,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from './auth.service.js';
import { getSecuritySettings, updateSecuritySettings } from './two-factor-requirement.service.js';
import {
  confirmEnrolment,
  disableSecondFactor,
  regenerateRecoveryCodes,
  resetSecondFactor,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['two-factor'];

/** The caller's own second factor, an administrator's reset, the firm's requirement (ADR 0029). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  app.get(
    '/api/user/two-factor',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary: 'Whether the caller signs in with an authenticator app, and whether they must',
        security: bearer,
        response: responses({ 200: ZTwoFactorStatus }, [401]),
      },
    },
    async (request) => twoFactorStatus(auth.db, authOf(request)),
  );

  app.post(
    '/api/user/two-factor/enrolment',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary: 'Start enrolling an authenticator app: a new secret and its otpauth link',
        security: bearer,
        response: responses({ 200: ZTwoFactorEnrolment }, [401, 409]),
      },
    },
    async (request) => startEnrolment(auth.db, authOf(request)),
  );

  app.post(
    '/api/user/two-factor/enrolment/confirm',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary: "Turn two-factor sign-in on with the app's first code: recovery codes, shown once",
        security: bearer,
        body: ZTwoFactorCodeRequest,
        response: responses({ 200: ZRecoveryCodesAnswer }, [400, 401, 409, 429]),
      },
    },
    async (request) => confirmEnrolment(auth.db, authOf(request), request.body.code, metaOf(request)),
  );

  app.post(
    '/api/user/two-factor/recovery-codes',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary: 'New recovery codes for a current code; the old ones stop working',
        security: bearer,
        body: ZTwoFactorCodeRequest,
        response: responses({ 200: ZRecoveryCodesAnswer }, [400, 401, 409, 429]),
      },
    },
    async (request) => regenerateRecoveryCodes(auth.db, authOf(request), request.body.code, metaOf(request)),
  );

  app.post(
    '/api/user/two-factor/disable',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (password and a current code); refused when it is required',
        security: bearer,
        body: ZTwoFactorDisableRequest,
        response: responses({ 200: ZTwoFactorStatus }, [400, 401, 409, 429]),
      },
    },
    async (request) => disableSecondFactor(auth.db, authOf(request), request.body, metaOf(request)),
  );

  app.post(
    '/api/accounts/users/:userID/two-factor/reset',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'SMOOOTH']),
      schema: {
        tags,
        summary: "Reset a person's second factor: they enrol again at their next sign-in; their sessions end",
        description:
          "A firm's SYSTEM_ADMIN resets staff of their own firm; SMOOOTH anyone. Anyone else's user: 404.",
        security: bearer,
        params: ZAccountIdParams,
        response: responses({ 204: z.undefined().meta({ description: 'Reset' }) }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      await resetSecondFactor(auth.db, authOf(request), request.params.userID, metaOf(request));
      await auth.accountChanged?.(request.params.userID);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/firm/security-settings',
    {
      preHandler: requireAuth(auth, ['COM_SEC', 'SYSTEM_ADMIN']),
      schema: {
        tags,
        summary: "The caller's firm's sign-in requirements",
        security: bearer,
        response: responses({ 200: ZFirmSecuritySettings }, [401, 403]),
      },
    },
    async (request) => getSecuritySettings(auth.db, authOf(request)),
  );

  app.put(
    '/api/firm/security-settings',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags,
        summary: 'Require two-factor sign-in for the firm’s staff, or not (SYSTEM_ADMIN)',
        description:
          'Turning it on needs the administrator’s own second factor, and ends the sessions of staff ' +
          'without one: they enrol at their next sign-in.',
        security: bearer,
        body: ZFirmSecuritySettings,
        response: responses({ 200: ZFirmSecuritySettings }, [400, 401, 403, 409]),
      },
    },
    async (request) => {
      const { settings, signedOut } = await updateSecuritySettings(
        auth.db,
        authOf(request),
        metaOf(request),
        request.body,
      );
      for (const userId of signedOut) await auth.accountChanged?.(userId);
      return settings;
    },
  );
};
