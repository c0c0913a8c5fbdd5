import { isApiError } from '../../api/api-error';
import {
  clearTokens,
  isAccessTokenValid,
  readTokens,
  saveTokens,
  type TStoredTokens,
  type TTokenGrant,
} from './token-storage';

/** Name of the Web Lock that serialises refreshes across the tabs of this origin. */
export const REFRESH_LOCK_NAME = 'portal-auth-refresh';
/** Refresh this long before expiry, so no request leaves with a token about to lapse on the way. */
export const REFRESH_MARGIN_MS = 60_000;

/** The part of navigator.locks we use (absent in old browsers and in jsdom). */
export interface TLockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TTokenSessionDeps {
  /** POST /api/auth/refresh; resolves to the new pair. */
  requestRefresh: (refreshToken: string) => Promise<TTokenGrant>;
  locks?: TLockManagerLike | null;
  now?: () => number;
}

export interface TTokenSession {
  /** A token good for at least the refresh margin (refreshing first if needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Replaces `staleToken` with a fresh one, once per tab and once across tabs. */
  refreshAccessToken(staleToken: string | null): Promise<string>;
  save(grant: TTokenGrant): TStoredTokens;
  clear(): void;
  /** Ends the session because the server said it is gone (a 401 that no refresh can mend). */
  end(): void;
  peek(): TStoredTokens | null;
  /** Called when the session ends without the user logging out (refresh refused, tokens gone). */
  onSessionEnded(listener: () => void): () => void;
}

/** The server refused the refresh token itself (as opposed to being unreachable or timing out). */
function isRejection(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408;
}

export class SessionEndedError extends Error {
  constructor() {
    super('The session has ended');
    this.name = 'SessionEndedError';
  }
}

/**
 * Owns the stored token pair. Access tokens live 15 minutes and refresh tokens rotate on every use;
 * the server revokes the whole session when a refresh token is used twice, so a refresh is
 * single-flight within the tab (one shared promise) and across tabs (a Web Lock, after which the
 * stored pair is re-read: if another tab already rotated it, its new token is used instead).
 */
export function createTokenSession(deps: TTokenSessionDeps): TTokenSession {
  const now = deps.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let inFlight: Promise<string> | null = null;

  function endSession(): void {
    clearTokens();
    listeners.forEach((listener) => listener());
  }

  async function rotate(staleToken: string | null): Promise<string> {
    const current = readTokens();
    if (current?.accessToken && current.accessToken !== staleToken && isAccessTokenValid(current, now())) {
      // Another tab (or an earlier refresh here) already replaced the token we were about to refresh.
      return current.accessToken;
    }
    if (!current?.refreshToken) {
      endSession();
      throw new SessionEndedError();
    }
    try {
      const saved = saveTokens(await deps.requestRefresh(current.refreshToken), now());
      return saved.accessToken ?? '';
    } catch (error) {
      // Unreachable server or timeout: keep the pair, the next call may succeed. A refusal ends it.
      if (isRejection(error)) endSession();
      throw error;
    }
  }

  function refreshAccessToken(staleToken: string | null): Promise<string> {
    if (inFlight) return inFlight;
    const run = () => rotate(staleToken);
    const attempt = deps.locks ? deps.locks.request(REFRESH_LOCK_NAME, run) : run();
    inFlight = attempt.finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function getAccessToken(): Promise<string | null> {
    const tokens = readTokens();
    if (!tokens) return null;
    if (isAccessTokenValid(tokens, now() + REFRESH_MARGIN_MS)) return tokens.accessToken;
    if (!tokens.refreshToken) {
      if (isAccessTokenValid(tokens, now())) return tokens.accessToken;
      endSession();
      return null;
    }
    try {
      return await refreshAccessToken(tokens.accessToken);
    } catch (error) {
      // A proactive refresh that failed for a transient reason must not block a still-valid token.
      if (!isRejection(error) && !(error instanceof SessionEndedError) && isAccessTokenValid(tokens, now())) {
        return tokens.accessToken;
      }
      throw error;
    }
  }

  return {
    getAccessToken,
    refreshAccessToken,
    save: (grant) => saveTokens(grant, now()),
    clear: clearTokens,
    end: endSession,
    peek: readTokens,
    onSessionEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
