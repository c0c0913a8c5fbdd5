import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import Loader from '../ui-component/Loader';
import { decideRoute } from './route-guard';
import { deepestHandle } from './route-handle';

/** State carried to /login so the user returns to the page they wanted after signing in. */
export interface TLoginLocationState {
  returnTo?: string;
}

function readReturnTo(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTo } = state as TLoginLocationState;
  return typeof returnTo === 'string' ? returnTo : null;
}

/** Applies the route guards (spec §6) to whatever route below it matched; see decideRoute. */
export default function RouteGuard({ children }: { children?: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const { state, user } = useAuth();
  const handle = deepestHandle(matches);

  const decision = decideRoute({
    auth: state.status,
    user: user && {
      userType: user.userType.typeCode,
      isFirstTimeLogin: user.isFirstTimeLogin,
      nameSearchEnabled: user.features.nameSearch,
    },
    // A route without a handle is a programming error; treat it as needing sign-in, the safe side.
    access: handle?.access ?? 'all',
    location: `${location.pathname}${location.search}${location.hash}`,
    returnTo: readReturnTo(location.state),
    loggedOutOnPurpose: state.status === 'loggedOut' && state.reason === 'logout',
  });

  switch (decision.type) {
    case 'wait':
      return <Loader />;
    case 'redirect':
      return (
        <Navigate
          to={decision.to}
          replace
          state={
            decision.returnTo ? ({ returnTo: decision.returnTo } satisfies TLoginLocationState) : undefined
          }
        />
      );
    case 'render':
      return children;
  }
}
