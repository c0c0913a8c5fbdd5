import type { TUserProfile } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import type { TTokenSession } from './token-session';
import { isAccessTokenValid } from './token-storage';

export type TRestoredSession = { status: 'loggedIn'; user: TUserProfile } | { status: 'loggedOut' };

/**
 * Works out the state on page load (spec §4): a valid access token → GET /api/auth/me; an expired one
 * with a refresh token → refresh first (the HTTP helper does it before /me); otherwise logged out.
 */
export async function restoreSession(
  session: TTokenSession,
  fetchMe: () => Promise<TUserProfile>,
  now: number = Date.now(),
): Promise<TRestoredSession> {
  const tokens = session.peek();
  if (!tokens) return { status: 'loggedOut' };
  if (!isAccessTokenValid(tokens, now) && !tokens.refreshToken) {
    session.clear();
    return { status: 'loggedOut' };
  }
  try {
    return { status: 'loggedIn', user: await fetchMe() };
  } catch (error) {
    // The server answered that the session is gone: forget it. If it could not be reached, keep the
    // tokens so a reload once it is back restores the session.
    if (isApiError(error) && error.status === 401) session.clear();
    return { status: 'loggedOut' };
  }
}
