import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAccountSummary, TCaseSummary } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { ADMIN, ALICE, caseSummary, callsTo, FIRM_ID, KEN, serve } from '../test/case-fixtures';
import CaseListPage from './CaseListPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const list = (items: TCaseSummary[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

const MANDY: TAccountSummary = {
  userID: '33333333-3333-4333-8333-333333333333',
  username: 'harbour.mandy',
  email: 'mandy.ho@harbour-cs.example',
  engFirstName: 'Mandy',
  engLastName: 'Ho',
  chiName: null,
  userType: 'COM_SEC',
  status: 'ACTIVE',
  emailVerified: true,
  isFirstTimeLogin: false,
  firmID: FIRM_ID,
  lastLoginDate: null,
  createdDate: '2026-01-02T02:00:00.000Z',
};

function renderList(user = KEN, query = '') {
  return renderWithProviders(
    <SnackbarProvider>
      <CaseListPage routeName="cases" />
    </SnackbarProvider>,
    { route: `/cases${query}`, path: '/cases', auth: testAuth(user) },
  );
}

/** The query of the latest GET /api/cases. */
const lastListQuery = () => {
  const calls = callsTo(fetchMock, 'GET', '/api/cases');
  return calls[calls.length - 1]?.query ?? new URLSearchParams();
};

