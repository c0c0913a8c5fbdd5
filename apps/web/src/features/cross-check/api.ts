import type { TCrossCheckMarkRequest, TCrossCheckView } from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

/** Under the case's detail key, so whatever refreshes a case refreshes its cross-check too. */
export const CROSS_CHECK_KEYS = {
  view: (caseID: string) => ['cases', 'detail', caseID, 'cross-check'] as const,
};

const crossCheckPath = (caseID: string) => `/api/cases/${encodeURIComponent(caseID)}/cross-check`;

/** GET /api/cases/:caseID/cross-check: every form and document with its latest mark. */
export const crossCheckQuery = (caseID: string) =>
  queryOptions({
    queryKey: CROSS_CHECK_KEYS.view(caseID),
    queryFn: ({ signal }) => http.request<TCrossCheckView>(crossCheckPath(caseID), { signal }),
    retry: retryUnlessRefused,
  });

/** POST …/cross-check/marks; the answer is the whole list again, put straight into the cache. */
export function useMarkItem(caseID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCrossCheckMarkRequest) =>
      http.request<TCrossCheckView>(`${crossCheckPath(caseID)}/marks`, { method: 'POST', body }),
    onSuccess: (view) => queryClient.setQueryData(CROSS_CHECK_KEYS.view(caseID), view),
  });
}
