import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createTokenSession, REFRESH_LOCK_NAME, type TLockManagerLike } from './token-session';
import { readTokens, saveTokens } from './token-storage';
import type { TTokenGrant } from './token-storage';

const NOW = Date.UTC(2025, 5, 18, 8, 0, 0);
const grant = (n: number): TTokenGrant => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiresIn: 900 });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('token session', () => {
  beforeEach(() => localStorage.clear());

  it('uses a stored token that is comfortably valid without calling the server', async () => {
    saveTokens(grant(1), NOW);
    const requestRefresh = vi.fn();
    const session = createTokenSession({ requestRefresh, now: () => NOW + 60_000 });
    await expect(session.getAccessToken()).resolves.toBe('a1');
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('refreshes shortly before expiry and stores the rotated pair', async () => {
    saveTokens(grant(1), NOW);
    const requestRefresh = vi.fn(() => Promise.resolve(grant(2)));
    const session = createTokenSession({ requestRefresh, now: () => NOW + 870_000 });
    await expect(session.getAccessToken()).resolves.toBe('a2');
    expect(requestRefresh).toHaveBeenCalledWith('r1');
    expect(readTokens()?.refreshToken).toBe('r2');
  });

  it('sends one refresh for many concurrent callers in the tab', async () => {
    saveTokens(grant(1), NOW);
    const pending = deferred<TTokenGrant>();
    const requestRefresh = vi.fn(() => pending.promise);
    const session = createTokenSession({ requestRefresh, now: () => NOW + 900_000 });
    const results = Promise.all([
      session.getAccessToken(),
      session.refreshAccessToken('a1'),
      session.getAccessToken(),
    ]);
    pending.resolve(grant(2));
    await expect(results).resolves.toEqual(['a2', 'a2', 'a2']);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('uses the token another tab rotated while it waited for the lock, never reusing the old refresh token', async () => {
    saveTokens(grant(1), NOW);
    const requestRefresh = vi.fn(() => Promise.resolve(grant(3)));
    const locks: TLockManagerLike = {
      request<T>(name: string, callback: () => Promise<T>) {
        expect(name).toBe(REFRESH_LOCK_NAME);
        // The other tab held the lock and rotated r1 → r2 before this tab got it.
        saveTokens(grant(2), NOW + 900_000);
        return callback();
      },
    };
    const session = createTokenSession({ requestRefresh, locks, now: () => NOW + 900_000 });
    await expect(session.getAccessToken()).resolves.toBe('a2');
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('after a 401 for an old token, takes the newer stored token instead of refreshing again', async () => {
    saveTokens(grant(2), NOW);
    const requestRefresh = vi.fn();
    const session = createTokenSession({ requestRefresh, now: () => NOW + 1000 });
    await expect(session.refreshAccessToken('a1')).resolves.toBe('a2');
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('ends the session and clears the tokens when the server refuses the refresh token', async () => {
    saveTokens(grant(1), NOW);
    const refused = new ApiError(401, { code: 'REFRESH_TOKEN_INVALID', message: 'ended' });
    const session = createTokenSession({
      requestRefresh: () => Promise.reject(refused),
      now: () => NOW + 900_000,
    });
    const ended = vi.fn();
    session.onSessionEnded(ended);
    await expect(session.getAccessToken()).rejects.toBe(refused);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readTokens()).toBeNull();
  });

  it('keeps the session when the server is unreachable and the old token is still valid', async () => {
    saveTokens(grant(1), NOW);
    const session = createTokenSession({
      requestRefresh: () => Promise.reject(new ApiError(0, null)),
      now: () => NOW + 870_000,
    });
    await expect(session.getAccessToken()).resolves.toBe('a1');
    expect(readTokens()?.refreshToken).toBe('r1');
  });

  it('returns null when signed out', async () => {
    const session = createTokenSession({ requestRefresh: vi.fn() });
    await expect(session.getAccessToken()).resolves.toBeNull();
  });
});
