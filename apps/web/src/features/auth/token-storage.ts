import { readStorage, writeStorage } from '../../utils/safe-storage';

// The spec keeps tokens in localStorage (§7, §9); these keys are shared by every tab of the portal.
export const TOKEN_STORAGE_KEYS = {
  accessToken: 'portal.auth.accessToken',
  expiresAt: 'portal.auth.accessTokenExpiresAt',
  refreshToken: 'portal.auth.refreshToken',
} as const;

export interface TStoredTokens {
  accessToken: string | null;
  /** Epoch milliseconds after which the access token must not be used. */
  expiresAt: number;
  refreshToken: string | null;
}

export interface TTokenGrant {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires, as the server sent it. */
  expiresIn: number;
}

/** Reads the stored tokens; null when there are none at all. */
export function readTokens(): TStoredTokens | null {
  const accessToken = readStorage(TOKEN_STORAGE_KEYS.accessToken);
  const refreshToken = readStorage(TOKEN_STORAGE_KEYS.refreshToken);
  if (!accessToken && !refreshToken) return null;
  const expiresAt = Number(readStorage(TOKEN_STORAGE_KEYS.expiresAt));
  return { accessToken, refreshToken, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 };
}

/** Stores a new token pair; the expiry is turned into an absolute time so every tab reads the same. */
export function saveTokens(grant: TTokenGrant, now: number = Date.now()): TStoredTokens {
  const expiresAt = now + Math.max(0, grant.expiresIn) * 1000;
  // Expiry first: a tab reading between the writes then sees a new expiry with the old token, which
  // at worst triggers one extra refresh attempt — never an old token treated as fresh.
  writeStorage(TOKEN_STORAGE_KEYS.expiresAt, String(expiresAt));
  writeStorage(TOKEN_STORAGE_KEYS.accessToken, grant.accessToken);
  writeStorage(TOKEN_STORAGE_KEYS.refreshToken, grant.refreshToken);
  return { accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresAt };
}

/** Removes every token (logout, or a refresh the server refused). */
export function clearTokens(): void {
  writeStorage(TOKEN_STORAGE_KEYS.accessToken, null);
  writeStorage(TOKEN_STORAGE_KEYS.expiresAt, null);
  writeStorage(TOKEN_STORAGE_KEYS.refreshToken, null);
}

/** A stored access token is valid only while its expiry is in the future (spec §4). */
export function isAccessTokenValid(tokens: TStoredTokens | null, now: number = Date.now()): boolean {
  return Boolean(tokens?.accessToken) && (tokens?.expiresAt ?? 0) > now;
}
