import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TUserType } from '@portal/domain';
import {
  authenticate,
  type TAuthContext,
  type TAuthDeps,
  type TRequestMeta,
} from '../modules/auth/auth.service.js';
import type { TDb } from '../db/database.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth: who is calling. */
    auth?: TAuthContext;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The route declares who may call it (STYLE rule 3): `requireAuth(deps)` for any signed-in user,
 * `requireAuth(deps, ['SYSTEM_ADMIN'])` for some roles. Ownership of ids is checked in the queries.
 */
export function requireAuth(deps: TAuthDeps, roles?: readonly TUserType[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = await authenticate(deps, bearerOf(request));
    request.auth = auth;
    if (roles && !roles.includes(auth.userType)) throw new AppError('FORBIDDEN');
    if (!READS.has(request.method) && !WRITES_WHILE_SUSPENDED.has(request.routeOptions.url ?? ''))
      await refuseSuspendedFirm(deps.db, auth, request);
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a suspended firm's people may still send (issue 21 point 4): signing out, their own password,
 * sessions and preferences, requests that only compute an answer, and paying for the portal (a firm
 * suspended for an unpaid subscription pays to be restored).
 */
const WRITES_WHILE_SUSPENDED = new Set([
  '/api/auth/logout',
  '/api/user/changePassword',
  '/api/user/preferences',
  '/api/user/sessions/:sessionID',
  '/api/user/sessions/revokeOthers',
  '/api/ownership/resolve',
  '/api/documents/verify',
  '/api/firm/subscription/checkout',
  '/api/firm/subscription/portal',
]);

/** The tables a write's path parameter points into, each row with its firm. */
const FIRM_OF_PARAM = {
  caseID: 'cases',
  taskID: 'tasks',
  invoiceID: 'invoices',
  paymentID: 'payments',
} as const;

/**
 * A suspended firm's people read but do not change (issue 21 point 4): its staff by their own firm,
 * a client by the firm of the case, task, invoice or payment the write is about.
 */
async function refuseSuspendedFirm(db: TDb, auth: TAuthContext, request: FastifyRequest): Promise<void> {
  if (auth.user.firm_suspended_at) throw new AppError('FIRM_SUSPENDED');
  if (auth.userType !== 'GU') return;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const lookups = Object.entries(FIRM_OF_PARAM).flatMap(([param, table]) =>
    typeof params[param] === 'string' ? [{ table, id: params[param] }] : [],
  );
  if (lookups.length === 0) return;
  const suspended = await db
    .selectFrom('firms')
    .select('id')
    .where('suspended_at', 'is not', null)
    .where((eb) =>
      eb.or(
        lookups.map(({ table, id }) =>
          eb('id', '=', eb.selectFrom(table).select('firm_id').where('id', '=', id).limit(1)),
        ),
      ),
    )
    .executeTakeFirst();
  if (suspended) throw new AppError('FIRM_SUSPENDED');
}

/** The signed-in caller; only valid behind requireAuth. */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** Facts about the request the services record (address, agent, request id). */
export function metaOf(request: FastifyRequest): TRequestMeta {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : null,
    requestId: String(request.id),
  };
}
