import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TClientDashboard, TSmooothDashboard, TStaffDashboard } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { ALICE, CASE_ID, KEN, serve, task } from '../../cases/test/case-fixtures';
import { COMPANY_ID, summary } from '../../entities/test/entity-fixtures';
import DashboardPage from './DashboardPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const count = (total: number, totalCapped = false) => ({ total, totalCapped });

function staffBoard(overrides: Partial<TStaffDashboard> = {}): TStaffDashboard {
  return {
    role: 'staff',
    myTasks: {
      ...count(12),
      items: [
        task({
          taskActionKey: 'CS_FORM_R',
          taskUserID: KEN.userID,
          status: 'IN_PROGRESS',
          assigneeRole: 'officer',
          updatedDate: '2026-01-05T02:00:00.000Z',
        }),
      ],
    },
    queuedTasks: count(3),
    deadlines: {
      overdue: count(2),
      week: count(4),
      month: count(10000, true),
      soonest: [summary({ nextDueDate: '2020-01-31', nextDueKind: 'NAR1' })],
    },
    pipeline: [
      { caseType: 'MVP', step: 'MVP_D_D_CO', count: 2 },
      { caseType: 'MVP', step: 'MVP_FORM', count: 5 },
      { caseType: 'AR', step: 'AR_A_CS', count: 1 },
    ],
    messages: { totalUnread: 7, topics: [] },
    alerts: { riskReviews: count(1), screeningHits: count(0) },
    ...overrides,
  };
}

function render(routeName: 'dashboardDefault' | 'dashboardClient' | 'dashboardSmoooth', user = KEN) {
  return renderWithProviders(
    <SnackbarProvider>
      <DashboardPage routeName={routeName} />
    </SnackbarProvider>,
    { auth: testAuth(user) },
  );
}

describe('the staff dashboard', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows each figure as a link to the list counted, with "10,000+" for a capped count', async () => {
    serve(fetchMock, KEN, { 'GET /api/dashboard': () => jsonResponse(200, staffBoard()) });
    render('dashboardDefault');
    const figures = await screen.findByRole('region', { name: 'At a glance' });
    const link = (name: RegExp) => within(figures).getByRole('link', { name }).getAttribute('href');
    expect(link(/12\s*My open tasks/)).toBe('/tasks/incomplete?tabKey=mine');
    expect(link(/3\s*Waiting to be taken/)).toBe('/tasks/incomplete?tabKey=queued');
    expect(link(/7\s*Unread messages/)).toBe('/messages');
    expect(link(/2\s*Companies overdue/)).toBe('/entities/active?due=OVERDUE');
    expect(link(/4\s*Due within 7 days/)).toBe('/entities/active?due=WEEK');
    expect(link(/10,000\+\s*Due within 30 days/)).toBe('/entities/active?due=MONTH');
    expect(link(/1\s*Risk assessments to review/)).toBe(
      '/tasks/incomplete?tabKey=queued&taskActionKey=DD_CO_FORM',
    );
    // Name searches are not enabled for this user: no screening figure.
    expect(within(figures).queryByRole('link', { name: /Screening hits/ })).toBeNull();
  });

  it('lists my tasks with where to act, the next deadlines and the cases by step, each step a filtered list', async () => {
    serve(fetchMock, KEN, { 'GET /api/dashboard': () => jsonResponse(200, staffBoard()) });
    render('dashboardDefault');
    const tasks = await screen.findByRole('list', { name: 'My tasks' });
    expect(within(tasks).getByRole('link', { name: 'Review incorporation case' }).getAttribute('href')).toBe(
      `/case-review/${CASE_ID}`,
    );
    expect(within(tasks).getByText(/Waiting since 2026-01-05/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'See all 12' }).getAttribute('href')).toBe(
      '/tasks/incomplete?tabKey=mine',
    );

    const deadlines = screen.getByRole('list', { name: 'Next deadlines' });
    expect(
      within(deadlines).getByRole('link', { name: 'Lantau Ferry Services Limited' }).getAttribute('href'),
    ).toBe(`/entities/active/${COMPANY_ID}`);
    expect(within(deadlines).getByText('Overdue')).toBeDefined();

    const incorporation = screen.getByRole('list', { name: 'Incorporation' });
    const steps = within(incorporation).getAllByRole('link');
    // In the workflow's order, not the server's.
    expect(steps.map((s) => s.textContent)).toEqual([
      'Fill in case information: 5',
      'Review risk assessment: 2',
    ]);
    expect(steps[0]?.getAttribute('href')).toBe('/cases?status=OPEN&caseType=MVP&step=MVP_FORM');
    expect(within(screen.getByRole('list', { name: 'Annual renewal' })).getAllByRole('link')).toHaveLength(1);
  });

  it('says so when the figures cannot be read', async () => {
    serve(fetchMock, KEN, { 'GET /api/dashboard': () => jsonResponse(500, { code: 'X', message: 'x' }) });
    render('dashboardDefault');
    expect(await screen.findByText(/could not be loaded/)).toBeDefined();
  });
});

