import { beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, isAccessTokenValid, readTokens, saveTokens, TOKEN_STORAGE_KEYS } from './token-storage';

const NOW = Date.UTC(2025, 5, 18, 8, 0, 0);

describe('token storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the pair in localStorage with an absolute expiry computed from expiresIn', () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 }, NOW);
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBe('a1');
    expect(readTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1', expiresAt: NOW + 900_000 });
  });

  it('treats the access token as valid only while its expiry is in the future', () => {
    const tokens = saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 }, NOW);
    expect(isAccessTokenValid(tokens, NOW)).toBe(true);
    expect(isAccessTokenValid(tokens, NOW + 899_999)).toBe(true);
    expect(isAccessTokenValid(tokens, NOW + 900_000)).toBe(false);
    expect(isAccessTokenValid(tokens, NOW + 3_600_000)).toBe(false);
  });

  it('does not accept a token whose expiry is missing or unreadable', () => {
    localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'a1');
    expect(isAccessTokenValid(readTokens(), NOW)).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEYS.expiresAt, 'soon');
    expect(isAccessTokenValid(readTokens(), NOW)).toBe(false);
    expect(isAccessTokenValid(null, NOW)).toBe(false);
  });

  it('forgets everything on clear', () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 }, NOW);
    clearTokens();
    expect(readTokens()).toBeNull();
  });
});
