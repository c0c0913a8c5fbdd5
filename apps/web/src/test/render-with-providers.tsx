import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import { createQueryClient } from '../app/query-client';
import { AuthContext, type TAuthContext } from '../features/auth/auth-context';
import { buildTheme } from '../themes/theme';
import { createTestI18n } from './test-i18n';

function OtherPage() {
  return <h1>Other page: {useLocation().pathname}</h1>;
}

/** A signed-in user for tests; override what the test is about. */
export function testUser(overrides: Partial<TUserProfile> = {}): TUserProfile {
  return {
    userID: '6f1d5c1e-8a38-4f4e-9b0f-3f2a8f0c9d11',
    username: 'mchan',
    email: 'mary.chan@example.hk',
    engFirstName: 'Mary',
    engLastName: 'Chan',
    chiName: '陳美麗',
    phone: null,
    userType: { typeCode: 'COM_SEC' },
    isFirstTimeLogin: false,
    language: 'en',
    theme: 'light',
    firm: {
      firmID: '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20',
      name: 'Harbour Corporate Services Ltd',
      suspended: false,
    },
    features: { nameSearch: false },
    ...overrides,
  };
}

/** An auth context value; signed out unless a user is given. */
export function testAuth(user: TUserProfile | null, overrides: Partial<TAuthContext> = {}): TAuthContext {
  return {
    state: user ? { status: 'loggedIn', user } : { status: 'loggedOut', reason: 'noSession' },
    user,
    isStaff: user ? user.userType.typeCode !== 'GU' : false,
    isComSecSide: user ? ['COM_SEC', 'SYSTEM_ADMIN'].includes(user.userType.typeCode) : false,
    login: () => Promise.reject(new Error('login not expected')),
    enterSession: () => {
      throw new Error('enterSession not expected');
    },
    logout: () => Promise.resolve(),
    setUpAccount: () => Promise.reject(new Error('setUpAccount not expected')),
    reloadUser: () => Promise.resolve(),
    changePassword: () => Promise.reject(new Error('changePassword not expected')),
    updateUser: () => undefined,
    ...overrides,
  };
}

interface TRenderOptions {
  route?: string;
  auth?: TAuthContext;
  /** The route pattern `ui` is mounted at, when the page reads parameters (e.g. '/reset-password/:token'). */
  path?: string;
}

/**
 * Renders `ui` at `route` with English texts, the light theme, a query client and the given auth.
 * Any other path renders a plain heading naming it, so a test can see where a link or redirect went.
 */
export function renderWithProviders(ui: ReactElement, options: TRenderOptions = {}) {
  const routes = [{ path: options.path ?? '*', element: ui }];
  if (options.path) routes.push({ path: '*', element: <OtherPage /> });
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  return {
    router,
    ...render(
      <I18nextProvider i18n={createTestI18n()}>
        <QueryClientProvider client={createQueryClient()}>
          <ThemeProvider theme={buildTheme('light', 'en')}>
            <AuthContext value={options.auth ?? testAuth(null)}>
              <RouterProvider router={router} />
            </AuthContext>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  };
}
