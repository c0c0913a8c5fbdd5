import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { ALICE, callsTo, KEN, serve, type THandler } from '../../cases/test/case-fixtures';
import { CLIENT_ACCESS, COMPANY_ID, detail, holder, holderDetail } from '../test/entity-fixtures';
import ArchivedHolderPage from './ArchivedHolderPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const HOLDER = `/api/entities/${COMPANY_ID}/holders/raymond`;

function renderPage(user: TUserProfile, routes: Record<string, THandler>) {
  serve(fetchMock, user, routes);
  return renderWithProviders(
    <SnackbarProvider>
      <ArchivedHolderPage />
    </SnackbarProvider>,
    {
      route: `/entities/archive/${COMPANY_ID}/raymond`,
      path: '/entities/archive/:companyID/:holderID',
      auth: testAuth(user),
    },
  );
}

describe('ArchivedHolderPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows the archived company, the former holder’s record and due diligence, and the other holders', async () => {
    renderPage(KEN, { [`GET ${HOLDER}`]: () => jsonResponse(200, holderDetail()) });
    await screen.findByText(/This company was archived on 2026-11-24/);
    expect(screen.getByText('Z987654(1)')).toBeDefined();
    expect(screen.getByText('8 Peak Road, The Peak, Hong Kong')).toBeDefined();
    expect(screen.getByText(/Island Holdings Limited 40% → Raymond Lau 45%/)).toBeDefined();
    const records = screen.getByRole('table', { name: 'Due diligence' });
    expect(within(records).getByRole('link', { name: 'Version 1' }).getAttribute('href')).toBe(
      '/compliance/d0000000-0000-4000-8000-000000000001',
    );
    const others = screen.getByRole('list', { name: 'Other holders' });
    expect(within(others).getByRole('link', { name: 'Alice Leung' }).getAttribute('href')).toBe(
      `/entities/archive/${COMPANY_ID}/alice`,
    );
  });

  it('restores the company for staff and goes to its page', async () => {
    const { router } = renderPage(KEN, {
      [`GET ${HOLDER}`]: () => jsonResponse(200, holderDetail()),
      [`POST /api/entities/${COMPANY_ID}/restore`]: () => jsonResponse(200, detail()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore Lantau Ferry Services Limited?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/entities/active/${COMPANY_ID}`));
    // No note: an empty body, not an empty reason.
    expect(callsTo(fetchMock, 'POST', `/api/entities/${COMPANY_ID}/restore`)[0]?.body).toEqual({});
  });

  it('shows a client the partial number and nothing they may not see', async () => {
    renderPage(ALICE, {
      [`GET ${HOLDER}`]: () =>
        jsonResponse(
          200,
          holderDetail({
            access: CLIENT_ACCESS,
            holder: holder({
              holderID: 'raymond',
              name: 'Raymond Lau',
              standing: 'FORMER',
              idNum: 'Z987',
              idNumPartial: true,
              resAddress: null,
              idExpiryDate: null,
              isPep: null,
            }),
            complianceRecords: null,
          }),
        ),
    });
    await screen.findByText('Z987');
    expect(screen.getByText('Partial number: the whole number is kept by the firm.')).toBeDefined();
    expect(screen.queryByText('Residential address')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Due diligence' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});
