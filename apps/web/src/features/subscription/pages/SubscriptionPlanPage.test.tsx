import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PLAN_CODES, PLAN_NAMES, PLANS, type TFirmSubscription } from '@portal/domain';
import { testUser } from '../../../test/render-with-providers';
import { renderWithAuthProvider } from '../../../test/render-with-auth-provider';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { saveTokens } from '../../auth/token-storage';
import SubscriptionPlanPage from './SubscriptionPlanPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModuleWithSession((input, init) =>
    fetchMock(input, init),
  ),
);

const SUBSCRIPTION: TFirmSubscription = {
  firmID: '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20',
  firmName: 'Kowloon Secretarial Partners Limited',
  planCode: 'SOLO',
  suspended: false,
  usage: {
    staffSeats: 3,
    activeEntities: 50,
    openCases: 12,
    storageBytes: 5 * 1024 ** 3,
    nameSearchesPerMonth: 41,
    recognitionsPerMonth: 7,
  },
  monthStart: '2026-10-31T16:00:00.000Z',
  plans: PLAN_CODES.map((code) => ({
    planCode: code,
    planName: PLAN_NAMES[code],
    monthlyPriceCents: PLANS[code].monthlyPriceCents,
    limits: PLANS[code].limits,
    features: [...PLANS[code].features],
  })),
  changeBy: 'SMOOOTH',
  billing: { status: 'NONE', periodEnd: null, hasCustomer: false },
};

const urlOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://t');

function serve(subscription: TFirmSubscription, user = testUser()) {
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://t',
    );
    if (url.pathname === '/api/auth/me') return Promise.resolve(jsonResponse(200, user));
    if (url.pathname === '/api/firm/subscription/checkout') {
      const planCode = (JSON.parse(init?.body as string) as { planCode: string }).planCode;
      if (planCode === 'FREE' || subscription.usage.staffSeats > (PLANS.SOLO.limits.staffSeats ?? 0))
        return Promise.resolve(
          jsonResponse(409, {
            code: 'PLAN_USAGE_OVER',
            message:
              'The firm uses more than the Solo plan allows (staff seats: 4 of 3); bring it within the limits first.',
          }),
        );
      return Promise.resolve(jsonResponse(200, { url: 'https://checkout.stripe.example/c/pay/cs_test_1' }));
    }
    if (url.pathname === '/api/firm/subscription') return Promise.resolve(jsonResponse(200, subscription));
    if (url.pathname === '/api/firm/stripe')
      return Promise.resolve(
        jsonResponse(200, { available: true, planAllows: true, accountID: null, chargesEnabled: false }),
      );
    if (url.pathname === '/api/config')
      return Promise.resolve(jsonResponse(200, { supportEmail: 'support@smoooth.example' }));
    return Promise.resolve(jsonResponse(404, { code: 'NOT_FOUND', message: url.pathname }));
  });
}

async function open(subscription = SUBSCRIPTION, user = testUser()) {
  serve(subscription, user);
  saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 });
  renderWithAuthProvider(
    <SnackbarProvider>
      <SubscriptionPlanPage />
    </SnackbarProvider>,
    {
      path: '/subscription-plan',
      route: '/subscription-plan',
    },
  );
  await screen.findByRole('heading', { level: 1, name: 'Subscription plan' });
}

