import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TLoginResponse, TMyProfile, TSessionInfo, TUserProfile } from '@portal/domain';
import { testUser } from '../../../test/render-with-providers';
import { renderWithAuthProvider } from '../../../test/render-with-auth-provider';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { useAuth } from '../../auth/auth-context';
import { readTokens, saveTokens } from '../../auth/token-storage';
import AccountProfilePage from './AccountProfilePage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModuleWithSession((input, init) =>
    fetchMock(input, init),
  ),
);

const STAFF = testUser({ phone: '+852 9123 4567' });
const CLIENT = testUser({ userType: { typeCode: 'GU' }, firm: null });
const profileOf = (user: TUserProfile): TMyProfile => ({
  ...user,
  subscription: user.firm ? { planCode: 'TEAM', planName: 'Team' } : null,
});

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const session = (id: number, current: boolean, userAgent: string | null): TSessionInfo => ({
  sessionID: `00000000-0000-4000-8000-00000000000${id}`,
  createdDate: '2026-03-01T02:00:00.000Z',
  lastUsedDate: '2026-03-02T02:00:00.000Z',
  expiresDate: '2026-04-01T02:00:00.000Z',
  ip: `10.0.0.${id}`,
  userAgent,
  current,
});

type THandler = (body: unknown) => Response;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Answers GET /api/auth/me and /api/user/myProfile for `user`, and anything in `routes` ('METHOD /path'). */
function serve(user: TUserProfile, routes: Record<string, THandler> = {}) {
  fetchMock.mockImplementation((input, init) => {
    const key = `${init?.method ?? 'GET'} ${urlOf(input)}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[key];
    if (handler) return Promise.resolve(handler(body));
    if (key === 'GET /api/auth/me') return Promise.resolve(jsonResponse(200, user));
    if (key === 'GET /api/user/myProfile') return Promise.resolve(jsonResponse(200, profileOf(user)));
    return Promise.resolve(jsonResponse(500, { code: 'UNEXPECTED', message: `unexpected ${key}` }));
  });
}

const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}` === key);

/** Stands in for the header: the signed-in user's English name. */
function HeaderName() {
  const { user } = useAuth();
  return <p data-testid="header-name">{user ? `${user.engFirstName} ${user.engLastName}` : ''}</p>;
}

async function openPage(query = '') {
  saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 });
  const rendered = renderWithAuthProvider(
    <SnackbarProvider>
      <HeaderName />
      <AccountProfilePage />
    </SnackbarProvider>,
    { path: '/user/account-profile', route: `/user/account-profile${query}` },
  );
  await screen.findByRole('heading', { name: 'Account' });
  return rendered;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AccountProfilePage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('opens the tab the query names and keeps the query in step, replacing the entry', async () => {
    serve(STAFF, { 'GET /api/user/sessions': () => jsonResponse(200, { items: [] }) });
    const { router } = await openPage('?tabValue=sessions');
    expect(selectedTab().textContent).toBe('Sessions');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal details',
      'Password',
      'Two-factor sign-in',
      'Preferences',
      'Sessions',
      'Calendar',
      'Plan',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Plan' }));
    expect(router.state.location.search).toBe('?tabValue=plan');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Harbour Corporate Services Ltd')).toBeDefined();
    expect(screen.getByText('Team')).toBeDefined();
  });

  it('makes a calendar link shown once, replaces it and stops it', async () => {
    let active = false;
    const url = `https://portal.example/api/calendar/${'a'.repeat(43)}.ics`;
    serve(CLIENT, {
      'GET /api/user/calendar-feed': () =>
        jsonResponse(200, { active, createdDate: active ? '2026-11-25T02:00:00.000Z' : null }),
      'POST /api/user/calendar-feed': () => {
        active = true;
        return jsonResponse(200, { url, createdDate: '2026-11-25T02:00:00.000Z' });
      },
      'DELETE /api/user/calendar-feed': () => {
        active = false;
        return new Response(null, { status: 204 });
      },
    });
    await openPage('?tabValue=calendar');
    expect(await screen.findByText('You have no calendar link yet.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Make a calendar link' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Calendar link (iCalendar)')).value).toBe(url);
    expect(screen.getByText(/Keep it private/)).toBeDefined();
    await screen.findByRole('button', { name: 'Make a new link (the old one stops working)' });
    fireEvent.click(screen.getByRole('button', { name: 'Stop the calendar link' }));
    expect(await screen.findByText('You have no calendar link yet.')).toBeDefined();
    expect(screen.queryByLabelText('Calendar link (iCalendar)')).toBeNull();
  });

  it('shows clients the personal tab for ?tabValue=plan, without a Plan tab', async () => {
    serve(CLIENT);
    await openPage('?tabValue=plan');
    expect(selectedTab().textContent).toBe('Personal details');
    expect(screen.queryByRole('tab', { name: 'Plan' })).toBeNull();
    expect(await screen.findByLabelText('First name (English)')).toBeDefined();
  });

  it('saves the personal details and shows the new name at once', async () => {
    const patch = vi.fn<THandler>((body) =>
      jsonResponse(200, profileOf({ ...STAFF, ...(body as Partial<TUserProfile>), phone: null })),
    );
    serve(STAFF, { 'PATCH /api/user/profile': patch });
    await openPage();
    await screen.findByLabelText('First name (English)');
    expect(screen.getByText('mchan')).toBeDefined();
    expect(screen.getByText('mary.chan@example.hk')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+852 9123 4567');
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe('Mary Chan'));

    type('First name (English)', ' Maria ');
    type('Phone', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes have been saved.')).toBeDefined();
    expect(patch).toHaveBeenCalledWith({
      engFirstName: 'Maria',
      engLastName: 'Chan',
      chiName: '陳美麗',
      phone: '',
    });
    expect(screen.getByTestId('header-name').textContent).toBe('Maria Chan');
    expect(screen.getByLabelText<HTMLInputElement>('First name (English)').value).toBe('Maria');
  });

  it('checks the names before sending and shows a refusal under its field', async () => {
    const patch = vi.fn<THandler>(() =>
      jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'Phone number is not valid.', field: 'phone' }),
    );
    serve(STAFF, { 'PATCH /api/user/profile': patch });
    await openPage();
    await screen.findByLabelText('First name (English)');
    type('First name (English)', '美麗');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The first name (English) must be in English, without Chinese characters.'),
    ).toBeDefined();
    expect(patch).not.toHaveBeenCalled();

    type('First name (English)', 'Mary');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText('Phone number is not valid.');
    expect(screen.getByLabelText('Phone').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('shows a wrong current password under Current password', async () => {
    serve(STAFF, {
      'POST /api/user/changePassword': () =>
        jsonResponse(400, {
          code: 'WRONG_PASSWORD',
          message: 'The current password is not correct.',
          field: 'oldPassword',
        }),
    });
    await openPage('?tabValue=password');
    type('Current password', 'not-it');
    type('New password', 'harbour lantern tram');
    type('Confirm new password', 'harbour lantern tram');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const message = await screen.findByText('The current password is not correct.');
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(readTokens()?.refreshToken).toBe('r1');
  });

  it('stores the new session after a password change and clears the form', async () => {
    const grant: TLoginResponse = {
      accessToken: 'a2',
      refreshToken: 'r2',
      expiresIn: 900,
      user: STAFF,
      userType: STAFF.userType,
      isFirstTimeLogin: false,
    };
    const post = vi.fn<THandler>(() => jsonResponse(200, grant));
    serve(STAFF, { 'POST /api/user/changePassword': post });
    await openPage('?tabValue=password');
    type('Current password', 'old secret words');
    type('New password', 'harbour lantern tram');
    type('Confirm new password', 'harbour lantern tram');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions have been signed out.'),
    ).toBeDefined();
    expect(post).toHaveBeenCalledWith({
      oldPassword: 'old secret words',
      newPassword: 'harbour lantern tram',
    });
    expect(readTokens()?.refreshToken).toBe('r2');
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('lists the sessions and signs out all the others', async () => {
    let items = [session(1, true, CHROME), session(2, false, FIREFOX), session(3, false, null)];
    serve(STAFF, {
      'GET /api/user/sessions': () => jsonResponse(200, { items }),
      'POST /api/user/sessions/revokeOthers': () => {
        items = items.filter((item) => item.current);
        return jsonResponse(200, { revoked: 2 });
      },
    });
    await openPage('?tabValue=sessions');
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Chrome on Linux')).toBeDefined();
    expect(within(rows[0]!).getByText('This device')).toBeDefined();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).getByText('10.0.0.1')).toBeDefined();
    expect(within(rows[1]!).getByText('Firefox on Windows')).toBeDefined();
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out: Firefox on Windows' })).toBeDefined();
    expect(within(rows[2]!).getByText('Unknown device')).toBeDefined();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
      await Promise.resolve();
    });
    expect(await screen.findByText('2 other sessions have been signed out.')).toBeDefined();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls('POST /api/user/sessions/revokeOthers')).toHaveLength(1);
    expect(calls('GET /api/user/sessions').length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Sign out all other sessions' }).disabled,
    ).toBe(true);
  });

  it('signs out one other session', async () => {
    let items = [session(1, true, CHROME), session(2, false, FIREFOX)];
    const remove = vi.fn<THandler>(() => {
      items = items.filter((item) => item.current);
      return new Response(null, { status: 204 });
    });
    serve(STAFF, {
      'GET /api/user/sessions': () => jsonResponse(200, { items }),
      [`DELETE /api/user/sessions/${session(2, false, null).sessionID}`]: remove,
    });
    await openPage('?tabValue=sessions');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out: Firefox on Windows' }));
    expect(await screen.findByText('The device has been signed out.')).toBeDefined();
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
