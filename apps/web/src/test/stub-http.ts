import type { TLoginResponse } from '@portal/domain';
import { createHttpClient } from '../api/http-client';
import { createTokenSession } from '../features/auth/token-session';

/** A JSON answer for a fetch double. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A stand-in for the api/http module: the real HTTP client (headers, error bodies, status 0 for an
 * unreachable server) over a fetch double, signed out and in English. Use it as
 * `vi.mock('…/api/http', async () => (await import('…/test/stub-http')).stubHttpModule(fetchDouble))`.
 */
export function stubHttpModule(fetchDouble: typeof fetch) {
  return {
    http: createHttpClient({
      fetch: fetchDouble,
      getLanguage: () => 'en',
      getAccessToken: () => Promise.resolve(null),
      refreshAccessToken: () => Promise.reject(new Error('no token refresh in tests')),
    }),
  };
}

/**
 * Like stubHttpModule, with the real token session over localStorage as `authSession`: for tests of
 * the AuthProvider and of pages that store a new session. Store a token pair before rendering to
 * start signed in.
 */
export function stubHttpModuleWithSession(fetchDouble: typeof fetch) {
  const authSession = createTokenSession({
    requestRefresh: (refreshToken) =>
      http.request<TLoginResponse>('/api/auth/refresh', {
        method: 'POST',
        body: { refreshToken },
        auth: false,
      }),
  });
  const http = createHttpClient({
    fetch: fetchDouble,
    getLanguage: () => 'en',
    getAccessToken: () => authSession.getAccessToken(),
    refreshAccessToken: (expired) => authSession.refreshAccessToken(expired),
  });
  return { http, authSession };
}
