import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEntitySummary, TUserProfile } from '@portal/domain';
import { testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { bodyOf, renderCaseOpening, urlOf } from '../test-render';
import AddNewCasePage from './AddNewCasePage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const CASE_ID = '7d2c1b4a-3e5f-4a6b-8c7d-9e0f1a2b3c4d';
const FIRM_ID = '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20';
const COLLEAGUE_ID = '22222222-2222-4222-8222-222222222222';

function entity(overrides: Partial<TEntitySummary>): TEntitySummary {
  return {
    companyID: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    firmID: FIRM_ID,
    firmName: 'Harbour Corporate Services Limited',
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶業有限公司',
    companyNumber: '3123456',
    brn: '71234567',
    incorporationDate: '2020-04-01',
    nextReturnDate: '2026-04-01',
    nextReturnDueDate: '2026-05-13',
    nextDueDate: '2026-05-13',
    nextDueKind: 'NAR1',
    status: 'ACTIVE',
    archivedDate: null,
    hasLinkedClient: true,
    linkedClients: [],
    holders: [],
    ...overrides,
  };
}
const TEA = entity({});
const PEAK = entity({
  companyID: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  companyEngName: 'Victoria Peak Trading Limited',
  companyChiName: null,
  brn: '79876543',
  hasLinkedClient: false,
});

type TRoute = (body: unknown, url: URL) => Response;
let posted: unknown[] = [];

/** Answers the calls of the page; POST /api/cases with `created` unless a handler is given. */
function serve(routes: Record<string, TRoute> = {}, pendingClientOnboard = true) {
  posted = [];
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = bodyOf(init);
    if (init?.method === 'POST') posted.push(body);
    const handler = routes[key];
    if (handler) return Promise.resolve(handler(body, url));
    if (key === 'GET /api/entities') {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const items = [TEA, PEAK].filter(
        (e) => !search || `${e.companyEngName} ${e.brn}`.toLowerCase().includes(search),
      );
      return Promise.resolve(jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 }));
    }
    if (key === 'GET /api/accounts/users') {
      const items = [
        { userID: COLLEAGUE_ID, engFirstName: 'Mandy', engLastName: 'Ho', userType: 'COM_SEC' },
        { userID: ADMIN.userID, engFirstName: 'Winnie', engLastName: 'Chan', userType: 'SYSTEM_ADMIN' },
      ];
      return Promise.resolve(jsonResponse(200, { items, total: 2, page: 1, pageSize: 100 }));
    }
    if (key === 'POST /api/cases')
      return Promise.resolve(
        jsonResponse(201, { caseID: CASE_ID, pendingClientOnboard, firmName: 'Harbour' }),
      );
    return Promise.resolve(jsonResponse(500, { code: 'UNEXPECTED', message: `unexpected ${key}` }));
  });
}

const KEN = testUser({ engFirstName: 'Ken', engLastName: 'Lau' });
const ADMIN = testUser({
  userID: '11111111-1111-4111-8111-111111111111',
  engFirstName: 'Winnie',
  engLastName: 'Chan',
  userType: { typeCode: 'SYSTEM_ADMIN' },
});

