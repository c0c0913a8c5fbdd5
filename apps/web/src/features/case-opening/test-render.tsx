import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { testAuth } from '../../test/render-with-providers';
import { createTestI18n } from '../../test/test-i18n';
import { buildTheme } from '../../themes/theme';
import SnackbarProvider from '../../ui-component/snackbar/SnackbarProvider';
import { AuthContext, type TAuthContext } from '../auth/auth-context';

function OtherPage() {
  return <h1>Other page: {useLocation().pathname}</h1>;
}

/**
 * Renders `ui` at `route` as the app does for these screens: snackbars above the router (so a
 * message stays after navigating), English texts, the light theme, and a query client the test can
 * watch. Any other path renders a heading naming it.
 */
export function renderCaseOpening(
  ui: ReactElement,
  { path, route = path, auth = testAuth(null) }: { path: string; route?: string; auth?: TAuthContext },
) {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [route] },
  );
  return {
    router,
    invalidate,
    ...render(
      <I18nextProvider i18n={createTestI18n()}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={buildTheme('light', 'en')}>
            <SnackbarProvider>
              <AuthContext value={auth}>
                <RouterProvider router={router} />
              </AuthContext>
            </SnackbarProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  };
}

/** The URL of a fetch call, resolved so its path and query can be read. */
export const urlOf = (input: RequestInfo | URL): URL =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://test');

/** The JSON body a fetch call sent. */
export const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
