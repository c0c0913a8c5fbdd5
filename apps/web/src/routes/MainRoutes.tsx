import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import Loadable from '../ui-component/Loadable';
import { accessOf, PATHS, ROUTE_NAMES } from './paths';
import RouteGuard from './RouteGuard';

// The signed-in shell, the data cache and the table of pages are separate chunks, each page one of
// its own (main-pages.tsx): /login never downloads them (issue 23 point 3).
const QueryLayer = Loadable(lazy(() => import('../app/QueryLayer')));
const MainLayout = Loadable(lazy(() => import('../layout/MainLayout/MainLayout')));
const MainPage = Loadable(lazy(() => import('./main-pages')));

const SIGNED_IN_ACCESS = new Set(['all', 'staff', 'client', 'nameSearch']);

/** Every signed-in route of ROUTES, inside the main layout (top bar and side menu). */
export const MainRoutes: RouteObject = {
  element: (
    <RouteGuard>
      <QueryLayer>
        <MainLayout />
      </QueryLayer>
    </RouteGuard>
  ),
  children: ROUTE_NAMES.filter((name) => SIGNED_IN_ACCESS.has(accessOf(name))).map((name) => ({
    path: PATHS[name],
    handle: { access: accessOf(name), routeName: name },
    element: <MainPage name={name} />,
  })),
};
