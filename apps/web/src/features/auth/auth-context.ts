import type {
  TChangePasswordRequest,
  TLoginAnswer,
  TLoginRequest,
  TLoginResponse,
  TSetUpAccountRequest,
  TUserProfile,
} from '@portal/domain';
import { createSafeContext } from '../../utils/create-safe-context';

/**
 * Authentication state (spec §4): initialising, then logged in or logged out. `reason` tells the
 * guards whether to remember the page for the next sign-in (not after a deliberate logout).
 */
export type TAuthState =
  | { status: 'initialising' }
  | { status: 'loggedOut'; reason: 'noSession' | 'sessionEnded' | 'logout' }
  | { status: 'loggedIn'; user: TUserProfile };

export interface TAuthContext {
  state: TAuthState;
  /** The signed-in user, or null. */
  user: TUserProfile | null;
  /** Staff flags of spec §4: any staff role, and the company-secretary side (COM_SEC, SYSTEM_ADMIN). */
  isStaff: boolean;
  isComSecSide: boolean;
  /**
   * The password step: signed in when the answer carries tokens; a second-factor challenge otherwise
   * (the sign-in page then asks for a code, and `enterSession` stores what that step answers).
   */
  login: (credentials: TLoginRequest) => Promise<TLoginAnswer>;
  /** Stores a sign-in answer that came from elsewhere (the second-factor step): tokens and user. */
  enterSession: (response: TLoginResponse) => TLoginResponse;
  logout: () => Promise<void>;
  /**
   * Completes a first-time user's set-up; the answer is a sign-in and is stored as one. A 401 ends
   * the session the usual way (the guard then sends the user to sign in).
   */
  setUpAccount: (body: TSetUpAccountRequest) => Promise<TLoginResponse>;
  /** Asks the server again who is signed in (e.g. the set-up was completed in another tab). */
  reloadUser: () => Promise<void>;
  /**
   * Changes the password; the answer is a new token pair for this session (the server signs out
   * every other one) and is stored as a sign-in is.
   */
  changePassword: (body: TChangePasswordRequest) => Promise<TLoginResponse>;
  /** Replaces the signed-in user with what the server answered (e.g. after a profile change). */
  updateUser: (user: TUserProfile) => void;
}

export const [AuthContext, useAuth] = createSafeContext<TAuthContext>('AuthContext');
