import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCaseInvitation } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import {
  ADMIN,
  ALICE,
  CASE_ID,
  callsTo,
  caseDetail,
  invitation,
  person,
  serve,
  type THandler,
} from '../test/case-fixtures';
import PendingClientOnboardPage from './PendingClientOnboardPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const DETAIL_PATH = `/api/cases/${CASE_ID}`;
const INVITATIONS_PATH = `${DETAIL_PATH}/invitations`;
const PENDING = invitation();
const pendingCase = caseDetail({ step: 'MVP_FORM', client: null, pendingClientOnboard: true });

function renderPage(routes: Record<string, THandler>) {
  serve(fetchMock, ADMIN, routes);
  return renderWithProviders(
    <SnackbarProvider>
      <PendingClientOnboardPage routeName="pendingClientOnboard" />
    </SnackbarProvider>,
    {
      route: `/view-cases/pending-client-onboard/${CASE_ID}`,
      path: '/view-cases/pending-client-onboard/:caseID',
      auth: testAuth(ADMIN),
    },
  );
}

describe('PendingClientOnboardPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows each invitation with its status, code, dates and attempts; only a pending one can be resent', async () => {
    renderPage({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, pendingCase),
      [`GET ${INVITATIONS_PATH}`]: () =>
        jsonResponse(200, {
          items: [
            invitation({
              invitationID: 'i0000000-0000-4000-8000-000000000000',
              status: 'REVOKED',
              invitationCode: 'OLDCODE2',
              email: 'old@example.hk',
            }),
            PENDING,
          ],
        }),
      [`POST ${INVITATIONS_PATH}/${PENDING.invitationID}/resend`]: () => jsonResponse(200, PENDING),
    });
    const list = await screen.findByRole('list', { name: 'Invitations' });
    const [pending, revoked] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByText('Pending')).toBeDefined();
    expect(within(pending!).getByText('K7PQ2MXA')).toBeDefined();
    expect(within(pending!).getByText('5')).toBeDefined();
    expect(within(revoked!).getByText('Withdrawn')).toBeDefined();
    expect(within(revoked!).queryByText('OLDCODE2')).toBeNull();
    expect(within(revoked!).queryByRole('button')).toBeNull();

    fireEvent.click(
      within(pending!).getByRole('button', { name: 'Resend the invitation to new.client@example.hk' }),
    );
    await screen.findByText('The invitation was sent again to new.client@example.hk.');
    expect(callsTo(fetchMock, 'POST', `${INVITATIONS_PATH}/${PENDING.invitationID}/resend`)).toHaveLength(1);
  });

  it('sends a new code with only the corrected details, and shows the new code', async () => {
    let items: TCaseInvitation[] = [PENDING];
    const renewed = invitation({
      invitationID: 'i0000000-0000-4000-8000-000000000002',
      email: 'brian.chow@example.hk',
      invitationCode: 'NEWC0DE9',
    });
    renderPage({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, pendingCase),
      [`GET ${INVITATIONS_PATH}`]: () => jsonResponse(200, { items }),
      [`POST ${INVITATIONS_PATH}/${PENDING.invitationID}/new-code`]: (body) => {
        const { email } = body as { email?: string };
        if (email === 'taken') {
          return jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'Not an address.', field: 'email' });
        }
        items = [{ ...PENDING, status: 'REVOKED' }, renewed];
        return jsonResponse(200, renewed);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New code for new.client@example.hk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a new code' });
    const email = within(dialog).getByLabelText(/E-mail address/);
    expect((email as HTMLInputElement).value).toBe('new.client@example.hk');

    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send new code' }));
    expect(await within(dialog).findByText('This field is required.')).toBeDefined();

    fireEvent.change(email, { target: { value: 'brian.chow@example.hk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send new code' }));
    await screen.findByText('A new code was sent to brian.chow@example.hk.');
    expect(
      callsTo(fetchMock, 'POST', `${INVITATIONS_PATH}/${PENDING.invitationID}/new-code`)[0]?.body,
    ).toEqual({
      email: 'brian.chow@example.hk',
    });
    expect(await screen.findByText('NEWC0DE9')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a client has linked, and leads to the ongoing case', async () => {
    renderPage({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, caseDetail({ client: person(ALICE) })),
      [`GET ${INVITATIONS_PATH}`]: () =>
        jsonResponse(200, {
          items: [
            invitation({ status: 'USED', usedBy: person(ALICE), usedDate: '2026-03-02T02:00:00.000Z' }),
          ],
        }),
    });
    expect(
      await screen.findByText('Alice Leung has linked to this case; it is no longer waiting for a client.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open case' }).getAttribute('href')).toBe(
      `/view-cases/ongoing/${CASE_ID}`,
    );
    expect(await screen.findByText(/^By Alice Leung on 2026-03-02/)).toBeDefined();
  });

  it('says a case is not found', async () => {
    renderPage({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }),
    });
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeDefined();
    expect(callsTo(fetchMock, 'GET', INVITATIONS_PATH)).toHaveLength(0);
  });
});
