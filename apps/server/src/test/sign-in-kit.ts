import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  TEnrolledSignIn,
  TLoginResponse,
  TSecondFactorChallenge,
  TTwoFactorEnrolment,
} from '@portal/domain';
import { bearer, nextTotpCode } from './factories.js';

/**
 * Test helpers for signing in through the API one step at a time, from a chosen address, for tests of
 * the steps themselves (factories' login() does them all at once).
 */

type TCredentials = { username: string; password: string };

export function signInKit(app: FastifyInstance) {
  /** A POST as a browser at `remoteAddress` sends it; the payload may be any shape, bad input too. */
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) => app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

  /** A GET with the caller's access token. */
  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  /** The password step with the user's own password, its answer as it comes (tokens, challenge, refusal). */
  const passwordStep = (user: TCredentials, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
    post('/api/auth/login', { username: user.username, password: user.password }, headers, ip);

  /** The password step that must succeed: tokens for someone without a second factor. */
  const tokensFromPassword = async (user: TCredentials, ip?: string): Promise<TLoginResponse> => {
    const response = await passwordStep(user, ip);
    expect(response.statusCode).toBe(200);
    return response.json<TLoginResponse>();
  };

  /** The password step that must succeed: the challenge for someone who has or must enrol a second factor. */
  const challengeOf = async (user: TCredentials, ip?: string): Promise<TSecondFactorChallenge> => {
    const response = await passwordStep(user, ip);
    expect(response.statusCode).toBe(200);
    return response.json<TSecondFactorChallenge>();
  };

  /** Enrols someone who must enrol, at sign-in; answers the secret and the enrolled sign-in. */
  const enrolAtSignIn = async (user: TCredentials): Promise<{ secret: string; done: TEnrolledSignIn }> => {
    const challenge = await challengeOf(user);
    expect(challenge.secondFactor).toBe('ENROL');
    const start = await post('/api/auth/login/second-factor/enrolment', {
      challengeToken: challenge.challengeToken,
    });
    expect(start.statusCode).toBe(200);
    const enrolment = start.json<TTwoFactorEnrolment>();
    const confirmed = await post('/api/auth/login/second-factor/enrolment/confirm', {
      challengeToken: challenge.challengeToken,
      code: await nextTotpCode(app, user.username, enrolment.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret: enrolment.secret, done: confirmed.json<TEnrolledSignIn>() };
  };

  return { post, get, passwordStep, tokensFromPassword, challengeOf, enrolAtSignIn };
}

export type TSignInKit = ReturnType<typeof signInKit>;
