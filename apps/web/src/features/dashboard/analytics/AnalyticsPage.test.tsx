import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAnalytics } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { callsTo, serve } from '../../cases/test/case-fixtures';
import DashboardPage from '../pages/DashboardPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const HARBOUR = { firmID: '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20', name: 'Harbour Corporate Services Ltd' };
const KOWLOON = { firmID: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Kowloon Secretaries Ltd' };

function analytics(overrides: Partial<TAnalytics> = {}): TAnalytics {
  return {
    firm: HARBOUR,
    firms: [HARBOUR],
    from: '2026-01-01',
    to: '2026-03-31',
    months: ['2026-01', '2026-02', '2026-03'],
    cases: [
      { month: '2026-01', caseType: 'MVP', opened: 3, completed: 1 },
      { month: '2026-03', caseType: 'AR', opened: 2, completed: 0 },
    ],
    stepTimes: [{ caseType: 'MVP', step: 'MVP_FORM', cases: 3, medianHours: 5.5, p90Hours: 60 }],
    invoices: [{ month: '2026-02', issued: 2, issuedCents: 630_000, paid: 1, paidCents: 380_000 }],
    overdueFilings: [],
    overdueNow: 2,
    riskRatings: [{ month: '2026-03', rating: 'HIGH', count: 1 }],
    ...overrides,
  };
}

function renderAnalytics(user = testUser(), route = '/dashboard/analytics') {
  return renderWithProviders(<DashboardPage routeName="dashboardAnalytics" />, {
    route,
    auth: testAuth(user),
  });
}

describe('/dashboard/analytics', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('draws each chart with its numbers one click away as a table and a CSV file', async () => {
    serve(fetchMock, testUser(), { 'GET /api/dashboard/analytics': () => jsonResponse(200, analytics()) });
    renderAnalytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const opened = await screen.findByRole('region', { name: 'Cases opened per month' });
    expect(within(opened).getByRole('img', { name: 'Cases opened per month' })).toBeTruthy();
    expect(within(opened).getByText('Incorporation')).toBeTruthy();

    fireEvent.click(within(opened).getByRole('button', { name: 'Show the numbers' }));
    const rows = within(within(opened).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthIncorporationAnnual renewal',
      '2026-0130',
      '2026-0200',
      '2026-0302',
    ]);

    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:analytics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const invoices = screen.getByRole('region', { name: 'Invoices issued and paid per month (HK$)' });
    fireEvent.click(within(invoices).getByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'analytics-invoices-2026-01-01-2026-03-31.csv',
    );
    // A byte-order mark first, so that spreadsheet programs read it as UTF-8.
    const bytes = new Uint8Array((await saved[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved[0]?.text()).toBe(
      'Month,Invoices issued,Invoices paid,Issued (HK$),Paid (HK$)\r\n2026-01,0,0,0.00,0.00\r\n2026-02,2,1,6300.00,3800.00\r\n2026-03,0,0,0.00,0.00\r\n',
    );

    // Nothing overdue in the range: said in words, today's figure in the note.
    const overdue = screen.getByRole('region', { name: 'Filings overdue per month' });
    expect(within(overdue).getByText('Nothing to show for these dates.')).toBeTruthy();
    expect(within(overdue).getByText(/Today 2 companies are overdue/)).toBeTruthy();
    const steps = screen.getByRole('region', { name: 'Time per workflow step' });
    expect(within(steps).getByText('median 5.5 hours, 90th percentile 2.5 days (3 cases)')).toBeTruthy();
  });

  it('checks the range as the server does before asking, and asks again for the dates picked', async () => {
    serve(fetchMock, testUser(), { 'GET /api/dashboard/analytics': () => jsonResponse(200, analytics()) });
    renderAnalytics(testUser(), '/dashboard/analytics?from=2026-05-01&to=2026-04-01');
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/dashboard/analytics')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    await screen.findByRole('region', { name: 'Cases opened per month' });
    const asked = callsTo(fetchMock, 'GET', '/api/dashboard/analytics').at(-1)?.query;
    expect([asked?.get('from'), asked?.get('to')]).toEqual(['2026-05-01', '2026-06-30']);
  });

  it('lets SMOOOTH pick one firm after the platform', async () => {
    const smoooth = testUser({ userType: { typeCode: 'SMOOOTH' }, firm: null });
    serve(fetchMock, smoooth, {
      'GET /api/dashboard/analytics': (_body, url) =>
        jsonResponse(
          200,
          url.searchParams.get('firmID') === KOWLOON.firmID
            ? analytics({ firm: KOWLOON, firms: [HARBOUR, KOWLOON] })
            : analytics({ firm: null, firms: [HARBOUR, KOWLOON] }),
        ),
    });
    renderAnalytics(smoooth);
    expect(await screen.findByText(/across every firm/)).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Firm' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kowloon Secretaries Ltd' }));
    expect(await screen.findByText(/How Kowloon Secretaries Ltd has been doing/)).toBeTruthy();
  });
});
