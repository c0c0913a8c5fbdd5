import type {
  TCompletionRequest,
  TCompletionView,
  TFilingRequest,
  TFilingUpdateRequest,
  TFilingView,
} from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

/** Under the case's detail key, so whatever refreshes a case refreshes these too. */
export const FILING_KEYS = {
  filing: (caseID: string) => ['cases', 'detail', caseID, 'filing'] as const,
  completion: (caseID: string) => ['cases', 'detail', caseID, 'completion'] as const,
};

const casePath = (caseID: string) => `/api/cases/${encodeURIComponent(caseID)}`;

/** GET /api/cases/:caseID/filing. */
export const filingQuery = (caseID: string) =>
  queryOptions({
    queryKey: FILING_KEYS.filing(caseID),
    queryFn: ({ signal }) => http.request<TFilingView>(`${casePath(caseID)}/filing`, { signal }),
    retry: retryUnlessRefused,
  });

/** GET /api/cases/:caseID/completion. */
export const completionQuery = (caseID: string) =>
  queryOptions({
    queryKey: FILING_KEYS.completion(caseID),
    queryFn: ({ signal }) => http.request<TCompletionView>(`${casePath(caseID)}/completion`, { signal }),
    retry: retryUnlessRefused,
  });

/** PUT …/filing; the answer replaces the cached view. */
export function useSaveFiling(caseID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFilingRequest) =>
      http.request<TFilingView>(`${casePath(caseID)}/filing`, { method: 'PUT', body }),
    onSuccess: (view) => queryClient.setQueryData(FILING_KEYS.filing(caseID), view),
  });
}

/** POST …/filing/updates. */
export function useAddFilingUpdate(caseID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFilingUpdateRequest) =>
      http.request<TFilingView>(`${casePath(caseID)}/filing/updates`, { method: 'POST', body }),
    onSuccess: (view) => queryClient.setQueryData(FILING_KEYS.filing(caseID), view),
  });
}

/** PUT …/completion (only the fields given change). */
export function useSaveCompletion(caseID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompletionRequest) =>
      http.request<TCompletionView>(`${casePath(caseID)}/completion`, { method: 'PUT', body }),
    onSuccess: (view) => queryClient.setQueryData(FILING_KEYS.completion(caseID), view),
  });
}
