import type { ReactElement } from 'react';
import { taskTitleKey, type TTask, type TTaskInfo, type TTaskList, type TUserProfile } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { fetchMock } from './fetch-mock';

export { fetchMock };

/** Test data and a fetch double for the task screens' tests. */

export const FIRM_ID = '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20';
export const CASE_ID = 'c0000000-0000-4000-8000-000000000001';

export const KEN = testUser({
  userID: '22222222-2222-4222-8222-222222222222',
  username: 'harbour.ken',
  engFirstName: 'Ken',
  engLastName: 'Lau',
  userType: { typeCode: 'COM_SEC' },
});
export const MANDY = testUser({
  userID: '33333333-3333-4333-8333-333333333333',
  username: 'harbour.mandy',
  engFirstName: 'Mandy',
  engLastName: 'Ho',
  userType: { typeCode: 'COM_SEC' },
});
export const ALICE = testUser({
  userID: '44444444-4444-4444-8444-444444444444',
  username: 'client.alice',
  engFirstName: 'Alice',
  engLastName: 'Leung',
  userType: { typeCode: 'GU' },
  firm: null,
});

let counter = 0;

/** A task of the Harbour firm's incorporation case, assigned to Ken and in progress unless told. */
export function task(overrides: Partial<TTask> = {}): TTask {
  counter += 1;
  const base: TTask = {
    taskID: `a0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    caseID: CASE_ID,
    holderID: null,
    caseType: 'MVP',
    taskActionKey: 'CS_FORM_R',
    taskUserID: KEN.userID,
    status: 'IN_PROGRESS',
    step: 'MVP_SUBMITTED',
    assigneeRole: 'officer',
    assignee: { userID: KEN.userID, name: 'Ken Lau', email: 'ken@example.hk', userType: 'COM_SEC' },
    caseRef: 'MVP-2026-0001',
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶葉有限公司',
    firmID: FIRM_ID,
    firmName: 'Harbour Corporate Services Ltd',
    outcome: null,
    remarks: null,
    completedBy: null,
    createdDate: '2026-03-01T02:00:00.000Z',
    updatedDate: '2026-03-02T02:00:00.000Z',
    completedDate: null,
    // Filled in below from the merged action key and case type, as the server does.
    simpleTaskInfoDTO: {
      taskTypeKey: 'CS_FORM_R',
      serviceType: 'MVP',
      titleKey: taskTitleKey('CS_FORM_R', 'MVP'),
    },
  };
  const merged = { ...base, ...overrides };
  return {
    ...merged,
    simpleTaskInfoDTO: {
      taskTypeKey: merged.taskActionKey,
      serviceType: merged.caseType,
      titleKey: taskTitleKey(merged.taskActionKey, merged.caseType),
    },
  };
}

export function taskInfo(base: TTask, overrides: Partial<TTaskInfo> = {}): TTaskInfo {
  return { ...base, outcomes: ['APPROVE'], mayComplete: true, mayClaim: false, result: null, ...overrides };
}

export const list = (items: TTask[]): TTaskList => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  pageSize: 20,
  nextCursor: null,
  prevCursor: null,
});

export type THandler = (body: unknown, url: URL) => Response;

const urlOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://test');

/** Calls made so far as 'METHOD /path?query'. */
export function calls(): { method: string; url: URL; body: unknown }[] {
  return fetchMock.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    url: urlOf(input),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}

/** Answers 'METHOD /path' (query ignored) from `routes`; anything else is a 500 the test would show. */
export function serve(routes: Record<string, THandler>) {
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[key];
    if (handler) return Promise.resolve(handler(body, url));
    return Promise.resolve(jsonResponse(500, { code: 'UNEXPECTED', message: `unexpected ${key}` }));
  });
}

/** Renders a page at `route` (matched by `path`) for `user`, with snackbars. */
export function renderPage(
  ui: ReactElement,
  { user, path, route }: { user: TUserProfile; path: string; route: string },
) {
  return renderWithProviders(<SnackbarProvider>{ui}</SnackbarProvider>, {
    auth: testAuth(user),
    path,
    route,
  });
}
