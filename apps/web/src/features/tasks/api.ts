import type {
  TCaseDetail,
  TCaseType,
  TCompleteTaskRequest,
  TCompleteTaskResponse,
  TTaskActionKey,
  TTaskInfo,
  TTaskList,
  TTaskTab,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { http } from '../../api/http';

/** Rows per page of the task lists. */
export const PAGE_SIZE = 20;

/** A status filter of GET /api/tasks: one status, OPEN (queued and in progress), or a comma list. */
export type TTaskStatusFilter = 'OPEN' | 'IN_PROGRESS' | 'QUEUED' | 'COMPLETED' | 'IN_ACTIVE';

export type TTaskSort = 'createdDate' | 'updatedDate' | 'completedDate';

export interface TTaskListParams {
  status?: TTaskStatusFilter;
  /** Left out: every task the caller may see (staff: their firm's). */
  tabKey?: TTaskTab;
  caseID?: string;
  caseType?: TCaseType;
  taskActionKey?: TTaskActionKey;
  search?: string;
  sort?: TTaskSort;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  /** The page after or before a position the list gave out (nextCursor, prevCursor). */
  after?: string;
  before?: string;
}

/**
 * Retry once (spec §7), but not a refusal: a task or case the caller may not see stays unseen, and
 * the screen can say so at once.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Every task query starts with ['tasks'], so any change to a case can refresh them all. */
export const TASK_KEYS = {
  all: ['tasks'] as const,
  list: (params: TTaskListParams) => ['tasks', 'list', params] as const,
  detail: (taskID: string) => ['tasks', 'detail', taskID] as const,
  /** The case a task belongs to, read for its status (which case page to link to). */
  caseOf: (caseID: string) => ['tasks', 'case', caseID] as const,
};

/** GET /api/tasks: a page of tasks with the given filters. */
export const taskListQuery = (params: TTaskListParams) =>
  queryOptions({
    queryKey: TASK_KEYS.list(params),
    queryFn: ({ signal }) =>
      http.request<TTaskList>('/api/tasks', {
        query: { pageSize: PAGE_SIZE, ...params },
        signal,
      }),
    // The current page stays on screen while the next one loads (paging, tabs, typing in the search).
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET /api/tasks/:taskID: the task with its outcomes, what the caller may do and what was recorded. */
export const taskDetailQuery = (taskID: string) =>
  queryOptions({
    queryKey: TASK_KEYS.detail(taskID),
    queryFn: ({ signal }) => http.request<TTaskInfo>(`/api/tasks/${encodeURIComponent(taskID)}`, { signal }),
    retry: retryUnlessRefused,
  });

/** GET /api/cases/:caseID, for the case's status only (ongoing or completed page). */
export const taskCaseQuery = (caseID: string) =>
  queryOptions({
    queryKey: TASK_KEYS.caseOf(caseID),
    queryFn: ({ signal }) =>
      http.request<TCaseDetail>(`/api/cases/${encodeURIComponent(caseID)}`, { signal }),
    retry: retryUnlessRefused,
  });

/** POST /api/tasks/:taskID/claim: a reviewer takes a review task nobody has yet. */
export function claimTask(taskID: string): Promise<TTaskInfo> {
  return http.request<TTaskInfo>(`/api/tasks/${encodeURIComponent(taskID)}/claim`, {
    method: 'POST',
    body: {},
  });
}

/** POST /api/tasks/:taskID/complete: answers with the case's new state and where to go next. */
export function completeTask(taskID: string, body: TCompleteTaskRequest): Promise<TCompleteTaskResponse> {
  return http.request<TCompleteTaskResponse>(`/api/tasks/${encodeURIComponent(taskID)}/complete`, {
    method: 'POST',
    body,
  });
}

/** Completing or claiming a task moves its case: every task and case query is read again. */
function useRefreshTasksAndCases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TASK_KEYS.all }),
      queryClient.invalidateQueries({ queryKey: ['cases'] }),
    ]);
}

/** The claim mutation; on success task and case lists refresh. */
export function useClaimTask() {
  const refresh = useRefreshTasksAndCases();
  return useMutation({
    mutationFn: claimTask,
    onSuccess: () => refresh(),
  });
}

/**
 * The complete mutation. `onCompleted` runs first (e.g. going to the answer's nextPath), then task and
 * case lists refresh — so the screen of the task is gone before its lookup can find the task closed.
 */
export function useCompleteTask(
  onCompleted?: (response: TCompleteTaskResponse, request: TCompleteTaskRequest) => void,
) {
  const refresh = useRefreshTasksAndCases();
  return useMutation({
    mutationFn: ({ taskID, body }: { taskID: string; body: TCompleteTaskRequest }) =>
      completeTask(taskID, body),
    onSuccess: (response, { body }) => {
      onCompleted?.(response, body);
      void refresh();
    },
  });
}
