import type { FastifySchema } from 'fastify';
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
  type TUserType,
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

/** What a route here states of itself: who may call it, its documentation, input and answers. */
type TRouteShape = Omit<FastifySchema, 'tags' | 'security' | 'response'> & {
  /** Roles that may call it; any signed-in user when absent. */
  roles?: readonly TUserType[];
  /** The answers it gives when it succeeds, by status. */
  ok: Record<number, unknown>;
  /** The errors it answers besides 401, which every route here may. */
  errors?: readonly number[];
};

/** The caller's own second factor, an administrator's reset, the firm's requirement (ADR 0029). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps }> = async (app, { auth }) => {
  /** Every route here needs a signed-in caller, is tagged and documented alike, and may answer 401. */
  const signedIn = <T extends TRouteShape>({ roles, ok, errors = [], ...schema }: T) => ({
    preHandler: requireAuth(auth, roles),
    // T['ok'], not the widened `ok`, keeps each route's success schemas so its handler's answer is checked.
    schema: { tags, ...schema, security: bearer, response: responses<T['ok']>(ok, [401, ...errors]) },
  });

  app.get(
    '/api/user/two-factor',
    signedIn({
      summary: 'Whether the caller signs in with an authenticator app, and whether they must',
      ok: { 200: ZTwoFactorStatus },
    }),
    async (request) => twoFactorStatus(auth.db, authOf(request)),
  );

  app.post(
    '/api/user/two-factor/enrolment',
    signedIn({
      summary: 'Start enrolling an authenticator app: a new secret and its otpauth link',
      ok: { 200: ZTwoFactorEnrolment },
      errors: [409],
    }),
    async (request) => startEnrolment(auth.db, authOf(request)),
  );

  app.post(
    '/api/user/two-factor/enrolment/confirm',
    signedIn({
      summary: "Turn two-factor sign-in on with the app's first code: recovery codes, shown once",
      body: ZTwoFactorCodeRequest,
      ok: { 200: ZRecoveryCodesAnswer },
      errors: [400, 409, 429],
    }),
    async (request) => confirmEnrolment(auth.db, authOf(request), request.body.code, metaOf(request)),
  );

  app.post(
    '/api/user/two-factor/recovery-codes',
    signedIn({
      summary: 'New recovery codes for a current code; the old ones stop working',
      body: ZTwoFactorCodeRequest,
      ok: { 200: ZRecoveryCodesAnswer },
      errors: [400, 409, 429],
    }),
    async (request) => regenerateRecoveryCodes(auth.db, authOf(request), request.body.code, metaOf(request)),
  );

  app.post(
    '/api/user/two-factor/disable',
    signedIn({
      summary: 'Turn two-factor sign-in off (password and a current code); refused when it is required',
      body: ZTwoFactorDisableRequest,
      ok: { 200: ZTwoFactorStatus },
      errors: [400, 409, 429],
    }),
    async (request) => disableSecondFactor(auth.db, authOf(request), request.body, metaOf(request)),
  );

  app.post(
    '/api/accounts/users/:userID/two-factor/reset',
    signedIn({
      roles: ['SYSTEM_ADMIN', 'SMOOOTH'],
      summary: "Reset a person's second factor: they enrol again at their next sign-in; their sessions end",
      description:
        "A firm's SYSTEM_ADMIN resets staff of their own firm; SMOOOTH anyone. Anyone else's user: 404.",
      params: ZAccountIdParams,
      ok: { 204: z.undefined().meta({ description: 'Reset' }) },
      errors: [400, 403, 404],
    }),
    async (request, reply) => {
      await resetSecondFactor(auth.db, authOf(request), request.params.userID, metaOf(request));
      await auth.accountChanged?.(request.params.userID);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/firm/security-settings',
    signedIn({
      roles: ['COM_SEC', 'SYSTEM_ADMIN'],
      summary: "The caller's firm's sign-in requirements",
      ok: { 200: ZFirmSecuritySettings },
      errors: [403],
    }),
    async (request) => getSecuritySettings(auth.db, authOf(request)),
  );

  app.put(
    '/api/firm/security-settings',
    signedIn({
      roles: ['SYSTEM_ADMIN'],
      summary: 'Require two-factor sign-in for the firm’s staff, or not (SYSTEM_ADMIN)',
      description:
        'Turning it on needs the administrator’s own second factor, and ends the sessions of staff ' +
        'without one: they enrol at their next sign-in.',
      body: ZFirmSecuritySettings,
      ok: { 200: ZFirmSecuritySettings },
      errors: [400, 403, 409],
    }),
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
