import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TUserType } from '@portal/domain';
import {
  authenticate,
  type TAuthContext,
  type TAuthDeps,
  type TRequestMeta,
} from '../modules/auth/auth.service.js';
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
  };
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
