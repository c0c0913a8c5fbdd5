import type {
  TCarryForwardRequest,
  TComplianceCreateRequest,
  TComplianceList,
  TComplianceRecordDetail,
  TComplianceType,
  TDueDiligenceView,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

/** Rows per page of the compliance list. */
export const COMPLIANCE_PAGE_SIZE = 20;

export interface TComplianceListParams {
  type?: TComplianceType;
  company?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  /** The page after or before a position the list gave out (issue 23). */
  after?: string;
  before?: string;
}

/**
 * The due-diligence screen sits under its case's detail key: completing or returning a task (which
 * refreshes every case query) refreshes it too. Records have their own keys.
 */
export const COMPLIANCE_KEYS = {
  dueDiligence: (caseID: string) => ['cases', 'detail', caseID, 'due-diligence'] as const,
  all: ['compliance'] as const,
  list: (params: TComplianceListParams) => ['compliance', 'list', params] as const,
  record: (complianceID: string) => ['compliance', 'record', complianceID] as const,
};

/** GET /api/cases/:caseID/due-diligence: every person owed due diligence, the risk assessment, suggestions. */
export const dueDiligenceQuery = (caseID: string) =>
  queryOptions({
    queryKey: COMPLIANCE_KEYS.dueDiligence(caseID),
    queryFn: ({ signal }) =>
      http.request<TDueDiligenceView>(`/api/cases/${encodeURIComponent(caseID)}/due-diligence`, { signal }),
    retry: retryUnlessRefused,
  });

/** GET /api/compliance: a page of the firm's records (current versions), newest first. */
export const complianceListQuery = (params: TComplianceListParams) =>
  queryOptions({
    queryKey: COMPLIANCE_KEYS.list(params),
    queryFn: ({ signal }) =>
      http.request<TComplianceList>('/api/compliance', {
        query: { ...params, pageSize: COMPLIANCE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET /api/compliance/:complianceID: one record with every version of it. */
export const complianceRecordQuery = (complianceID: string) =>
  queryOptions({
    queryKey: COMPLIANCE_KEYS.record(complianceID),
    queryFn: ({ signal }) =>
      http.request<TComplianceRecordDetail>(`/api/compliance/${encodeURIComponent(complianceID)}`, {
        signal,
      }),
    retry: retryUnlessRefused,
  });

/** POST /api/compliance: a new record, or the next version of the current one. */
export function createRecord(body: TComplianceCreateRequest): Promise<TComplianceRecordDetail> {
  return http.request<TComplianceRecordDetail>('/api/compliance', { method: 'POST', body });
}

/** Saving a record; the case's screen and the record lists read it again. */
export function useSaveRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecord,
    onSuccess: (_record, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEYS.dueDiligence(body.caseID) }),
        queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEYS.all }),
      ]),
  });
}

/** POST /api/cases/:caseID/compliance/carry-forward: the answer is the screen as it now stands. */
export function useCarryForward(caseID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCarryForwardRequest) =>
      http.request<TDueDiligenceView>(`/api/cases/${encodeURIComponent(caseID)}/compliance/carry-forward`, {
        method: 'POST',
        body,
      }),
    onSuccess: (view) =>
      Promise.all([
        queryClient.setQueryData(COMPLIANCE_KEYS.dueDiligence(caseID), view),
        queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEYS.all }),
      ]),
  });
}