describe('the client dashboard', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  const clientBoard = (overrides: Partial<TClientDashboard> = {}): TClientDashboard => ({
    role: 'client',
    myTasks: {
      ...count(1),
      items: [task({ taskActionKey: 'POC_DOC_SIGN', taskUserID: ALICE.userID, status: 'IN_PROGRESS' })],
    },
    companies: { ...count(1), items: [summary({ nextDueDate: '2099-03-01', nextDueKind: 'NAR1' })] },
    messages: { totalUnread: 0, topics: [] },
    ...overrides,
  });

  it('gives each waiting task a big button to where it is done, the companies’ due dates, and Link case', async () => {
    serve(fetchMock, ALICE, { 'GET /api/dashboard': () => jsonResponse(200, clientBoard()) });
    render('dashboardClient', ALICE);
    const steps = await screen.findByRole('heading', { name: 'Your next steps (1)' });
    expect(steps).toBeDefined();
    expect(screen.getByRole('link', { name: /Download or sign documents/ }).getAttribute('href')).toBe(
      `/docs-sign/${CASE_ID}`,
    );
    const companies = screen.getByRole('list', { name: 'Your companies' });
    expect(within(companies).getByText('2099-03-01')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Link case' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Link case' })).toBeDefined();
  });

  it('says when nothing is waiting', async () => {
    serve(fetchMock, ALICE, {
      'GET /api/dashboard': () => jsonResponse(200, clientBoard({ myTasks: { ...count(0), items: [] } })),
    });
    render('dashboardClient', ALICE);
    expect(await screen.findByText(/Nothing is waiting for you/)).toBeDefined();
    expect(screen.queryByRole('list', { name: 'My tasks' })).toBeNull();
  });
});

describe('the SMOOOTH dashboard', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });
  const SMOOOTH = testUser({ userType: { typeCode: 'SMOOOTH' }, firm: null });
  const board = (jobs: Partial<TSmooothDashboard['jobs']> = {}): TSmooothDashboard => ({
    role: 'smoooth',
    firms: [
      {
        firm: {
          firmID: '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20',
          name: 'Harbour Corporate Services Limited',
          planCode: 'TEAM',
          tcspLicenceNo: 'TC001234',
          staffCount: 3,
          activeAdminCount: 1,
          clientCount: 3,
          usage: {
            staffSeats: 3,
            activeEntities: 12,
            openCases: 300,
            storageBytes: 0,
            nameSearchesPerMonth: 0,
            recognitionsPerMonth: 0,
          },
          suspendedDate: null,
          suspendedReason: null,
          billingStatus: 'PAST_DUE',
          createdDate: '2026-01-01T00:00:00.000Z',
        },
        casesThisMonth: 9,
        mailFailures: 2,
      },
    ],
    mailFailures: count(2),
    jobs: { queued: 4, late: 0, running: 1, stuck: 0, failed: 0, oldestLateDate: null, ...jobs },
  });

  it('shows each firm with its plan, usage against it, this month’s cases and failed mails, and the queue', async () => {
    serve(fetchMock, SMOOOTH, { 'GET /api/dashboard': () => jsonResponse(200, board()) });
    render('dashboardSmoooth', SMOOOTH);
    const table = await screen.findByRole('table', { name: 'Firms' });
    const row = within(table).getByText('Harbour Corporate Services Limited').closest('tr')!;
    expect(within(row).getByText(/Team · Payment overdue/)).toBeDefined();
    expect(within(row).getByText('3 / 15')).toBeDefined();
    expect(within(row).getByText('9')).toBeDefined();
    const figures = screen.getByRole('region', { name: 'At a glance' });
    expect(
      within(figures)
        .getByRole('link', { name: /2\s*Failed mails/ })
        .getAttribute('href'),
    ).toBe('/account-management?tab=outbox&status=FAILED');
    expect(screen.getByText(/The job queue is keeping up/)).toBeDefined();
    // No one may open a case from here.
    expect(screen.queryByRole('link', { name: /Create case/ })).toBeNull();
  });

  it('says when the queue is behind, and since when', async () => {
    serve(fetchMock, SMOOOTH, {
      'GET /api/dashboard': () =>
        jsonResponse(200, board({ late: 3, oldestLateDate: '2026-11-27T01:00:00.000Z' })),
    });
    render('dashboardSmoooth', SMOOOTH);
    expect(await screen.findByText(/The job queue is behind: a job due at 2026-11-27/)).toBeDefined();
  });
});
