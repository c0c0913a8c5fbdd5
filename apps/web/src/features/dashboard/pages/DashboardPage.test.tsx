import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import DashboardPage from './DashboardPage';

vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule(() =>
    Promise.reject(new Error('no calls expected')),
  ),
);

describe('DashboardPage', () => {
  it('gives a client the Link case button, which opens the link-to-case dialog', async () => {
    renderWithProviders(
      <SnackbarProvider>
        <DashboardPage routeName="dashboardClient" />
      </SnackbarProvider>,
      { auth: testAuth(testUser({ userType: { typeCode: 'GU' }, firm: null })) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link case' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Link case' })).toBeDefined();
  });

  it('has no Link case button on the staff dashboard', () => {
    renderWithProviders(
      <SnackbarProvider>
        <DashboardPage routeName="dashboardDefault" />
      </SnackbarProvider>,
      { auth: testAuth(testUser()) },
    );
    expect(screen.getByRole('heading', { name: /Welcome/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Link case' })).toBeNull();
  });
});
