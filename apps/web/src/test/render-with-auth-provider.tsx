import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { createQueryClient } from '../app/query-client';
import AuthProvider from '../features/auth/AuthProvider';
import RouteGuard from '../routes/RouteGuard';
import type { TRouteHandle } from '../routes/route-handle';
import { buildTheme } from '../themes/theme';
import { createTestI18n } from './test-i18n';

function OtherPage() {
  return <h1>Other page: {useLocation().pathname}</h1>;
}

/**
 * Renders `ui` at `path` inside the real AuthProvider, which restores the session from storage
 * through the (stubbed) api/http module: mock it with stubHttpModuleWithSession. With `access`, the
 * route guard stands in front of it as in the route table. Any other path renders a heading naming
 * it, so a test can see where the page (or the guard) went.
 */
export function renderWithAuthProvider(
  ui: ReactElement,
  {
    path,
    access,
    route = path,
  }: {
    path: string;
    access?: TRouteHandle['access'];
    /** The address to open when it differs from the pattern (e.g. with a query string). */
    route?: string;
  },
) {
  const i18n = createTestI18n();
  const router = createMemoryRouter(
    [
      access
        ? { path, element: <RouteGuard>{ui}</RouteGuard>, handle: { access } satisfies TRouteHandle }
        : { path, element: ui },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [route] },
  );
  return {
    router,
    i18n,
    ...render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <ThemeProvider theme={buildTheme('light', 'en')}>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  };
}
