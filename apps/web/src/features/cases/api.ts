import type {
  TCaseDetail,
  TCaseInvitation,
  TCaseList,
  TCaseListQuery,
  TTaskInfo,
  ZAccountList,
  ZCaseInvitationList,
  ZNewCodeRequest,
} from '@portal/domain';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error';
import { http } from '../../api/http';

export type TCaseInvitationList = z.infer<typeof ZCaseInvitationList>;
export type TNewCodeRequest = z.infer<typeof ZNewCodeRequest>;
type TAccountList = z.infer<typeof ZAccountList>;

/** Rows per page of the case list. */
export const CASE_PAGE_SIZE = 20;

/** What the case list asks for; everything but the page is optional (the server's defaults apply). */
export type TCaseListParams = Partial<Omit<TCaseListQuery, 'page' | 'pageSize'>> & { page: number };

/**
 * Every case query starts with 'cases' (and every task query with 'tasks'), so one invalidation after
 * a change that moves a case refreshes every screen that shows it, whichever feature owns the screen.
 */
export const CASE_KEYS = {
  all: ['cases'] as const,
  lists: ['cases', 'list'] as const,
  detail: (caseID: string) => ['cases', 'detail', caseID] as const,
  invitations: (caseID: string) => ['cases', 'detail', caseID, 'invitations'] as const,
};
const TASK_KEYS_ALL = ['tasks'] as const;

const casePath = (caseID: string) => `/api/cases/${encodeURIComponent(caseID)}`;

/** GET /api/cases: a page of the cases the caller may see (staff: own firm; clients: their own). */
export const caseListQuery = (params: TCaseListParams) =>
  queryOptions({
    queryKey: [...CASE_KEYS.lists, params],
    queryFn: ({ signal }) =>
      http.request<TCaseList>('/api/cases', {
        query: { ...params, pageSize: CASE_PAGE_SIZE },
        signal,
      }),
    // The current page stays on screen while the next one loads (paging, filters, typing).
    placeholderData: keepPreviousData,
  });

/** GET /api/cases/:caseID: header, steps, tasks, members and history (404 for a case one may not see). */
export const caseDetailQuery = (caseID: string) =>
  queryOptions({
    queryKey: CASE_KEYS.detail(caseID),
    queryFn: ({ signal }) => http.request<TCaseDetail>(casePath(caseID), { signal }),
    // A case that is not there (or not the caller's) stays not found: asking again would not help.
    retry: (failureCount, error) => failureCount < 1 && !isNotFound(error),
  });

/** GET /api/cases/:caseID/invitations (staff of the firm): the invitation codes of the case. */
export const caseInvitationsQuery = (caseID: string) =>
  queryOptions({
    queryKey: CASE_KEYS.invitations(caseID),
    queryFn: ({ signal }) => http.request<TCaseInvitationList>(`${casePath(caseID)}/invitations`, { signal }),
    retry: (failureCount, error) => failureCount < 1 && !isNotFound(error),
  });

/** GET /api/accounts/users?group=staff: the caller's firm's active staff (for pickers). */
export const firmStaffQuery = queryOptions({
  // Under the account screens' key, so their changes (role, deactivation) refresh the pickers too.
  queryKey: ['accounts', 'users', { group: 'staff', status: 'ACTIVE', pageSize: 100 }] as const,
  queryFn: ({ signal }) =>
    http.request<TAccountList>('/api/accounts/users', {
      query: { group: 'staff', status: 'ACTIVE', page: 1, pageSize: 100 },
      signal,
    }),
  staleTime: 60_000,
});

/** POST /api/cases/:caseID/cancel. */
export function cancelCase(caseID: string, reason: string): Promise<TCaseDetail> {
  return http.request<TCaseDetail>(`${casePath(caseID)}/cancel`, { method: 'POST', body: { reason } });
}

/** POST /api/cases/:caseID/staff-in-charge: take charge (own userID) or hand over to a colleague. */
export function setStaffInCharge(caseID: string, userID: string): Promise<TCaseDetail> {
  return http.request<TCaseDetail>(`${casePath(caseID)}/staff-in-charge`, {
    method: 'POST',
    body: { userID },
  });
}

/** POST /api/cases/:caseID/invitations/:invitationID/resend: mails the same code again. */
export function resendCaseInvitation(caseID: string, invitationID: string): Promise<TCaseInvitation> {
  return http.request<TCaseInvitation>(
    `${casePath(caseID)}/invitations/${encodeURIComponent(invitationID)}/resend`,
    { method: 'POST', body: {} },
  );
}

/** POST /api/cases/:caseID/invitations/:invitationID/new-code: revokes the code, mails a new one. */
export function requestNewInvitationCode(
  caseID: string,
  invitationID: string,
  body: TNewCodeRequest,
): Promise<TCaseInvitation> {
  return http.request<TCaseInvitation>(
    `${casePath(caseID)}/invitations/${encodeURIComponent(invitationID)}/new-code`,
    { method: 'POST', body },
  );
}

/** POST /api/tasks/:taskID/claim: a reviewer takes a review task nobody holds yet. */
export function claimTask(taskID: string): Promise<TTaskInfo> {
  return http.request<TTaskInfo>(`/api/tasks/${encodeURIComponent(taskID)}/claim`, {
    method: 'POST',
    body: {},
  });
}

/** After a change that moves a case: every case and task list and view asks again. */
export function refreshCasesAndTasks(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CASE_KEYS.all }),
    queryClient.invalidateQueries({ queryKey: TASK_KEYS_ALL }),
  ]);
}

/** True for the answer to a case one may not see: 404, or 400 for an id that cannot be one. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
