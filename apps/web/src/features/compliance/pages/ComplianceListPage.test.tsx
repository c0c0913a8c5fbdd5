import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import { calls, fetchMock, KEN, renderPage, serve } from '../../tasks/test/task-fixtures';
import { record, riskRecord } from '../test/compliance-fixtures';
import ComplianceListPage from './ComplianceListPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const listCalls = () => calls().filter((c) => c.url.pathname === '/api/compliance');
const renderList = (route = '/compliance') =>
  renderPage(<ComplianceListPage routeName="compliance" />, { user: KEN, path: '/compliance', route });

describe('ComplianceListPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('lists the records with type, subject, company, case, rating, date and preparer; each opens its page', async () => {
    serve({
      'GET /api/compliance': () =>
        jsonResponse(200, {
          records: [
            record({ version: 2 }),
            riskRecord({ riskAssessment: { ...riskRecord().riskAssessment!, rating: 'MEDIUM' } }),
          ],
          total: 2,
        }),
    });
    renderList();
    const table = await screen.findByRole('table', { name: 'Compliance records' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Due diligence',
      'Risk assessmentMedium risk',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Siu Ming Lee' }).getAttribute('href')).toBe(
      '/compliance/e0000000-0000-4000-8000-000000000001',
    );
    expect(within(rows[0]!).getByText('version 2')).toBeTruthy();
    expect(within(rows[0]!).getByText('海港茶葉有限公司')).toBeTruthy();
    expect(within(rows[1]!).getByText('Medium risk')).toBeTruthy();
    expect(within(rows[1]!).getByText('Mandy Ho')).toBeTruthy();
  });

  it('reads the filters from the address and writes changes back, page 1 again', async () => {
    serve({ 'GET /api/compliance': () => jsonResponse(200, { records: [], total: 0 }) });
    const { router } = renderList('/compliance?type=RISK_ASSESSMENT&from=2026-11-01&page=2');
    await screen.findByText('No records match these filters.');
    expect(Object.fromEntries(listCalls()[0]!.url.searchParams)).toEqual({
      type: 'RISK_ASSESSMENT',
      from: '2026-11-01',
      page: '2',
      pageSize: '20',
    });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'DUE_DILIGENCE' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=DUE_DILIGENCE&from=2026-11-01'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Lee' } });
    await waitFor(() => expect(router.state.location.search).toContain('q=Lee'));
    await waitFor(() => expect(listCalls().at(-1)?.url.searchParams.get('q')).toBe('Lee'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages a long list by its cursors, kept in the address, and shows a capped total as 10,000+', async () => {
    const paged = (page: number) => ({
      records: [record()],
      total: 10_000,
      totalCapped: true,
      page,
      pageSize: 20,
      nextCursor: `next${page}`,
      prevCursor: page > 1 ? `prev${page}` : null,
    });
    serve({
      'GET /api/compliance': (_body, url) =>
        jsonResponse(200, paged(Number(url.searchParams.get('page') ?? 1))),
    });
    const { router } = renderList('/compliance?type=DUE_DILIGENCE');
    const last = () => listCalls().at(-1)!.url.searchParams;
    expect(await screen.findByText('1–20 of 10,000+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last().get('after')).toBe('next1'));
    expect(last().get('page')).toBe('2');
    expect(router.state.location.search).toBe('?type=DUE_DILIGENCE&page=2&after=next1');
    expect(await screen.findByText('21–40 of 10,000+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=DUE_DILIGENCE'));
    expect(last().get('after')).toBeNull();
    expect(last().get('before')).toBeNull();
  });

  it('says when the dates are the wrong way round instead of asking the server', async () => {
    serve({ 'GET /api/compliance': () => jsonResponse(200, { records: [], total: 0 }) });
    renderList('/compliance?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(listCalls()).toHaveLength(0);
  });
});
