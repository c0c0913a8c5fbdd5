import { Navigate, type RouteObject } from 'react-router';
import { REDIRECT_TO_ROOT_PATHS } from '@portal/domain';
import NavigationScroll from '../layout/NavigationScroll';
import RouteErrorPage from '../layout/RouteErrorPage';
import { MainRoutes } from '../routes/MainRoutes';
import { ROOT_PATH } from '../routes/paths';
import { PublicRoutes } from '../routes/PublicRoutes';
import RouteGuard from '../routes/RouteGuard';

/** The whole route table: '/', the spec's redirects, signed-in routes, public routes, not-found. */
export const ROUTE_TABLE: RouteObject[] = [
  {
    element: <NavigationScroll />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROOT_PATH, handle: { access: 'root' }, element: <RouteGuard /> },
      ...REDIRECT_TO_ROOT_PATHS.map((path) => ({ path, element: <Navigate to={ROOT_PATH} replace /> })),
      MainRoutes,
      PublicRoutes,
    ],
  },
];
