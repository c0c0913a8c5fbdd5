import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { TRouteName } from '@portal/domain';
import MinimalLayout from '../layout/MinimalLayout/MinimalLayout';
import Loadable from '../ui-component/Loadable';
import { accessOf, PATHS, ROUTE_NAMES } from './paths';
import RouteGuard from './RouteGuard';

// Sign-in is the first page most visits load: it is part of the entry chunk, not a chunk of its own.
import LoginPage from '../features/auth/pages/LoginPage';
// The recovery pages are their own chunks too: none of their code is on the /login first load.
const QueryLayer = Loadable(lazy(() => import('../app/QueryLayer')));
const ForgotUsernamePage = Loadable(lazy(() => import('../features/auth/pages/ForgotUsernamePage')));
const ForgotPasswordPage = Loadable(lazy(() => import('../features/auth/pages/ForgotPasswordPage')));
const ResetPasswordPage = Loadable(lazy(() => import('../features/auth/pages/ResetPasswordPage')));
const SetUpAccountPage = Loadable(lazy(() => import('../features/auth/pages/SetUpAccountPage')));
// Joining by invitation and confirming an address: opened from mails, each its own chunk as well.
const CreateAccountPage = Loadable(lazy(() => import('../features/auth/pages/CreateAccountPage')));
const VerifyEmailPage = Loadable(lazy(() => import('../features/auth/pages/VerifyEmailPage')));
const ErrorPage = Loadable(lazy(() => import('../features/public-pages/pages/ErrorPage')));
const ComingSoon1Page = Loadable(lazy(() => import('../features/public-pages/pages/ComingSoon1Page')));
const ComingSoon2Page = Loadable(lazy(() => import('../features/public-pages/pages/ComingSoon2Page')));
const UnderConstructionPage = Loadable(
  lazy(() => import('../features/public-pages/pages/UnderConstructionPage')),
);
const LandingPage = Loadable(lazy(() => import('../features/public-pages/pages/LandingPage')));
const ContactUsPage = Loadable(lazy(() => import('../features/public-pages/pages/ContactUsPage')));
const NotFoundPage = Loadable(lazy(() => import('../features/public-pages/pages/NotFoundPage')));
const ScreenNotReady = Loadable(lazy(() => import('../ui-component/ScreenNotReady')));

const PUBLIC_ACCESS = new Set(['guest', 'open', 'setup']);

const PAGES: Partial<Record<TRouteName, ReactNode>> = {
  login: <LoginPage />,
  resetUsername: <ForgotUsernamePage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  setUpAccount: <SetUpAccountPage />,
  createAccount: <CreateAccountPage />,
  verifyEmail: <VerifyEmailPage />,
  errorPage: <ErrorPage />,
  comingSoon1: <ComingSoon1Page />,
  comingSoon2: <ComingSoon2Page />,
  underConstruction: <UnderConstructionPage />,
  landing: <LandingPage />,
  contactUs: <ContactUsPage />,
};

/**
 * Public pages, the e-mail-link pages and /set-up-account, in the minimal layout. The not-found page
 * lives here too ('open': it renders signed in or not, with a link home).
 */
export const PublicRoutes: RouteObject = {
  element: (
    <RouteGuard>
      <MinimalLayout />
    </RouteGuard>
  ),
  children: [
    ...ROUTE_NAMES.filter((name) => PUBLIC_ACCESS.has(accessOf(name))).map((name) => ({
      path: PATHS[name],
      handle: { access: accessOf(name), routeName: name },
      // Every public page but sign-in has the data cache (its code stays off the /login load).
      element:
        name === 'login' ? (
          PAGES[name]
        ) : (
          <QueryLayer>{PAGES[name] ?? <ScreenNotReady routeName={name} centered />}</QueryLayer>
        ),
    })),
    {
      path: '*',
      handle: { access: 'open', routeName: 'notFound' },
      element: (
        <QueryLayer>
          <NotFoundPage />
        </QueryLayer>
      ),
    },
  ],
};
