import type { vi } from 'vitest';
import {
  taskTitleKey,
  type TCaseDetail,
  type TCaseInvitation,
  type TCaseSummary,
  type TPersonRef,
  type TTask,
  type TUserProfile,
} from '@portal/domain';
import { testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';

/** Rows and people of the case screens' tests (the Harbour firm of the demo data). */
export const FIRM_ID = '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20';
export const CASE_ID = 'c0000000-0000-4000-8000-000000000001';

export const KEN = testUser({
  userID: '22222222-2222-4222-8222-222222222222',
  username: 'harbour.ken',
  email: 'ken.lau@harbour-cs.example',
  engFirstName: 'Ken',
  engLastName: 'Lau',
  userType: { typeCode: 'COM_SEC' },
});
export const ADMIN = testUser({
  userID: '11111111-1111-4111-8111-111111111111',
  username: 'harbour.admin',
  email: 'winnie.chan@harbour-cs.example',
  engFirstName: 'Winnie',
  engLastName: 'Chan',
  userType: { typeCode: 'SYSTEM_ADMIN' },
});
export const ALICE = testUser({
  userID: '55555555-5555-4555-8555-555555555555',
  username: 'client.alice',
  email: 'alice.leung@client.example',
  engFirstName: 'Alice',
  engLastName: 'Leung',
  userType: { typeCode: 'GU' },
  firm: null,
});

export const person = (user: TUserProfile): TPersonRef => ({
  userID: user.userID,
  name: `${user.engFirstName} ${user.engLastName}`,
  email: user.email,
  userType: user.userType.typeCode,
});

export function caseSummary(overrides: Partial<TCaseSummary> = {}): TCaseSummary {
  return {
    caseID: CASE_ID,
    caseRef: 'MVP-2026-0001',
    caseType: 'MVP',
    status: 'OPEN',
    step: 'MVP_SUBMITTED',
    firmID: FIRM_ID,
    firmName: 'Harbour Corporate Services Limited',
    companyID: null,
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶業有限公司',
    brn: null,
    returnDate: null,
    staffInCharge: person(KEN),
    client: person(ALICE),
    pendingClientOnboard: false,
    requestedByClient: false,
    openTaskCount: 1,
    createdDate: '2026-03-01T02:00:00.000Z',
    updatedDate: '2026-03-02T02:00:00.000Z',
    closedDate: null,
    ...overrides,
  };
}

export function task(overrides: Partial<TTask> = {}): TTask {
  return {
    taskID: 't0000000-0000-4000-8000-000000000001',
    caseID: CASE_ID,
    holderID: null,
    caseType: 'MVP',
    taskActionKey: 'CS_FORM_R',
    taskUserID: KEN.userID,
    status: 'IN_PROGRESS',
    step: 'MVP_SUBMITTED',
    assigneeRole: 'officer',
    assignee: person(KEN),
    caseRef: 'MVP-2026-0001',
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶業有限公司',
    firmID: FIRM_ID,
    firmName: 'Harbour Corporate Services Limited',
    outcome: null,
    remarks: null,
    completedBy: null,
    createdDate: '2026-03-02T02:00:00.000Z',
    updatedDate: '2026-03-02T02:00:00.000Z',
    completedDate: null,
    simpleTaskInfoDTO: {
      taskTypeKey: 'CS_FORM_R',
      serviceType: 'MVP',
      titleKey: taskTitleKey('CS_FORM_R', 'MVP'),
    },
    ...overrides,
  };
}

export function caseDetail(overrides: Partial<TCaseDetail> = {}): TCaseDetail {
  return {
    ...caseSummary(),
    steps: [
      'MVP_FORM',
      'MVP_SUBMITTED',
      'MVP_D_D_CS',
      'MVP_D_D_CO',
      'MVP_D_D_S',
      'MVP_DOC_S',
      'CASE_FILING',
      'MVP_CASE_C',
      'COMPLETED',
    ],
    members: [
      {
        ...person(KEN),
        role: 'STAFF_IN_CHARGE',
        holderID: null,
        sinceDate: '2026-03-01T02:00:00.000Z',
      },
      { ...person(ALICE), role: 'CLIENT', holderID: null, sinceDate: '2026-03-01T03:00:00.000Z' },
    ],
    tasks: [task()],
    history: [
      {
        eventID: 'e1',
        type: 'OPENED',
        fromStep: null,
        toStep: 'MVP_FORM',
        taskActionKey: null,
        actorName: 'Ken Lau',
        remarks: null,
        createdDate: '2026-03-01T02:00:00.000Z',
      },
    ],
    cancelReason: null,
    mayCancel: false,
    mayTakeCharge: false,
    ...overrides,
  };
}

export function invitation(overrides: Partial<TCaseInvitation> = {}): TCaseInvitation {
  return {
    invitationID: 'i0000000-0000-4000-8000-000000000001',
    email: 'new.client@example.hk',
    engFirstName: 'Brian',
    engLastName: 'Chow',
    holderID: null,
    status: 'PENDING',
    invitationCode: 'K7PQ2MXA',
    sentDate: '2026-03-01T02:00:00.000Z',
    expiresDate: '2026-03-15T02:00:00.000Z',
    usedDate: null,
    usedBy: null,
    attemptsLeft: 5,
    ...overrides,
  };
}

export type THandler = (body: unknown, url: URL) => Response;

const urlOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://test');

/**
 * Answers GET /api/auth/me for `user`, and anything in `routes` ('METHOD /path', query ignored);
 * anything else is a 500, so a test sees an unexpected call.
 */
export function serve(
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  user: TUserProfile,
  routes: Record<string, THandler> = {},
) {
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

/** The calls made so far to 'METHOD /path', with their query and body. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: urlOf(input), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === path)
    .map(({ url, init }) => ({
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
