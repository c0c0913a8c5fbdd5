import { canOpenRoute, defaultPathFor, type TRouteAccess, type TUserType } from '@portal/domain';
import { PATHS, ROOT_PATH } from './paths';

/** A route's access class, or 'root' for '/' which only ever redirects. */
export type TGuardAccess = TRouteAccess | 'root';

export interface TGuardUser {
  userType: TUserType;
  isFirstTimeLogin: boolean;
  nameSearchEnabled: boolean;
}

export interface TGuardInput {
  auth: 'initialising' | 'loggedIn' | 'loggedOut';
  user: TGuardUser | null;
  access: TGuardAccess;
  /** The location being opened: pathname + search + hash. */
  location: string;
  /** On a guest page: where the user wanted to go before being sent to sign in. */
  returnTo?: string | null;
  /** True after a deliberate logout: the next sign-in starts at the dashboard, not the last page. */
  loggedOutOnPurpose?: boolean;
}

export type TGuardDecision =
  { type: 'wait' } | { type: 'render' } | { type: 'redirect'; to: string; returnTo?: string };

/** Only same-origin app paths are followed after sign-in (no '//host' or absolute URLs). */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  );
}

/**
 * The route guards of spec §6 as one pure decision:
 * - while the session is being restored, wait;
 * - signed out: guest and open pages render; '/' and everything else go to /login, remembering the page;
 * - signed in with the first-time-login flag: held at /set-up-account (open pages still render);
 * - signed in: guest pages and '/' go to the role's default path (or the remembered page),
 *   other routes render when the role may open them, else go to '/'.
 */
export function decideRoute(input: TGuardInput): TGuardDecision {
  const { access } = input;
  if (input.auth === 'initialising') return { type: 'wait' };

  if (input.auth === 'loggedOut' || !input.user) {
    if (access === 'guest' || access === 'open') return { type: 'render' };
    if (access === 'root' || input.loggedOutOnPurpose) return { type: 'redirect', to: PATHS.login };
    return { type: 'redirect', to: PATHS.login, returnTo: input.location };
  }

  const { user } = input;
  if (user.isFirstTimeLogin) {
    return access === 'setup' || access === 'open'
      ? { type: 'render' }
      : { type: 'redirect', to: PATHS.setUpAccount };
  }

  const home = defaultPathFor(user.userType);
  switch (access) {
    case 'open':
      return { type: 'render' };
    case 'root':
    case 'setup':
      return { type: 'redirect', to: home };
    case 'guest':
      return { type: 'redirect', to: isSafeReturnPath(input.returnTo) ? input.returnTo : home };
    case 'all':
    case 'staff':
    case 'client':
    case 'nameSearch':
      return canOpenRoute(access, { userType: user.userType, nameSearchEnabled: user.nameSearchEnabled })
        ? { type: 'render' }
        : { type: 'redirect', to: ROOT_PATH };
  }
}
