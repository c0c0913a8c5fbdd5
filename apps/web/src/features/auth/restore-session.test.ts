import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { restoreSession } from './restore-session';
import { createTokenSession } from './token-session';
import { readTokens, saveTokens } from './token-storage';
import { testUser } from '../../test/render-with-providers';

const NOW = Date.UTC(2025, 5, 18, 8, 0, 0);
const session = () => createTokenSession({ requestRefresh: vi.fn(), now: () => NOW });

describe('restoreSession on page load', () => {
  beforeEach(() => localStorage.clear());

  it('is logged out without asking the server when nothing is stored', async () => {
    const fetchMe = vi.fn();
    await expect(restoreSession(session(), fetchMe, NOW)).resolves.toEqual({ status: 'loggedOut' });
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('asks GET /api/auth/me when a token is stored and signs the user in', async () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 }, NOW);
    const user = testUser();
    await expect(restoreSession(session(), () => Promise.resolve(user), NOW)).resolves.toEqual({
      status: 'loggedIn',
      user,
    });
  });

  it('forgets an expired access token that has no refresh token', async () => {
    saveTokens({ accessToken: 'a1', refreshToken: '', expiresIn: 900 }, NOW - 3_600_000);
    const fetchMe = vi.fn();
    await expect(restoreSession(session(), fetchMe, NOW)).resolves.toEqual({ status: 'loggedOut' });
    expect(fetchMe).not.toHaveBeenCalled();
    expect(readTokens()).toBeNull();
  });

  it('forgets the tokens when the server says the session is gone, keeps them when it is unreachable', async () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 }, NOW);
    const unreachable = () => Promise.reject(new ApiError(0, null));
    await expect(restoreSession(session(), unreachable, NOW)).resolves.toEqual({ status: 'loggedOut' });
    expect(readTokens()?.refreshToken).toBe('r1');

    const gone = () => Promise.reject(new ApiError(401, { code: 'UNAUTHENTICATED', message: 'x' }));
    await expect(restoreSession(session(), gone, NOW)).resolves.toEqual({ status: 'loggedOut' });
    expect(readTokens()).toBeNull();
  });
});
