import type { UIMatch } from 'react-router';
import type { TRouteName } from '@portal/domain';
import type { TGuardAccess } from './route-guard';

/** What every route of the table declares: who may open it and which screen it is (for titles). */
export interface TRouteHandle {
  access: TGuardAccess;
  routeName?: TRouteName | 'notFound';
}

function isRouteHandle(handle: unknown): handle is TRouteHandle {
  return typeof handle === 'object' && handle !== null && 'access' in handle;
}

/** The handle of the deepest matched route that declares one. */
export function deepestHandle(matches: readonly UIMatch[]): TRouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
