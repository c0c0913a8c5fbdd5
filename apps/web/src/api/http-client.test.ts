import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { classifyError } from './error-classifier';
import { buildUrl, createHttpClient, type THttpClientDeps } from './http-client';

type TFetchCall = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(
  responses: Array<Response | ((init: RequestInit) => Promise<Response>)>,
  overrides: Partial<THttpClientDeps> = {},
) {
  const calls: TFetchCall[] = [];
  // The client only ever passes a URL string.
  const fetchMock = vi.fn((input: string, init: RequestInit = {}) => {
    calls.push({ url: input, init });
    const next = responses.shift();
    if (!next) throw new Error('unexpected fetch');
    return typeof next === 'function' ? next(init) : Promise.resolve(next);
  });
  const deps: THttpClientDeps = {
    fetch: fetchMock as unknown as typeof fetch,
    getLanguage: () => 'zh-HK',
    getAccessToken: () => Promise.resolve('token-1'),
    refreshAccessToken: vi.fn(() => Promise.resolve('token-2')),
    ...overrides,
  };
  return { client: createHttpClient(deps), calls, deps };
}

const header = (call: TFetchCall | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('buildUrl', () => {
  it('drops empty and null query parameters but keeps 0 and false', () => {
    expect(
      buildUrl('/api/tasks', {
        tabKey: '',
        caseID: null,
        holderID: undefined,
        page: 0,
        done: false,
        q: 'a b',
      }),
    ).toBe('/api/tasks?page=0&done=false&q=a+b');
  });

  it('repeats array parameters and leaves the path alone when nothing remains', () => {
    expect(buildUrl('/api/cases', { staffInChargeUserIDs: ['u1', '', 'u2'] })).toBe(
      '/api/cases?staffInChargeUserIDs=u1&staffInChargeUserIDs=u2',
    );
    expect(buildUrl('/api/cases', { staffInChargeUserIDs: [], topicName: '' })).toBe('/api/cases');
  });
});

describe('createHttpClient', () => {
  it('sends the bearer token, the interface language and a JSON body', async () => {
    const { client, calls } = setup([jsonResponse(200, { ok: true })]);
    const result = await client.request<{ ok: boolean }>('/api/case/link', {
      method: 'POST',
      body: { invitationCode: 'ABCD1234' },
      query: { empty: '' },
    });
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/case/link');
    expect(header(calls[0], 'Authorization')).toBe('Bearer token-1');
    expect(header(calls[0], 'Accept-Language')).toBe('zh-HK');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"invitationCode":"ABCD1234"}');
  });

  it('sends no Authorization header for public calls or when signed out', async () => {
    const { client, calls } = setup([jsonResponse(200, {}), jsonResponse(200, {})], {
      getAccessToken: () => Promise.resolve(null),
    });
    await client.request('/api/config', { auth: false });
    await client.request('/api/auth/me');
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[1], 'Authorization')).toBeNull();
  });

  it('turns a call that does not answer in time into 408 REQUEST_TIMEOUT_ERROR', async () => {
    const hanging = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const { client } = setup([hanging], { timeoutMs: 10 });
    const error = await client.request('/api/tasks').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 408,
      code: 'REQUEST_TIMEOUT_ERROR',
      message: 'Request timeout. Please try again later.',
    });
    expect(classifyError(error)).toBe('TIME_OUT');
  });

  it("rejects with the server's error body and status", async () => {
    const body = { code: '18004', message: '盡職審查尚未完成', field: 'holders', retryAfterSeconds: 5 };
    const { client } = setup([jsonResponse(409, body)]);
    const error = await client.request('/api/tasks/1/complete', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, ...body });
    expect((error as ApiError).body).toEqual(body);
  });

  it("falls back to 'Wrong Services' when a failure has no usable body", async () => {
    const { client } = setup([new Response('<html>Bad gateway</html>', { status: 502 })]);
    const error = await client.request('/api/tasks').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Wrong Services', code: undefined });
  });

  it("reports an unreachable server as status 0 'Wrong Services'", async () => {
    const { client } = setup([() => Promise.reject(new TypeError('Failed to fetch'))]);
    await expect(client.request('/api/tasks')).rejects.toMatchObject({
      status: 0,
      message: 'Wrong Services',
    });
  });

  it('refreshes once and retries when the server says the token expired', async () => {
    const { client, calls, deps } = setup([
      jsonResponse(401, { code: 'TOKEN_EXPIRED', message: 'expired' }),
      jsonResponse(200, { userID: 'u1' }),
    ]);
    await expect(client.request('/api/auth/me')).resolves.toEqual({ userID: 'u1' });
    expect(deps.refreshAccessToken).toHaveBeenCalledWith('token-1');
    expect(header(calls[1], 'Authorization')).toBe('Bearer token-2');
  });

  it('does not refresh on other 401s', async () => {
    const { client, deps } = setup([
      jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Please sign in' }),
    ]);
    await expect(client.request('/api/auth/me')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(deps.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('answers 204 No Content with null', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(client.request('/api/auth/logout', { method: 'POST' })).resolves.toBeNull();
  });
});

describe('classifyError', () => {
  it('puts 408 and 504 (status or code) in TIME_OUT', () => {
    expect(classifyError(new ApiError(504, null))).toBe('TIME_OUT');
    expect(classifyError({ status: 200, code: 408 })).toBe('TIME_OUT');
    expect(classifyError({ code: '504' })).toBe('TIME_OUT');
  });

  it('puts codes 38001 and 38002 in UNSUPPORTED', () => {
    expect(classifyError(new ApiError(415, { code: '38001', message: 'x' }))).toBe('UNSUPPORTED');
    expect(classifyError({ status: 400, code: 38002 })).toBe('UNSUPPORTED');
  });

  it('puts everything else in UNEXPECTED', () => {
    expect(classifyError(new ApiError(500, { code: 'INTERNAL_ERROR', message: 'x' }))).toBe('UNEXPECTED');
    expect(classifyError(new Error('boom'))).toBe('UNEXPECTED');
    expect(classifyError(undefined)).toBe('UNEXPECTED');
  });
});
