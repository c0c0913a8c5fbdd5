import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TService, TServicesOverview } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { callsTo, serve } from '../../cases/test/case-fixtures';
import DashboardPage from './DashboardPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const HARBOUR = { firmID: '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20', name: 'Harbour Corporate Services Ltd' };
const KOWLOON = { firmID: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Kowloon Secretaries Ltd' };

function incorporation(overrides: Partial<TService> = {}): TService {
  return {
    caseType: 'MVP',
    feeCents: 380_000,
    completed: 12,
    medianDays: 9.5,
    steps: [
      { step: 'MVP_FORM', cases: 14, medianHours: 30.25 },
      { step: 'MVP_SUBMITTED', cases: 1, medianHours: 72 },
      { step: 'MVP_D_D_CS', cases: 0, medianHours: null },
      { step: 'MVP_D_D_CO', cases: 2, medianHours: 0.2 },
    ],
    ...overrides,
  };
}

function overview(overrides: Partial<TServicesOverview> = {}): TServicesOverview {
  return {
    firm: HARBOUR,
    firms: [HARBOUR],
    since: '2025-11-27',
    services: [
      incorporation(),
      {
        caseType: 'AR',
        feeCents: null,
        completed: 0,
        medianDays: null,
        steps: [{ step: 'AR_SH_LINK', cases: 0, medianHours: null }],
      },
    ],
    ...overrides,
  };
}

function renderServices(user = testUser()) {
  return renderWithProviders(<DashboardPage routeName="dashboardServices" />, {
    route: '/dashboard/services',
    auth: testAuth(user),
  });
}

describe('/dashboard/services', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows each service with its fee, its steps in order and how long they take here', async () => {
    serve(fetchMock, testUser(), { 'GET /api/dashboard/services': () => jsonResponse(200, overview()) });
    renderServices();
    expect(screen.getByRole('heading', { level: 1, name: 'Services and fees' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Incorporation' });
    expect(within(card).getByText('HK$3,800.00')).toBeTruthy();
    expect(
      within(card).getByText('Usually completed in 9.5 days (the median of 12 cases in the period).'),
    ).toBeTruthy();
    const steps = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'Fill in case information · median 30.3 hours (14 cases)',
      'Review case · median 3 days (1 case)',
      'Conduct due diligence · no case through this step yet',
      'Review risk assessment · median under an hour (2 cases)',
    ]);
    const renewal = screen.getByRole('region', { name: 'Annual renewal' });
    expect(within(renewal).getByText('Fee on request')).toBeTruthy();
    expect(within(renewal).getByText('No case of this kind was completed here in the period.')).toBeTruthy();
    expect(screen.getByText(/What Harbour Corporate Services Ltd offers.*since 2025-11-27\./)).toBeTruthy();
    // One firm: nothing to pick.
    expect(screen.queryByRole('combobox', { name: 'Firm' })).toBeNull();
  });

  it('lets SMOOOTH read the platform’s times, then one firm’s fees, asking the API for that firm', async () => {
    const smoooth = testUser({ userType: { typeCode: 'SMOOOTH' }, firm: null });
    serve(fetchMock, smoooth, {
      'GET /api/dashboard/services': (_body, url) => {
        const firmID = url.searchParams.get('firmID');
        return jsonResponse(
          200,
          firmID === KOWLOON.firmID
            ? overview({ firm: KOWLOON, firms: [HARBOUR, KOWLOON] })
            : overview({
                firm: null,
                firms: [HARBOUR, KOWLOON],
                services: [incorporation({ feeCents: null })],
              }),
        );
      },
    });
    renderServices(smoooth);
    expect(await screen.findByText(/across the platform/)).toBeTruthy();
    expect(screen.getByText('Fee on request')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Firm' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kowloon Secretaries Ltd' }));
    expect(await screen.findByText(/What Kowloon Secretaries Ltd offers/)).toBeTruthy();
    expect(screen.getByText('HK$3,800.00')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/dashboard/services').map((c) => c.query.get('firmID'))).toEqual([
      null,
      KOWLOON.firmID,
    ]);
  });

  it('says so when the services cannot be read', async () => {
    serve(fetchMock, testUser(), {
      'GET /api/dashboard/services': () => jsonResponse(503, { code: 'UNAVAILABLE', message: 'x' }),
    });
    renderServices();
    expect(
      await screen.findByText(
        'The services could not be loaded. Please refresh the page.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
