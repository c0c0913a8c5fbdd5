import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { ALICE, callsTo, KEN, serve, type THandler } from '../../cases/test/case-fixtures';
import { COMPANY_ID, summary } from '../test/entity-fixtures';
import EntityListPage from './EntityListPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

function renderList(user: TUserProfile, routes: Record<string, THandler>, archive = false, route?: string) {
  serve(fetchMock, user, routes);
  const path = archive ? '/entities/archive' : '/entities/active';
  return renderWithProviders(
    <SnackbarProvider>
      <EntityListPage routeName={archive ? 'entitiesArchive' : 'entitiesActive'} />
    </SnackbarProvider>,
    { route: route ?? path, path, auth: testAuth(user) },
  );
}

const page =
  (items: unknown[], total = items.length) =>
  () =>
    jsonResponse(200, { items, total, page: 1, pageSize: 20 });

describe('EntityListPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('lists the companies with their numbers, the return due date and the linked client', async () => {
    renderList(KEN, { 'GET /api/entities': page([summary()]) });
    const table = await screen.findByRole('table', { name: 'Active entities' });
    const row = within(table).getByText('Lantau Ferry Services Limited').closest('tr')!;
    expect(within(row).getByText('2876543')).toBeDefined();
    expect(within(row).getByText('64567890')).toBeDefined();
    expect(within(row).getByText('2028-01-01')).toBeDefined();
    // The linked client is an avatar chip that opens a chat.
    expect(within(row).getByRole('button', { name: /^Message Alice Leung/ })).toBeDefined();
    expect(
      within(row)
        .getByRole('link', { name: /Lantau Ferry Services Limited/ })
        .getAttribute('href'),
    ).toBe(`/entities/active/${COMPANY_ID}`);
    expect(callsTo(fetchMock, 'GET', '/api/entities')[0]?.query.get('status')).toBe('ACTIVE');
  });

  it('filters by the next deadline from the address, marks overdue ones, and sorts by them', async () => {
    const { router } = renderList(KEN, {
      'GET /api/entities': page([summary({ nextDueDate: '2020-01-31', nextDueKind: 'NAR1' })]),
    });
    const table = await screen.findByRole('table', { name: 'Active entities' });
    const row = within(table).getByText('Lantau Ferry Services Limited').closest('tr')!;
    expect(within(row).getByText('2020-01-31')).toBeDefined();
    expect(within(row).getByText('Annual return (Form NAR1)')).toBeDefined();
    expect(within(row).getByText('Overdue')).toBeDefined();
    const filter = screen.getByRole('group', { name: 'Show companies by their next deadline' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?due=OVERDUE'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/entities').some((c) => c.query.get('due') === 'OVERDUE')).toBe(
        true,
      ),
    );
    expect(within(filter).getByRole('button', { name: 'Overdue' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(table).getByRole('button', { name: /Next deadline/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?due=OVERDUE&sort=nextDueDate&order=asc'));
  });

  it('searches once typing pauses, with the search in the address', async () => {
    const { router } = renderList(KEN, { 'GET /api/entities': page([summary()]) });
    await screen.findByRole('table', { name: 'Active entities' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' 6456 ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=6456'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/entities').some((c) => c.query.get('search') === '6456')).toBe(
        true,
      ),
    );
  });

  it('reads search, order and page from the address; says so when nothing matches', async () => {
    renderList(
      KEN,
      { 'GET /api/entities': page([], 0) },
      false,
      '/entities/active?search=zzz&sort=nextReturnDate&order=desc',
    );
    await screen.findByText('No company matches your search.');
    const [call] = callsTo(fetchMock, 'GET', '/api/entities');
    expect([call?.query.get('search'), call?.query.get('sort'), call?.query.get('order')]).toEqual([
      'zzz',
      'nextReturnDate',
      'desc',
    ]);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('zzz');
  });

  it('pages a long list by its cursors, kept in the address, and shows a capped total as 10,000+', async () => {
    const paged = (number: number) => ({
      items: [summary()],
      total: 10_000,
      totalCapped: true,
      page: number,
      pageSize: 20,
      nextCursor: `next${number}`,
      prevCursor: number > 1 ? `prev${number}` : null,
    });
    const { router } = renderList(KEN, {
      'GET /api/entities': (_body, url) =>
        jsonResponse(200, paged(Number(url.searchParams.get('page') ?? 1))),
    });
    const lastQuery = () => callsTo(fetchMock, 'GET', '/api/entities').at(-1)!.query;
    expect(await screen.findByText('1–20 of 10,000+')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery().get('after')).toBe('next1'));
    expect(lastQuery().get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2&after=next1');
    expect(await screen.findByText('21–40 of 10,000+')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery().get('after')).toBe('next2'));
    // Back by the cursor the page gave for the one before it.
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(lastQuery().get('before')).toBe('prev3'));
    expect(lastQuery().get('after')).toBeNull();
    // A filter starts again at the first page, without a cursor.
    fireEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(lastQuery().get('due')).toBe('OVERDUE'));
    expect(lastQuery().get('before')).toBeNull();
    expect(lastQuery().get('page')).toBe('1');
  });

  it('lists archived companies with their former holders, each linking to the holder’s page', async () => {
    renderList(
      ALICE,
      {
        'GET /api/entities': page([
          summary({
            status: 'ARCHIVED',
            archivedDate: '2026-11-24T02:00:00.000Z',
            holders: [
              { holderID: 'alice', holderType: 'I', name: 'Alice Leung', standing: 'FORMER' },
              { holderID: 'raymond', holderType: 'I', name: 'Raymond Lau', standing: 'FORMER' },
            ],
          }),
        ]),
      },
      true,
    );
    const holders = await screen.findByRole('list', {
      name: 'Former holders of Lantau Ferry Services Limited',
    });
    expect(within(holders).getByRole('link', { name: 'Raymond Lau' }).getAttribute('href')).toBe(
      `/entities/archive/${COMPANY_ID}/raymond`,
    );
    expect(screen.getByText('2026-11-24')).toBeDefined();
    // A client sees which firm looks after each company.
    expect(screen.getByText('Harbour Corporate Services Limited')).toBeDefined();
    const [call] = callsTo(fetchMock, 'GET', '/api/entities');
    expect([call?.query.get('status'), call?.query.get('sort')]).toEqual(['ARCHIVED', 'archivedDate']);
  });
});
