import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { TRouteName } from '@portal/domain';
import Loadable from '../ui-component/Loadable';
import { accessOf, PATHS, ROUTE_NAMES } from './paths';
import RouteGuard from './RouteGuard';

// The signed-in shell and its pages are separate chunks: /login never downloads them.
const MainLayout = Loadable(lazy(() => import('../layout/MainLayout/MainLayout')));
const DashboardPage = Loadable(lazy(() => import('../features/dashboard/pages/DashboardPage')));
const AccountProfilePage = Loadable(lazy(() => import('../features/account/pages/AccountProfilePage')));
const AccountManagementPage = Loadable(
  lazy(() => import('../features/account-management/pages/AccountManagementPage')),
);
const ScreenNotReady = Loadable(lazy(() => import('../ui-component/ScreenNotReady')));

const SIGNED_IN_ACCESS = new Set(['all', 'staff', 'client', 'nameSearch']);

/** Screens built so far; every other signed-in route shows ScreenNotReady until its issue lands. */
const PAGES: Partial<Record<TRouteName, ReactNode>> = {
  dashboardDefault: <DashboardPage routeName="dashboardDefault" />,
  dashboardSmoooth: <DashboardPage routeName="dashboardSmoooth" />,
  dashboardClient: <DashboardPage routeName="dashboardClient" />,
  dashboardAnalytics: <DashboardPage routeName="dashboardAnalytics" />,
  dashboardServices: <DashboardPage routeName="dashboardServices" />,
  accountProfile: <AccountProfilePage />,
  accountManagement: <AccountManagementPage />,
};

/** Every signed-in route of ROUTES, inside the main layout (top bar and side menu). */
export const MainRoutes: RouteObject = {
  element: (
    <RouteGuard>
      <MainLayout />
    </RouteGuard>
  ),
  children: ROUTE_NAMES.filter((name) => SIGNED_IN_ACCESS.has(accessOf(name))).map((name) => ({
    path: PATHS[name],
    handle: { access: accessOf(name), routeName: name },
    element: PAGES[name] ?? <ScreenNotReady routeName={name} />,
  })),
};
