import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAccountSummary, TAuditLogEntry, TInvitation, TUserProfile } from '@portal/domain';
import { testUser } from '../../../test/render-with-providers';
import { renderWithAuthProvider } from '../../../test/render-with-auth-provider';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { saveTokens } from '../../auth/token-storage';
import AccountManagementPage from './AccountManagementPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModuleWithSession((input, init) =>
    fetchMock(input, init),
  ),
);

const FIRM_ID = '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20';
const ADMIN = testUser({
  userID: '11111111-1111-4111-8111-111111111111',
  username: 'harbour.admin',
  engFirstName: 'Winnie',
  engLastName: 'Chan',
  userType: { typeCode: 'SYSTEM_ADMIN' },
});
const COM_SEC = testUser({ userType: { typeCode: 'COM_SEC' } });
const CLIENT = testUser({ userType: { typeCode: 'GU' }, firm: null });
const SMOOOTH = testUser({ userType: { typeCode: 'SMOOOTH' }, firm: null });

function account(overrides: Partial<TAccountSummary>): TAccountSummary {
  return {
    userID: '22222222-2222-4222-8222-222222222222',
    username: 'harbour.ken',
    email: 'ken.lau@harbour-cs.example',
    engFirstName: 'Ken',
    engLastName: 'Lau',
    chiName: '劉家健',
    userType: 'COM_SEC',
    status: 'ACTIVE',
    emailVerified: true,
    isFirstTimeLogin: false,
    firmID: FIRM_ID,
    lastLoginDate: '2026-03-02T02:00:00.000Z',
    createdDate: '2026-01-02T02:00:00.000Z',
    ...overrides,
  };
}

const KEN = account({});
const WINNIE = account({
  userID: ADMIN.userID,
  username: 'harbour.admin',
  email: 'winnie.chan@harbour-cs.example',
  engFirstName: 'Winnie',
  engLastName: 'Chan',
  chiName: null,
  userType: 'SYSTEM_ADMIN',
});
const NEWCOMER = account({
  userID: '33333333-3333-4333-8333-333333333333',
  username: 'new.person',
  engFirstName: 'Nina',
  engLastName: 'Poon',
  isFirstTimeLogin: true,
  emailVerified: false,
  lastLoginDate: null,
});
const page = (items: TAccountSummary[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

const invitation = (overrides: Partial<TInvitation>): TInvitation => ({
  invitationID: '44444444-4444-4444-8444-444444444444',
  firmID: FIRM_ID,
  firmName: 'Harbour Corporate Services Ltd',
  email: 'new.client@example.hk',
  userType: 'GU',
  language: 'en',
  status: 'PENDING',
  invitedByName: 'Winnie Chan',
  createdDate: '2026-03-01T02:00:00.000Z',
  expiresDate: '2026-03-08T02:00:00.000Z',
  acceptedDate: null,
  ...overrides,
});

type THandler = (body: unknown, url: URL) => Response;

const urlOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://test');

/** Answers GET /api/auth/me for `user`, and anything in `routes` ('METHOD /path', query ignored). */
function serve(user: TUserProfile, routes: Record<string, THandler> = {}) {
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[key];
    if (handler) return Promise.resolve(handler(body, url));
    if (key === 'GET /api/auth/me') return Promise.resolve(jsonResponse(200, user));
    return Promise.resolve(jsonResponse(500, { code: 'UNEXPECTED', message: `unexpected ${key}` }));
  });
}

async function openPage(query = '') {
  saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 });
  const rendered = renderWithAuthProvider(
    <SnackbarProvider>
      <AccountManagementPage />
    </SnackbarProvider>,
    { path: '/account-management', route: `/account-management${query}` },
  );
  await screen.findByRole('heading', { name: 'Account management' });
  return rendered;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** Buttons of a list other than the people's avatar chips (which open a chat, spec §2). */
const actionButtons = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('button')
    // Person chips (named "Message <what they show>") open a conversation; they are not row actions.
    .filter((button) => !button.textContent?.startsWith('Message '));

