import type { TLoginResponse } from '@portal/domain';
import { createTokenSession, type TLockManagerLike } from '../features/auth/token-session';
import { currentLanguage } from '../i18n/i18n';
import { createHttpClient } from './http-client';

function webLocks(): TLockManagerLike | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  const locks = navigator.locks;
  return { request: (name, callback) => locks.request(name, () => callback()) };
}

/** The signed-in session of this browser: the token pair in localStorage and its refresh. */
export const authSession = createTokenSession({
  requestRefresh: (refreshToken) =>
    http.request<TLoginResponse>('/api/auth/refresh', {
      method: 'POST',
      body: { refreshToken },
      auth: false,
    }),
  locks: webLocks(),
});

/** The one HTTP helper every API module uses. */
export const http = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  getLanguage: currentLanguage,
  getAccessToken: () => authSession.getAccessToken(),
  refreshAccessToken: (expired) => authSession.refreshAccessToken(expired),
});
