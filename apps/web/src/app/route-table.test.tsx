import { describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import type { TAuthContext } from '../features/auth/auth-context';
import { AuthContext } from '../features/auth/auth-context';
import { testAuth, testUser } from '../test/render-with-providers';
import { createTestI18n } from '../test/test-i18n';
import { buildTheme } from '../themes/theme';
import { ThemeModeContext } from '../themes/theme-mode-context';
import SnackbarProvider from '../ui-component/snackbar/SnackbarProvider';
import { createQueryClient } from './query-client';
import { ROUTE_TABLE } from './route-table';

// The real route table with lazy pages, guards and layouts; only the session is faked.
function open(path: string, auth: TAuthContext) {
  window.scrollTo = vi.fn();
  // A desktop-sized window, so the side menu is the persistent column rather than a closed drawer.
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  const router = createMemoryRouter(ROUTE_TABLE, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeModeContext value={{ mode: 'light', setMode: vi.fn(), toggleMode: vi.fn() }}>
          <ThemeProvider theme={buildTheme('light', 'en')}>
            <SnackbarProvider>
              <AuthContext value={auth}>
                <RouterProvider router={router} />
              </AuthContext>
            </SnackbarProvider>
          </ThemeProvider>
        </ThemeModeContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const signedIn = (user: TUserProfile) => testAuth(user);
const pathOf = (router: ReturnType<typeof open>) => router.state.location.pathname;

const FIRM = '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20';

describe('route table', () => {
  it('sends a signed-out visitor of a protected page to sign in, remembering the page', async () => {
    const router = open('/cases?staffInChargeUserIDs=u1', testAuth(null));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(pathOf(router)).toBe('/login');
    expect(router.state.location.state).toEqual({ returnTo: '/cases?staffInChargeUserIDs=u1' });
  });

  it("sends a client who opens a staff page to '/' and from there to the client dashboard", async () => {
    const router = open('/compliance', signedIn(testUser({ userType: { typeCode: 'GU' }, firm: null })));
    expect(await screen.findByRole('heading', { name: 'Welcome, Mary Chan' })).toBeDefined();
    expect(pathOf(router)).toBe('/dashboard/client');
    expect(screen.getByRole('link', { name: 'Create request' }).getAttribute('href')).toBe('/new-request');
  });

  it('shows staff the firm on the dashboard and opens the subscription plan page', async () => {
    const router = open('/dashboard/default', signedIn(testUser()));
    expect(await screen.findByText('Firm: Harbour Corporate Services Ltd')).toBeDefined();
    await router.navigate('/subscription-plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription plan' })).toBeDefined();
    expect(screen.queryByText(/screen is not ready yet/)).toBeNull();
  });

  it('tells everyone of a suspended firm that they can read but not change', async () => {
    open(
      '/dashboard/default',
      signedIn(testUser({ firm: { firmID: FIRM, name: 'Harbour', suspended: true } })),
    );
    expect(await screen.findByText(/SMOOOTH has suspended your firm's account/)).toBeDefined();
  });

  it('holds a first-time login at /set-up-account, where they can log out', async () => {
    const router = open('/cases', signedIn(testUser({ isFirstTimeLogin: true })));
    expect(await screen.findByRole('heading', { name: 'Set up your account' })).toBeDefined();
    expect(pathOf(router)).toBe('/set-up-account');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it('shows a translated not-found page with a link home for unknown paths', async () => {
    open('/no/such/page', testAuth(null));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('opens the recovery pages from the sign-in links', async () => {
    const router = open('/login', testAuth(null));
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot username?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your username?' })).toBeDefined();
    expect(pathOf(router)).toBe('/reset-username');
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeDefined();
    expect(pathOf(router)).toBe('/pages/forgot/forgot-password');
  });

  it('redirects /register to / (and so, signed out, to /login)', async () => {
    const router = open('/register', testAuth(null));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  it('keeps name search closed unless the feature is on', async () => {
    const router = open('/name-search/add', signedIn(testUser()));
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/default'));
    const enabled = open('/name-search/add', signedIn(testUser({ features: { nameSearch: true } })));
    await waitFor(() => expect(pathOf(enabled)).toBe('/name-search/add'));
  });

  it('never opens name search to a client, whatever the feature says', async () => {
    const client = testUser({ userType: { typeCode: 'GU' }, firm: null, features: { nameSearch: true } });
    for (const path of [
      '/name-search/add',
      '/name-search/history',
      '/name-search/history/5e000000-0000-4000-8000-000000000001',
    ]) {
      const router = open(path, signedIn(client));
      await waitFor(() => expect(pathOf(router)).toBe('/dashboard/client'));
      cleanup();
    }
  });
});