describe('AccountManagementPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('lets a SYSTEM_ADMIN set the firm’s renewal settings, with the server’s refusals at their fields', async () => {
    const saved: unknown[] = [];
    serve(ADMIN, {
      'GET /api/firm/renewal-settings': () =>
        jsonResponse(200, { autoOpenDays: null, ddRefreshMonths: 12, ddRefreshMonthsHighRisk: 6 }),
      'PUT /api/firm/renewal-settings': (body) => {
        saved.push(body);
        const b = body as { ddRefreshMonths: number; ddRefreshMonthsHighRisk: number };
        if (b.ddRefreshMonthsHighRisk > b.ddRefreshMonths)
          return jsonResponse(400, {
            code: 'VALIDATION_ERROR',
            message: 'ddRefreshMonthsHighRisk: is too long',
            field: 'ddRefreshMonthsHighRisk',
            details: [
              {
                field: 'ddRefreshMonthsHighRisk',
                reason: 'tooLong',
                message: 'Too long for the period above',
              },
            ],
          });
        return jsonResponse(200, body);
      },
    });
    await openPage('?tab=renewals');
    const days = await screen.findByRole('textbox', { name: 'Days before the return date' });
    expect((days as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Open each company's annual renewal by itself/ }));
    fireEvent.change(days, { target: { value: 'sixty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the renewal settings' }));
    expect(await screen.findByText('Enter a whole number.')).toBeDefined();
    expect(saved).toEqual([]);
    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.change(screen.getByRole('textbox', { name: /high-risk company/ }), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the renewal settings' }));
    expect(await screen.findByText('Too long for the period above')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: /high-risk company/ }), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the renewal settings' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ autoOpenDays: 45, ddRefreshMonths: 12, ddRefreshMonthsHighRisk: 6 });
  });

  it('gives a SYSTEM_ADMIN every tab and the staff actions, and marks what a person has not done yet', async () => {
    serve(ADMIN, { 'GET /api/accounts/users': () => jsonResponse(200, page([KEN, NEWCOMER, WINNIE])) });
    await openPage();
    expect(tabNames()).toEqual([
      'Staff',
      'Clients',
      'Invitations',
      'Mail outbox',
      'Audit log',
      'Renewals',
      'Sign-in security',
    ]);
    const table = await screen.findByRole('table', { name: 'Staff' });
    const kenRow = within(table).getByText('Ken Lau').closest('tr')!;
    expect(within(kenRow).getByText('劉家健')).toBeDefined();
    expect(within(kenRow).getByText('Company secretary')).toBeDefined();
    expect(within(kenRow).getByText('Active')).toBeDefined();
    expect(within(kenRow).getByText('2026-03-02', { exact: false })).toBeDefined();
    expect(within(table).getByRole('button', { name: 'Change role: Ken Lau' })).toBeDefined();
    expect(within(table).getByRole('button', { name: 'Deactivate: Ken Lau' })).toBeDefined();
    const ninaRow = within(table).getByText('Nina Poon').closest('tr')!;
    expect(within(ninaRow).getByText('Not yet signed in')).toBeDefined();
    expect(within(ninaRow).getByText('E-mail not confirmed')).toBeDefined();
    expect(within(ninaRow).getByText('Never')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDefined();
  });

  it('gives COM_SEC read-only lists, and an invite dialog for clients only', async () => {
    serve(COM_SEC, { 'GET /api/accounts/users': () => jsonResponse(200, page([KEN, WINNIE])) });
    await openPage('?tab=audit');
    expect(tabNames()).toEqual(['Staff', 'Clients', 'Invitations']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Staff');
    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(within(table).getByText('Winnie Chan')).toBeDefined();
    expect(actionButtons(table)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    const role = within(dialog).getByLabelText<HTMLSelectElement>('Role');
    expect(role.value).toBe('GU');
    expect(role.disabled).toBe(true);
    expect([...role.options].map((option) => option.textContent)).toEqual(['Client']);
  });

  it('opens the tab the query names and keeps it in the query', async () => {
    serve(ADMIN, {
      'GET /api/accounts/invitations': () =>
        jsonResponse(200, {
          items: [
            invitation({}),
            invitation({
              invitationID: '55555555-5555-4555-8555-555555555555',
              email: 'joined@example.hk',
              status: 'ACCEPTED',
              acceptedDate: '2026-03-03T02:00:00.000Z',
            }),
          ],
        }),
      'GET /api/accounts/users': () => jsonResponse(200, page([])),
    });
    const { router } = await openPage('?tab=invitations');
    const table = await screen.findByRole('table', { name: 'Invitations' });
    expect(within(table).getByRole('button', { name: 'Send again: new.client@example.hk' })).toBeDefined();
    expect(within(table).getByRole('button', { name: 'Withdraw: new.client@example.hk' })).toBeDefined();
    expect(within(table).queryByRole('button', { name: /joined@example\.hk/ })).toBeNull();
    expect(within(table).getByText('Accepted')).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Clients' }));
    expect(router.state.location.search).toBe('?tab=clients');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('No accounts match.')).toBeDefined();
  });

  it('sends an invitation with the chosen role and language, and shows a refused address under the field', async () => {
    let answer: Response = jsonResponse(409, {
      code: 'ALREADY_EXISTS',
      message: 'E-mail is already in use.',
      field: 'email',
    });
    const post = vi.fn<THandler>(() => answer);
    const list = vi.fn<THandler>(() => jsonResponse(200, { items: [] }));
    serve(ADMIN, {
      'GET /api/accounts/users': () => jsonResponse(200, page([KEN])),
      'POST /api/accounts/invitations': post,
      'GET /api/accounts/invitations': list,
    });
    await openPage('?tab=invitations');
    await screen.findByText('No invitations yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter the e-mail address to invite.')).toBeDefined();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), {
      target: { value: ' ken.lau@harbour-cs.example ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'COM_SEC' } });
    fireEvent.change(within(dialog).getByLabelText('Language of the e-mail'), { target: { value: 'zh-HK' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const message = await within(dialog).findByText('E-mail is already in use.');
    expect(post).toHaveBeenCalledWith(
      { email: 'ken.lau@harbour-cs.example', userType: 'COM_SEC', language: 'zh-HK' },
      expect.anything(),
    );
    const field = within(dialog).getByLabelText(/E-mail address/);
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    answer = jsonResponse(201, invitation({ email: 'colleague@harbour-cs.example', userType: 'COM_SEC' }));
    fireEvent.change(field, { target: { value: 'colleague@harbour-cs.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to colleague@harbour-cs.example.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it("warns before an administrator deactivates their own account and shows the server's refusal", async () => {
    const deactivate = vi.fn<THandler>(() =>
      jsonResponse(409, {
        code: 'LAST_SYSTEM_ADMIN',
        message: 'The firm must keep at least one active system administrator.',
      }),
    );
    serve(ADMIN, {
      'GET /api/accounts/users': () => jsonResponse(200, page([KEN, WINNIE])),
      [`POST /api/accounts/users/${WINNIE.userID}/deactivate`]: deactivate,
      'GET /api/audit-log': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 }),
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate: Winnie Chan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Winnie Chan?' });
    expect(within(dialog).getByText(/their sessions end at once/)).toBeDefined();
    expect(within(dialog).getByText(/This is your own account/)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('The firm must keep at least one active system administrator.'),
    ).toBeDefined();
    expect(deactivate).toHaveBeenCalledTimes(1);
  });

  it('changes a role through the dialog', async () => {
    let ken = KEN;
    const patch = vi.fn<THandler>((body) => {
      ken = { ...ken, userType: (body as { userType: 'SYSTEM_ADMIN' }).userType };
      return jsonResponse(200, ken);
    });
    serve(ADMIN, {
      'GET /api/accounts/users': () => jsonResponse(200, page([ken])),
      [`PATCH /api/accounts/users/${KEN.userID}/role`]: patch,
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change role: Ken Lau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Ken Lau' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Change role' });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'SYSTEM_ADMIN' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Ken Lau now has the role System administrator.')).toBeDefined();
    expect(patch).toHaveBeenCalledWith({ userType: 'SYSTEM_ADMIN' }, expect.anything());
    const table = screen.getByRole('table', { name: 'Staff' });
    await waitFor(() => expect(within(table).getByText('System administrator')).toBeDefined());
  });

  it('words the audit log: action labels, who, and a summary of the details', async () => {
    const entry = (overrides: Partial<TAuditLogEntry>): TAuditLogEntry => ({
      auditID: '1',
      action: 'user.role_changed',
      createdDate: '2026-03-02T02:00:00.000Z',
      actorUserID: ADMIN.userID,
      actorName: 'Winnie Chan',
      targetType: 'user',
      targetID: KEN.userID,
      targetName: 'Ken Lau',
      ip: '10.0.0.1',
      details: { from: 'COM_SEC', to: 'SYSTEM_ADMIN', username: 'harbour.ken' },
      ...overrides,
    });
    serve(ADMIN, {
      'GET /api/audit-log': () =>
        jsonResponse(200, {
          items: [
            entry({}),
            entry({
              auditID: '2',
              action: 'invitation.created',
              targetType: 'invitation',
              targetName: null,
              details: { email: 'new@example.hk', userType: 'GU' },
            }),
            entry({ auditID: '3', action: 'something.new', actorName: null, details: { note: 'hi' } }),
          ],
          total: 3,
          page: 1,
          pageSize: 20,
        }),
    });
    await openPage('?tab=audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Role changed')).toBeDefined();
    expect(within(rows[0]!).getByText('Company secretary → System administrator')).toBeDefined();
    expect(within(rows[0]!).getByText('Winnie Chan')).toBeDefined();
    expect(within(rows[1]!).getByText('Invitation sent')).toBeDefined();
    expect(within(rows[1]!).getByText('new@example.hk')).toBeDefined();
    expect(within(rows[1]!).getByText('Role: Client')).toBeDefined();
    expect(within(rows[2]!).getByText('something.new')).toBeDefined();
    expect(within(rows[2]!).getByText('note: hi')).toBeDefined();
    expect(within(rows[2]!).getByText('—')).toBeDefined();
    expect(actionButtons(table)).toEqual([]);
  });

  it('pages the mail outbox by its cursors, kept in the address with its filter, until the tab changes', async () => {
    const mails = (url: URL) => {
      const number = Number(url.searchParams.get('page') ?? 1);
      return jsonResponse(200, {
        items: [
          {
            mailID: `00000000-0000-4000-8000-00000000000${number}`,
            recipient: 'ken.lau@harbour-cs.example',
            subject: `Mail ${number}`,
            template: 'welcome',
            language: 'en',
            status: 'FAILED',
            attempts: 3,
            lastError: null,
            createdDate: '2026-03-02T02:00:00.000Z',
            sentDate: null,
          },
        ],
        total: 10_000,
        totalCapped: true,
        page: number,
        pageSize: 20,
        nextCursor: `next${number}`,
        prevCursor: number > 1 ? `prev${number}` : null,
      });
    };
    serve(ADMIN, {
      'GET /api/mail/outbox': (_body, url) => mails(url),
      'GET /api/audit-log': () =>
        jsonResponse(200, {
          items: [],
          total: 0,
          totalCapped: false,
          page: 1,
          pageSize: 20,
          nextCursor: null,
          prevCursor: null,
        }),
    });
    const { router } = await openPage('?tab=outbox&status=FAILED');
    const outbox = () =>
      fetchMock.mock.calls
        .map(([input]) => urlOf(input))
        .filter((url) => url.pathname === '/api/mail/outbox');
    expect(await screen.findByText('1–20 of 10,000+')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Mail 2')).toBeDefined();
    expect(router.state.location.search).toBe('?tab=outbox&status=FAILED&page=2&after=next1');
    expect(outbox().at(-1)?.searchParams.get('after')).toBe('next1');
    expect(outbox().at(-1)?.searchParams.get('status')).toBe('FAILED');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Mail 3')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(outbox().at(-1)?.searchParams.get('before')).toBe('prev3'));
    // Another tab starts without this list's filter, page or cursor.
    fireEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit'));
  });

  it('lets SMOOOTH open a firm from the Firms tab', async () => {
    const users = vi.fn<THandler>(() => jsonResponse(200, page([KEN])));
    serve(SMOOOTH, {
      'GET /api/accounts/firms': () =>
        jsonResponse(200, {
          items: [
            {
              firmID: FIRM_ID,
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
          ],
        }),
      'GET /api/accounts/users': users,
    });
    const { router } = await openPage();
    expect(tabNames()).toEqual(['Firms', 'Staff', 'Clients', 'Invitations', 'Mail outbox', 'Audit log']);
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Firms' });
    expect(within(table).getByText('Team')).toBeDefined();
    // Usage against the Team plan's limits: seats, companies, open cases (at its limit).
    expect(within(table).getByText('3 / 15')).toBeDefined();
    expect(within(table).getByText('12 / 600')).toBeDefined();
    expect(within(table).getByText('300 / 300')).toBeDefined();
    // Its own subscription through Stripe: the last renewal failed.
    expect(within(table).getByText('Payment overdue')).toBeDefined();
    fireEvent.click(
      within(table).getByRole('button', { name: 'View accounts: Harbour Corporate Services Limited' }),
    );
    const staff = await screen.findByRole('table', { name: 'Staff' });
    expect(within(staff).getByText('Ken Lau')).toBeDefined();
    expect(actionButtons(staff)).toEqual([]);
    expect(router.state.location.search).toBe(`?firm=${FIRM_ID}&tab=staff`);
    expect(users.mock.calls.every(([, url]) => url.searchParams.get('firmID') === FIRM_ID)).toBe(true);
  });

  it('lets SMOOOTH set a firm’s plan and shows every excess when the plan is too small', async () => {
    const firm = {
      firmID: FIRM_ID,
      name: 'Harbour Corporate Services Limited',
      planCode: 'TEAM',
      tcspLicenceNo: 'TC001234',
      staffCount: 4,
      activeAdminCount: 1,
      clientCount: 3,
      usage: {
        staffSeats: 4,
        activeEntities: 12,
        openCases: 40,
        storageBytes: 0,
        nameSearchesPerMonth: 0,
        recognitionsPerMonth: 0,
      },
      suspendedDate: null,
      suspendedReason: null,
      billingStatus: 'NONE',
      createdDate: '2026-01-01T00:00:00.000Z',
    };
    const setPlan = vi.fn<THandler>(() =>
      jsonResponse(409, {
        code: 'PLAN_USAGE_OVER',
        message:
          'The firm uses more than the Solo plan allows (staff seats: 4 of 3; open cases: 40 of 30); bring it within the limits first.',
        details: [
          { field: 'staffSeats', reason: 'planLimit', message: 'staff seats: 4 of 3' },
          { field: 'openCases', reason: 'planLimit', message: 'open cases: 40 of 30' },
        ],
      }),
    );
    serve(SMOOOTH, {
      'GET /api/accounts/firms': () => jsonResponse(200, { items: [firm] }),
      [`PUT /api/firms/${FIRM_ID}/plan`]: setPlan,
    });
    await openPage();
    const table = await screen.findByRole('table', { name: 'Firms' });
    fireEvent.click(
      within(table).getByRole('button', { name: 'Manage: Harbour Corporate Services Limited' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan of Harbour Corporate Services Limited' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Plan' }), { target: { value: 'SOLO' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set plan' }));
    expect(await within(dialog).findByText(/staff seats: 4 of 3; open cases: 40 of 30/)).toBeDefined();
    expect(setPlan.mock.calls[0]?.[0]).toEqual({ planCode: 'SOLO' });
  });

  it('shows a client the firms they are linked with', async () => {
    serve(CLIENT, {
      'GET /api/accounts/my-firms': () =>
        jsonResponse(200, {
          items: [
            { firmID: FIRM_ID, name: 'Harbour Corporate Services Limited' },
            { firmID: '66666666-6666-4666-8666-666666666666', name: 'Kowloon Secretarial Partners Limited' },
          ],
        }),
    });
    await openPage();
    const list = await screen.findByRole('list', { name: 'Firms you work with' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Harbour Corporate Services Limited', 'Kowloon Secretarial Partners Limited']);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe(
      '/user/account-profile',
    );
  });
});
