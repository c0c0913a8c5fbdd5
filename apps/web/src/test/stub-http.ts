import { createHttpClient } from '../api/http-client';

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
