import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { caseSummary } from '../../cases/test/case-fixtures';
import { calls, CASE_ID, fetchMock, KEN, renderPage, serve } from '../../tasks/test/task-fixtures';
import { history, lists, OFAC, OFAC_VERSION, SEARCH_ID, summary, UN } from '../test/name-search-fixtures';
import NameSearchHistoryPage from './NameSearchHistoryPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const STAFF = testUser({ ...KEN, features: { nameSearch: true } });
const OLD_UN = {
  ...UN,
  versionID: 'b0000000-0000-4000-8000-000000000009',
  publishedDate: '2026-10-02',
  current: false,
};

const historyCalls = () => calls().filter((c) => c.url.pathname === '/api/name-search/history');
const lastQuery = () => Object.fromEntries(historyCalls().at(-1)?.url.searchParams ?? []);

function serveHistory(answer = history([summary()])) {
  serve({
    'GET /api/cases': () =>
      jsonResponse(200, { ...history([]), items: [caseSummary({ caseRef: 'MVP-2026-0001' })], total: 1 }),
    'GET /api/name-search/history': () => jsonResponse(200, answer),
    'GET /api/screening/lists': () => jsonResponse(200, lists([UN, OLD_UN, OFAC])),
  });
}

const renderHistory = (query = '') =>
  renderPage(<NameSearchHistoryPage routeName="nameSearchHistory" />, {
    user: STAFF,
    path: '/name-search/history',
    route: `/name-search/history${query}`,
  });

describe('NameSearchHistoryPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('lists the searches, each row opening its record', async () => {
    serveHistory(
      history([
        summary({ caseID: CASE_ID, caseRef: 'MVP-2026-0001', matchCount: 3, openHits: 2 }),
        summary({
          searchID: '5e000000-0000-4000-8000-000000000002',
          name: 'Harbour Tea Ltd',
          type: 'C',
          matchCount: 0,
          openHits: 0,
          outcome: 'NO_HITS',
        }),
      ]),
    );
    renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Name search history' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Name searches' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Taiman Chan' }).getAttribute('href')).toBe(
      `/name-search/history/${SEARCH_ID}`,
    );
    expect(within(first!).getByText('Hits to decide')).toBeTruthy();
    expect(within(first!).getByText('3 (2 open)')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'MVP-2026-0001' }).getAttribute('href')).toBe(
      `/view-cases/ongoing/${CASE_ID}`,
    );
    expect(within(first!).getByText('UN of 2026-11-20')).toBeTruthy();
    expect(within(second!).getByText('No hits')).toBeTruthy();
    expect(within(second!).getByText('Corporate')).toBeTruthy();
  });

  it('keeps the filters in the address and asks the API with them', async () => {
    serveHistory();
    const { router } = renderHistory();
    await screen.findByRole('table', { name: 'Name searches' });
    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'ESCALATED' } });
    await waitFor(() => expect(router.state.location.search).toBe('?outcome=ESCALATED'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ outcome: 'ESCALATED' }));

    const version = screen.getByLabelText<HTMLSelectElement>('List version');
    expect([...version.options].map((o) => o.textContent)).toEqual([
      'Any version',
      'UN of 2026-11-20 (current)',
      'UN of 2026-10-02',
      'OFAC of 2026-11-18 (current)',
    ]);
    fireEvent.change(version, { target: { value: OFAC_VERSION } });
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ outcome: 'ESCALATED', listVersionID: OFAC_VERSION }),
    );

    fireEvent.change(screen.getByLabelText('Person or company'), { target: { value: 'Chan' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ person: 'Chan' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      person: 'Chan',
      outcome: 'ESCALATED',
      listVersionID: OFAC_VERSION,
    });

    fireEvent.change(screen.getByLabelText('Searched from'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Searched to'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    const asked = historyCalls().length;
    fireEvent.change(screen.getByLabelText('Searched to'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-11-20', to: '2026-11-30' }));
    expect(historyCalls().length).toBe(asked + 1);
  });

  it('opens filtered by the address, case included, and clears every filter at once', async () => {
    serveHistory(history([]));
    const { router } = renderHistory(`?caseID=${CASE_ID}&caseRef=MVP-2026-0001&outcome=PENDING`);
    expect(await screen.findByText('No search matches these filters.')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ caseID: CASE_ID, outcome: 'PENDING' });
    expect(screen.getByLabelText<HTMLInputElement>('Case').value).toBe('MVP-2026-0001');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery().caseID).toBeUndefined());
  });

  it('filters by a case picked by its company', async () => {
    serveHistory();
    const { router } = renderHistory();
    await screen.findByRole('table', { name: 'Name searches' });
    const field = screen.getByRole('combobox', { name: 'Case' });
    fireEvent.change(field, { target: { value: 'Harbour' } });
    // The cases are asked for by what was typed, once typing pauses.
    await waitFor(() =>
      expect(
        calls().some(
          (c) => c.url.pathname === '/api/cases' && c.url.searchParams.get('search') === 'Harbour',
        ),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'MVP-2026-0001 · Harbour Tea Limited' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ caseID: CASE_ID }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      caseID: CASE_ID,
      caseRef: 'MVP-2026-0001',
    });
  });

  it('pages on by the cursor the list gave out', async () => {
    serveHistory({ ...history([summary()], { nextCursor: 'next-page' }), total: 45 });
    const { router } = renderHistory();
    await screen.findByRole('table', { name: 'Name searches' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&after=next-page'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2', after: 'next-page' }));
  });
});