describe('/subscription-plan', () => {
  it('shows the plan, the usage against each limit with the full ones marked, and every plan side by side', async () => {
    await open();
    expect((await screen.findAllByText('Solo')).length).toBeGreaterThan(1);
    expect(screen.getAllByText('HK$480.00 a month')).toHaveLength(2);
    const seats = screen.getByRole('progressbar', { name: 'Staff seats: 3 of 3' });
    expect(seats.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Active companies: 50 of 60' })).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'File storage: 5 GB of 20 GB' })).toBeDefined();
    expect(screen.getAllByText('At the limit')).toHaveLength(1);

    const table = screen.getByRole('table', { name: 'Compare plans' });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect([...row('Staff seats')].map((cell) => cell.textContent)).toEqual(['1', '3', '15', 'No limit']);
    expect([...row('Price')].map((cell) => cell.textContent)).toEqual([
      'Free of charge',
      'HK$480.00 a month',
      'HK$1,880.00 a month',
      'Agreed with SMOOOTH',
    ]);
    expect(within(row('Card payments')[0]!).getByLabelText('Not included')).toBeDefined();
    expect(within(row('Card payments')[1]!).getByLabelText('Included')).toBeDefined();
    expect(await screen.findByRole('link', { name: 'support@smoooth.example' })).toBeDefined();
    // Card payments: not connected yet, and an officer is told who connects it.
    expect(await screen.findByText(/Connect the firm's own Stripe account/)).toBeDefined();
    expect(screen.getByText('A system administrator of the firm connects the account.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Connect Stripe' })).toBeNull();
  });

  it('says so when the firm is suspended', async () => {
    await open({ ...SUBSCRIPTION, suspended: true });
    expect(await screen.findByText(/SMOOOTH has suspended this firm's account/)).toBeDefined();
  });

  it('shows SMOOOTH the plans and where firms’ plans are set, without asking for a firm of its own', async () => {
    fetchMock.mockClear();
    await open(SUBSCRIPTION, testUser({ userType: { typeCode: 'SMOOOTH' }, firm: null }));
    expect(screen.getByRole('table', { name: 'Compare plans' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Account management → Firms.' }).getAttribute('href')).toBe(
      '/account-management?tab=firms',
    );
    expect(screen.queryByText('Current plan')).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => urlOf(input).pathname);
    expect(asked).not.toContain('/api/firm/subscription');
  });

  it('lets a system administrator subscribe through Stripe Checkout, and shows what Stripe says of the subscription', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      await open(
        {
          ...SUBSCRIPTION,
          planCode: 'FREE',
          changeBy: 'STRIPE',
          usage: { ...SUBSCRIPTION.usage, staffSeats: 1 },
        },
        testUser({ userType: { typeCode: 'SYSTEM_ADMIN' } }),
      );
      expect(await screen.findByText(/pay for it monthly by card through Stripe/)).toBeDefined();
      expect(screen.queryByText(/SMOOOTH sets your firm's plan/)).toBeNull();
      screen.getByRole('button', { name: 'Move to Solo (HK$480.00 a month)' }).click();
      await vi.waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://checkout.stripe.example/c/pay/cs_test_1'),
      );
      const sent = fetchMock.mock.calls.find(([input]) => urlOf(input).pathname.endsWith('/checkout'));
      expect(JSON.parse(sent?.[1]?.body as string)).toEqual({ planCode: 'SOLO' });
      expect(screen.getByRole('button', { name: 'Move to Team (HK$1,880.00 a month)' })).toBeDefined();
      expect(screen.queryByRole('button', { name: /Move to Free|Move to Enterprise/ })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a failed renewal and refuses a smaller plan with what is over', async () => {
    await open(
      {
        ...SUBSCRIPTION,
        planCode: 'TEAM',
        changeBy: 'STRIPE',
        usage: { ...SUBSCRIPTION.usage, staffSeats: 4 },
        billing: { status: 'PAST_DUE', periodEnd: '2026-12-20T00:00:00.000Z', hasCustomer: true },
      },
      testUser({ userType: { typeCode: 'SYSTEM_ADMIN' } }),
    );
    expect(await screen.findByText(/The last monthly payment failed/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Card and invoices (Stripe)' })).toBeDefined();
    screen.getByRole('button', { name: 'Move to Solo (HK$480.00 a month)' }).click();
    expect(
      await screen.findByText(/uses more than the Solo plan allows \(staff seats: 4 of 3\)/),
    ).toBeDefined();
  });

  it('an officer reads the subscription but a system administrator changes it', async () => {
    await open({
      ...SUBSCRIPTION,
      changeBy: 'STRIPE',
      billing: { status: 'ACTIVE', periodEnd: '2026-12-20T00:00:00.000Z', hasCustomer: true },
    });
    expect(await screen.findByText(/the next renewal is on 2026-12-20/)).toBeDefined();
    expect(screen.getByText('A system administrator of the firm changes the plan.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Move to/ })).toBeNull();
  });
});
