import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  isComSecSide,
  isSecondFactorChallenge,
  isStaff,
  type TChangePasswordRequest,
  type TLoginRequest,
  type TLoginResponse,
  type TSetUpAccountRequest,
  type TUserProfile,
} from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { authSession } from '../../api/http';
import { loadedAppQueryClient } from '../../app/query-client-handle';
import * as authApi from './api';
import { AuthContext, type TAuthContext, type TAuthState } from './auth-context';
import { restoreSession, type TRestoredSession } from './restore-session';
import { TOKEN_STORAGE_KEYS } from './token-storage';

/** Holds who is signed in, restores the session on load and follows logins/logouts of other tabs. */
export default function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TAuthState>({ status: 'initialising' });
  // A tab held at /set-up-account follows another tab that completes the set-up (see onStorage).
  const awaitingSetUp = useRef(false);
  useEffect(() => {
    awaitingSetUp.current = state.status === 'loggedIn' && state.user.isFirstTimeLogin;
  }, [state]);

  const enterLoggedOut = useCallback((reason: 'noSession' | 'sessionEnded' | 'logout') => {
    // Nothing cached for one user may be shown to the next.
    loadedAppQueryClient()?.clear();
    setState({ status: 'loggedOut', reason });
  }, []);

  const applyRestored = useCallback(
    (restored: TRestoredSession) => {
      if (restored.status === 'loggedIn') setState(restored);
      else enterLoggedOut('noSession');
    },
    [enterLoggedOut],
  );

  const loadSession = useCallback(
    () => restoreSession(authSession, authApi.fetchMe).then(applyRestored),
    [applyRestored],
  );

  // On page load: restore the session from storage (spec §4).
  useEffect(() => {
    let active = true;
    restoreSession(authSession, authApi.fetchMe)
      .then((restored) => {
        // StrictMode runs effects twice in development: only the live run may set state.
        if (active) applyRestored(restored);
      })
      .catch((error: unknown) => console.error('Could not restore the session', error));
    return () => {
      active = false;
    };
  }, [applyRestored]);

  useEffect(() => authSession.onSessionEnded(() => enterLoggedOut('sessionEnded')), [enterLoggedOut]);

  // Another tab logged in or out: the refresh token is written last and removed last, so its change
  // marks a complete pair. A rotation (old and new both set) needs nothing: requests read storage —
  // except in a tab held at set-up, where it may be the set-up done elsewhere: ask who we are again.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEYS.refreshToken) return;
      const now = authSession.peek()?.refreshToken ?? null;
      if (!now) enterLoggedOut('logout');
      else if (event.key === null || !event.oldValue || awaitingSetUp.current) {
        loadSession().catch((error: unknown) => console.error('Could not load the session', error));
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [enterLoggedOut, loadSession]);

  /** Stores a sign-in answer (login or completed set-up): tokens to storage, user to the state. */
  const enterSession = useCallback((response: TLoginResponse) => {
    authSession.save(response);
    setState({ status: 'loggedIn', user: { ...response.user, isFirstTimeLogin: response.isFirstTimeLogin } });
    return response;
  }, []);

  const login = useCallback(
    async (credentials: TLoginRequest) => {
      const answer = await authApi.login(credentials);
      // A second factor follows: nothing is stored until that step answers tokens.
      return isSecondFactorChallenge(answer) ? answer : enterSession(answer);
    },
    [enterSession],
  );

  const setUpAccount = useCallback(
    async (body: TSetUpAccountRequest) => {
      try {
        const response = enterSession(await authApi.setUpAccount(body));
        // Anything fetched while held at set-up (the profile above all) predates the new details.
        void loadedAppQueryClient()?.invalidateQueries();
        return response;
      } catch (error) {
        // A 401 the HTTP helper could not mend by a refresh: the session is gone (revoked elsewhere).
        // A refused refresh has already ended it; otherwise end it here, the same way.
        if (isApiError(error) && error.status === 401 && authSession.peek()) authSession.end();
        throw error;
      }
    },
    [enterSession],
  );

  const reloadUser = useCallback(() => loadSession(), [loadSession]);

  const changePassword = useCallback(
    async (body: TChangePasswordRequest) => enterSession(await authApi.changePassword(body)),
    [enterSession],
  );

  const updateUser = useCallback((user: TUserProfile) => {
    setState((current) =>
      current.status === 'loggedIn' && current.user.userID === user.userID
        ? { status: 'loggedIn', user: { ...user, isFirstTimeLogin: current.user.isFirstTimeLogin } }
        : current,
    );
  }, []);

  const logout = useCallback(async () => {
    const refreshToken = authSession.peek()?.refreshToken ?? null;
    try {
      await authApi.logout(refreshToken);
    } catch (error) {
      // Spec §8: a failed logout call is only logged; the browser forgets the session regardless.
      console.warn('Logout request failed', error);
    }
    authSession.clear();
    enterLoggedOut('logout');
  }, [enterLoggedOut]);

  const value = useMemo<TAuthContext>(() => {
    const user = state.status === 'loggedIn' ? state.user : null;
    const type = user?.userType.typeCode;
    return {
      state,
      user,
      isStaff: type ? isStaff(type) : false,
      isComSecSide: type ? isComSecSide(type) : false,
      login,
      enterSession,
      logout,
      setUpAccount,
      reloadUser,
      changePassword,
      updateUser,
    };
  }, [state, login, enterSession, logout, setUpAccount, reloadUser, changePassword, updateUser]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
