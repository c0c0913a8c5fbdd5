import { expect } from 'vitest';
import { baseURL, DEMO_PASSWORD } from './browser.js';
import { freshTotpCode, TOTP_SECRETS } from './totp.js';

/** A JSON call to the server under test, as the web app makes it; the body parsed when there is one. */
export async function api(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** A demo user's access token, signed in through the API (with a code when a second factor follows). */
export async function tokenOf(username: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await api('POST', '/api/auth/login', null, { username, password });
  expect(status).toBe(200);
  if (body.secondFactor === undefined) return body.accessToken as string;
  expect(body.secondFactor).toBe('REQUIRED');
  const second = await api('POST', '/api/auth/login/second-factor', null, {
    challengeToken: body.challengeToken,
    code: await freshTotpCode(username, TOTP_SECRETS[username]),
  });
  expect(second.status).toBe(200);
  return second.body.accessToken as string;
}
