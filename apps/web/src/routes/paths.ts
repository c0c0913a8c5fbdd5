import { ROUTES, type TRouteAccess, type TRouteName } from '@portal/domain';

/** The root path: sends a signed-in user to their dashboard and anyone else to /login. */
export const ROOT_PATH = '/';

/** Every route path of the spec by route name, straight from the domain's ROUTES table. */
export const PATHS = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, route.path]),
) as {
  readonly [K in TRouteName]: (typeof ROUTES)[K]['path'];
};

/** The access class a route needs (spec §6). */
export function accessOf(name: TRouteName): TRouteAccess {
  return ROUTES[name].access;
}

/** Every route name, in the order of the spec. */
export const ROUTE_NAMES = Object.keys(ROUTES) as TRouteName[];
