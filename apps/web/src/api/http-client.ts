import { ERROR_CODES, TIMINGS } from '@portal/domain';
import { ApiError, createTimeoutError } from './api-error';

export type TQueryValue = string | number | boolean | null | undefined;
export type TQuery = Record<string, TQueryValue | readonly TQueryValue[]>;
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TRequestOptions {
  method?: THttpMethod;
  /** Query parameters; '' / null / undefined values are dropped (spec §7), arrays repeat the key. */
  query?: TQuery;
  /** JSON-serialised unless it is FormData (uploads). */
  body?: unknown;
  /** Send the bearer token and refresh it when expired (default true). */
  auth?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface THttpClientDeps {
  fetch: typeof fetch;
  /** The interface language, sent as Accept-Language so server messages come back translated. */
  getLanguage: () => string;
  /** A usable access token (refreshed first when about to expire), or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Called after the server answered 401 TOKEN_EXPIRED; resolves to a new token or rejects. */
  refreshAccessToken: (expiredToken: string) => Promise<string>;
  timeoutMs?: number;
}

export interface THttpClient {
  request<T>(path: string, options?: TRequestOptions): Promise<T>;
}

/** Builds `path?query`, leaving out empty and null parameters. */
export function buildUrl(path: string, query?: TQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  const append = (key: string, value: TQueryValue) => {
    if (value === null || value === undefined || value === '') return;
    params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) (value as readonly TQueryValue[]).forEach((item) => append(key, item));
    else append(key, value as TQueryValue);
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

interface TRawResult {
  status: number;
  ok: boolean;
  data: unknown;
}

/** Creates the one HTTP helper of the app (spec §7, §8): bearer token, timeout, error bodies. */
export function createHttpClient(deps: THttpClientDeps): THttpClient {
  async function execute(path: string, options: TRequestOptions, token: string | null): Promise<TRawResult> {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': deps.getLanguage() });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? deps.timeoutMs ?? TIMINGS.requestTimeoutMs,
    );
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const response = await deps.fetch(buildUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      });
      const wantsBlob = response.ok && options.responseType === 'blob';
      // The body is read inside the timer too: a server that stalls mid-body is also a timeout.
      const data: unknown = wantsBlob ? await response.blob() : await response.text();
      return { status: response.status, ok: response.ok, data };
    } catch (error) {
      if (timedOut) throw createTimeoutError();
      // The caller cancelled (e.g. a query was abandoned): let the abort propagate as is.
      if (options.signal?.aborted) throw error;
      // The server could not be reached at all.
      throw new ApiError(0, null);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function toResult<T>(raw: TRawResult, options: TRequestOptions): T {
    if (!raw.ok) {
      const parsed = typeof raw.data === 'string' ? parseJson(raw.data) : null;
      const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
      throw new ApiError(raw.status, body);
    }
    if (options.responseType === 'blob' || options.responseType === 'text') return raw.data as T;
    return parseJson(raw.data as string) as T;
  }

  async function request<T>(path: string, options: TRequestOptions = {}): Promise<T> {
    const useAuth = options.auth ?? true;
    const token = useAuth ? await deps.getAccessToken() : null;
    const raw = await execute(path, options, token);
    if (raw.status === 401 && useAuth && token) {
      const body = typeof raw.data === 'string' ? parseJson(raw.data) : null;
      const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
      // Only an expired token is worth a refresh; any other 401 means the session is gone.
      if (code === ERROR_CODES.TOKEN_EXPIRED) {
        const fresh = await deps.refreshAccessToken(token);
        return toResult<T>(await execute(path, options, fresh), options);
      }
    }
    return toResult<T>(raw, options);
  }

  return { request };
}