describe('CaseListPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('lists the cases with their step, people and status, and opens a case from its row', async () => {
    serve(fetchMock, KEN, {
      'GET /api/cases': () =>
        jsonResponse(
          200,
          list([
            caseSummary(),
            caseSummary({
              caseID: 'c0000000-0000-4000-8000-000000000002',
              caseRef: 'MVP-2026-0002',
              companyEngName: 'Peak Ventures Limited',
              companyChiName: null,
              step: 'MVP_FORM',
              staffInCharge: null,
              client: null,
              pendingClientOnboard: true,
            }),
          ]),
        ),
    });
    const { router } = renderList();
    const table = await screen.findByRole('table', { name: 'Cases' });
    const first = within(table).getByText('MVP-2026-0001').closest('tr')!;
    expect(within(first).getByText('Harbour Tea Limited')).toBeDefined();
    expect(within(first).getByText('海港茶業有限公司')).toBeDefined();
    expect(within(first).getByText('Review case')).toBeDefined();
    expect(within(first).getByText('Incorporation')).toBeDefined();
    expect(within(first).getByText('Ongoing')).toBeDefined();
    expect(within(first).getByText('Ken Lau')).toBeDefined();
    expect(within(first).getByText('Alice Leung')).toBeDefined();
    const second = within(table).getByText('MVP-2026-0002').closest('tr')!;
    expect(within(second).getByText('Awaiting client')).toBeDefined();
    expect(within(second).getByText('Nobody yet')).toBeDefined();

    expect(within(first).getByRole('link', { name: 'MVP-2026-0001' }).getAttribute('href')).toBe(
      '/view-cases/ongoing/c0000000-0000-4000-8000-000000000001',
    );
    // Staff open a case that waits for its client at its invitation page.
    fireEvent.click(within(second).getByText('Peak Ventures Limited'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/view-cases/pending-client-onboard/c0000000-0000-4000-8000-000000000002',
      ),
    );
  });

  it('sends the filters of the address and of the controls with the request, and keeps them in the address', async () => {
    serve(fetchMock, KEN, { 'GET /api/cases': () => jsonResponse(200, list([caseSummary()], 45)) });
    const { router } = renderList(KEN, '?caseType=AR&status=OPEN&page=2');
    await screen.findByRole('table', { name: 'Cases' });
    expect(Object.fromEntries(lastListQuery())).toEqual({
      caseType: 'AR',
      status: 'OPEN',
      sort: 'updatedDate',
      order: 'desc',
      page: '2',
      pageSize: '20',
    });

    // The step filter offers the steps of the chosen type.
    const step = screen.getByLabelText('Step');
    const stepOptions = within(step)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(stepOptions).toContain('Review case');
    expect(stepOptions).toContain('File the annual return');
    expect(stepOptions).not.toContain('Fill in case information');
    fireEvent.change(step, { target: { value: 'AR_A_CS' } });
    await waitFor(() => expect(lastListQuery().get('step')).toBe('AR_A_CS'));
    // A filter change starts again at page 1.
    expect(lastListQuery().get('page')).toBe('1');
    expect(router.state.location.search).toBe('?caseType=AR&status=OPEN&step=AR_A_CS');

    // Another type drops a step the new type does not have.
    fireEvent.change(screen.getByLabelText('Case type'), { target: { value: 'EM' } });
    await waitFor(() => expect(lastListQuery().get('caseType')).toBe('EM'));
    expect(lastListQuery().get('step')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'My cases' }));
    await waitFor(() => expect(lastListQuery().get('staffInChargeUserIDs')).toBe(KEN.userID));
    expect(new URLSearchParams(router.state.location.search).get('staffInChargeUserIDs')).toBe(KEN.userID);

    // The search is sent once typing pauses.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' Harbour ' } });
    expect(lastListQuery().get('search')).toBeNull();
    await waitFor(() => expect(lastListQuery().get('search')).toBe('Harbour'));

    // Column headers sort: the same header again flips the order.
    fireEvent.click(screen.getByRole('button', { name: 'Company / BRN' }));
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('companyName'));
    expect(lastListQuery().get('order')).toBe('asc');
    fireEvent.click(screen.getByRole('button', { name: /^Company \/ BRN/ }));
    await waitFor(() => expect(lastListQuery().get('order')).toBe('desc'));

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery().get('page')).toBe('2'));
  });

  it('pages a long list by its cursors and shows a capped total as 10,000+', async () => {
    const paged = (page: number) => ({
      items: [caseSummary()],
      total: 10_000,
      totalCapped: true,
      page,
      pageSize: 20,
      nextCursor: `next${page}`,
      prevCursor: page > 1 ? `prev${page}` : null,
    });
    serve(fetchMock, KEN, {
      'GET /api/cases': (_body, url) => jsonResponse(200, paged(Number(url.searchParams.get('page') ?? 1))),
    });
    const { router } = renderList(KEN, '?status=OPEN');
    expect(await screen.findByText('1–20 of 10,000+')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery().get('after')).toBe('next1'));
    expect(lastListQuery().get('page')).toBe('2');
    expect(router.state.location.search).toBe('?status=OPEN&page=2&after=next1');
    expect(await screen.findByText('21–40 of 10,000+')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery().get('after')).toBe('next2'));
    // Back by the cursor the page gave for the one before it.
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(lastListQuery().get('before')).toBe('prev3'));
    expect(lastListQuery().get('after')).toBeNull();
    // A filter change starts again at the first page, without a cursor.
    fireEvent.change(screen.getByLabelText('Case type'), { target: { value: 'AR' } });
    await waitFor(() => expect(lastListQuery().get('caseType')).toBe('AR'));
    expect(lastListQuery().get('before')).toBeNull();
    expect(lastListQuery().get('page')).toBe('1');
  });

  it('gives a SYSTEM_ADMIN a picker of colleagues for the staff in charge', async () => {
    serve(fetchMock, ADMIN, {
      'GET /api/cases': () => jsonResponse(200, list([caseSummary()])),
      'GET /api/accounts/users': () =>
        jsonResponse(200, { items: [MANDY], total: 1, page: 1, pageSize: 100 }),
    });
    renderList(ADMIN, `?staffInChargeUserIDs=${MANDY.userID}`);
    await screen.findByRole('table', { name: 'Cases' });
    expect(lastListQuery().get('staffInChargeUserIDs')).toBe(MANDY.userID);
    await screen.findByRole('button', { name: 'Mandy Ho' });
    expect(screen.getByRole('switch', { name: 'My cases' })).toHaveProperty('checked', false);

    const picker = screen.getByRole('combobox', { name: 'Staff in charge' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Nobody in charge yet' }));
    await waitFor(() => expect(lastListQuery().get('staffInChargeUserIDs')).toBe(`${MANDY.userID},none`));
    expect(callsTo(fetchMock, 'GET', '/api/accounts/users')[0]?.query.get('group')).toBe('staff');
  });

  it('shows clients their cases without a staff filter, and opens a case at its view', async () => {
    serve(fetchMock, ALICE, {
      'GET /api/cases': () => jsonResponse(200, list([caseSummary({ pendingClientOnboard: true })])),
    });
    renderList(ALICE, `?staffInChargeUserIDs=${KEN.userID}`);
    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(screen.queryByRole('switch', { name: 'My cases' })).toBeNull();
    expect(lastListQuery().get('staffInChargeUserIDs')).toBeNull();
    expect(within(table).getByRole('link', { name: 'MVP-2026-0001' }).getAttribute('href')).toBe(
      '/view-cases/ongoing/c0000000-0000-4000-8000-000000000001',
    );
    // Clients may see cases of several firms.
    expect(within(table).getByText('Harbour Corporate Services Limited')).toBeDefined();
  });

  it('says when nothing matches and clears the filters', async () => {
    serve(fetchMock, KEN, { 'GET /api/cases': () => jsonResponse(200, list([])) });
    const { router } = renderList(KEN, '?status=CANCELLED&search=zzz');
    await screen.findByText('No cases match these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('There are no cases yet.');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    serve(fetchMock, KEN, {
      'GET /api/cases': () =>
        fail
          ? jsonResponse(503, { code: 'UNAVAILABLE', message: 'down' })
          : jsonResponse(200, list([caseSummary()])),
    });
    renderList();
    await screen.findByText('The cases could not be loaded.', {}, { timeout: 8000 });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Cases' });
  });
});