function openPage(query: string, user: TUserProfile = KEN) {
  return renderCaseOpening(<AddNewCasePage routeName="addNewCase" />, {
    path: '/add-new-case',
    route: `/add-new-case${query}`,
    auth: testAuth(user),
  });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Open case' }));

function fillClient() {
  type(/Client's e-mail address/, ' daniel.ng@client.example ');
  type(/English first name/, 'Daniel');
  type(/English last name/, 'Ng');
}

const entitySearches = () =>
  fetchMock.mock.calls
    .map(([url]) => urlOf(url))
    .filter((url) => url.pathname === '/api/entities')
    .map((url) => url.searchParams.get('search'));

/** Types into the entity picker, waits for the server search, and picks the entity named. */
async function chooseEntity(search: string, name: string) {
  const input = screen.getByRole('combobox', { name: /Entity/ });
  fireEvent.change(input, { target: { value: search } });
  await waitFor(() => expect(entitySearches()).toContain(search));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('AddNewCasePage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    serve();
  });

  it('offers the four services first and shows the form of the one chosen', async () => {
    const { router } = openPage('');
    expect(screen.getAllByRole('radio').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Incorporation'),
      expect.stringContaining('Annual renewal'),
      expect.stringContaining('Entity migration'),
      expect.stringContaining('Amendment'),
    ]);
    expect(screen.queryByRole('button', { name: 'Open case' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Entity migration/ }));
    await screen.findByLabelText(/^English company name/);
    expect(router.state.location.search).toBe('?serviceType=EM');
    expect(screen.getByRole('radio', { name: /Entity migration/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('MVP: sends the proposed names and the client, then opens the pending page', async () => {
    const { invalidate } = openPage('?serviceType=MVP');
    type(/Proposed English company name/, ' Lantau Dumplings Limited ');
    type(/Proposed Chinese company name/, '大嶼山餃子有限公司');
    fillClient();
    expect(screen.getByText(/You \(Ken Lau\) will be in charge/)).toBeDefined();
    submit();
    await screen.findByRole('heading', { name: `Other page: /view-cases/pending-client-onboard/${CASE_ID}` });
    expect(posted).toEqual([
      {
        caseType: 'MVP',
        companyEngName: 'Lantau Dumplings Limited',
        companyChiName: '大嶼山餃子有限公司',
        client: {
          email: 'daniel.ng@client.example',
          engFirstName: 'Daniel',
          engLastName: 'Ng',
          language: 'en',
        },
      },
    ]);
    await screen.findByText(
      'The case has been opened. An invitation code was e-mailed to daniel.ng@client.example.',
    );
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(refreshed).toEqual(expect.arrayContaining(['cases', 'tasks']));
  });

  it('MVP: checks the fields as the server does and sends nothing', () => {
    openPage('?serviceType=MVP');
    submit();
    expect(screen.getByText('Enter an English or a Chinese company name.')).toBeDefined();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    type(/Proposed English company name/, 'x'.repeat(256));
    type(/Client's e-mail address/, 'daniel.ng@');
    submit();
    expect(screen.getByText('Use at most 255 characters.')).toBeDefined();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeDefined();
    expect(posted).toEqual([]);
  });

  it('shows a server field error under its field and keeps what was typed', async () => {
    serve({
      'POST /api/cases': () =>
        jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'This e-mail address belongs to a staff account.',
          field: 'client.email',
        }),
    });
    openPage('?serviceType=MVP');
    type(/Proposed English company name/, 'Lantau Dumplings Limited');
    fillClient();
    submit();
    await screen.findByText('This e-mail address belongs to a staff account.');
    expect(screen.getByLabelText<HTMLInputElement>(/Proposed English company name/).value).toBe(
      'Lantau Dumplings Limited',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/English first name/).value).toBe('Daniel');
  });

  it('AR: an entity with a linked client needs no client; the case opens at once', async () => {
    serve({}, false);
    openPage('?serviceType=AR');
    expect(screen.queryByLabelText(/Client's e-mail address/)).toBeNull();
    submit();
    expect(screen.getByText('Choose an entity.')).toBeDefined();
    await chooseEntity('tea', 'Harbour Tea Limited');
    expect(screen.getByText(/linked client becomes the point of contact/)).toBeDefined();
    expect(screen.queryByLabelText(/Client's e-mail address/)).toBeNull();
    submit();
    await screen.findByRole('heading', { name: `Other page: /view-cases/ongoing/${CASE_ID}` });
    expect(posted).toEqual([{ caseType: 'AR', companyID: TEA.companyID }]);
    await screen.findByText('The case has been opened.');
  });

  it('AMENDMENT: an entity without a client asks for one and invites them', async () => {
    openPage('?serviceType=AMENDMENT');
    await chooseEntity('7987', 'Victoria Peak Trading Limited');
    expect(screen.getByText(/This entity has no linked client yet/)).toBeDefined();
    fillClient();
    submit();
    await screen.findByRole('heading', { name: /pending-client-onboard/ });
    expect(posted).toEqual([
      {
        caseType: 'AMENDMENT',
        companyID: PEAK.companyID,
        client: {
          email: 'daniel.ng@client.example',
          engFirstName: 'Daniel',
          engLastName: 'Ng',
          language: 'en',
        },
      },
    ]);
  });

  it('EM: sends the company name and the client, who is invited after the entity form', async () => {
    openPage('?serviceType=EM');
    expect(screen.getByText(/e-mailed when you complete the entity migration form/)).toBeDefined();
    type(/^Chinese company name/, '九龍燒味有限公司');
    fillClient();
    submit();
    await screen.findByRole('heading', { name: /pending-client-onboard/ });
    expect(posted).toEqual([
      {
        caseType: 'EM',
        companyChiName: '九龍燒味有限公司',
        client: {
          email: 'daniel.ng@client.example',
          engFirstName: 'Daniel',
          engLastName: 'Ng',
          language: 'en',
        },
      },
    ]);
    await screen.findByText(
      'The case has been opened. daniel.ng@client.example will get an invitation code once the entity form is complete.',
    );
  });

  it('lets a SYSTEM_ADMIN put a colleague in charge', async () => {
    openPage('?serviceType=MVP', ADMIN);
    const select = screen.getByLabelText('Staff in charge');
    await within(select).findByRole('option', { name: 'Mandy Ho' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Me (Winnie Chan)', 'Mandy Ho']);
    fireEvent.change(select, { target: { value: COLLEAGUE_ID } });
    type(/Proposed English company name/, 'Lantau Dumplings Limited');
    fillClient();
    submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ staffInChargeUserID: COLLEAGUE_ID });
  });

  it('tells SMOOOTH that cases are opened by the firms', () => {
    openPage('?serviceType=MVP', testUser({ userType: { typeCode: 'SMOOOTH' }, firm: null }));
    expect(screen.getByText("Cases are opened by a firm's company secretarial staff.")).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Open case' })).toBeNull();
  });
});
