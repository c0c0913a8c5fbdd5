import type { z } from 'zod';
import type {
  THitDecisionRequest,
  TListVersion,
  TNameSearch,
  TNameSearchHistoryQuery,
  TNameSearchRequest,
  TNameSearchSummary,
  ZListVersionList,
  ZNameSearchHistory,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { COMPLIANCE_KEYS } from '../compliance/api';
import { retryUnlessRefused } from '../tasks/api';

/** Rows per page of the search history. */
export const HISTORY_PAGE_SIZE = 20;

export type THistoryParams = Omit<TNameSearchHistoryQuery, 'pageSize'>;

export type TListVersions = z.infer<typeof ZListVersionList>;
export type THistoryPage = z.infer<typeof ZNameSearchHistory>;

export const NAME_SEARCH_KEYS = {
  all: ['name-search'] as const,
  lists: ['name-search', 'lists'] as const,
  history: (params: THistoryParams) => ['name-search', 'history', params] as const,
  search: (searchID: string) => ['name-search', 'search', searchID] as const,
};

/** The record page of a search (route nameSearchRecord). */
export function searchRecordPath(searchID: string): string {
  return `/name-search/history/${encodeURIComponent(searchID)}`;
}

/** GET /api/screening/lists: every imported version of the UN and OFAC lists, and whether one is loaded. */
export const listVersionsQuery = () =>
  queryOptions({
    queryKey: NAME_SEARCH_KEYS.lists,
    queryFn: ({ signal }) => http.request<TListVersions>('/api/screening/lists', { signal }),
    retry: retryUnlessRefused,
  });

/** GET /api/name-search/history: a page of the firm's searches, newest first. */
export const historyQuery = (params: THistoryParams) =>
  queryOptions({
    queryKey: NAME_SEARCH_KEYS.history(params),
    queryFn: ({ signal }) =>
      http.request<THistoryPage>('/api/name-search/history', {
        query: { ...params, pageSize: HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET /api/name-search/:searchID: the query, the list versions, the matches as they were, the decisions. */
export const nameSearchQuery = (searchID: string) =>
  queryOptions({
    queryKey: NAME_SEARCH_KEYS.search(searchID),
    queryFn: ({ signal }) =>
      http.request<TNameSearch>(`/api/name-search/${encodeURIComponent(searchID)}`, { signal }),
    retry: retryUnlessRefused,
  });

/** A search or a decision changes the history and, for a due-diligence search, the case's screen. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (search: TNameSearch) => {
    queryClient.setQueryData(NAME_SEARCH_KEYS.search(search.searchID), search);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['name-search', 'history'] }),
      search.caseID
        ? queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEYS.dueDiligence(search.caseID) })
        : undefined,
    ]);
  };
}

/** POST /api/name-search: runs a search on the current list versions and keeps its record. */
export function useRunSearch() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: TNameSearchRequest) =>
      http.request<TNameSearch>('/api/name-search', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** POST /api/name-search/:searchID/decisions: a decision on one hit; the answer is the whole search. */
export function useDecideHit(searchID: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: THitDecisionRequest) =>
      http.request<TNameSearch>(`/api/name-search/${encodeURIComponent(searchID)}/decisions`, {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/screening/lists (SMOOOTH): the list files of one publication, imported all or nothing. */
export function useImportLists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      return http.request<{ versions: TListVersion[] }>('/api/screening/lists', { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NAME_SEARCH_KEYS.lists }),
  });
}

/** POST /api/cases/:caseID/due-diligence/screening: screens the given people (all when none given). */
export function useScreenStakeholders(caseID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holderIDs?: string[]) =>
      http.request<{ searches: TNameSearchSummary[] }>(
        `/api/cases/${encodeURIComponent(caseID)}/due-diligence/screening`,
        { method: 'POST', body: holderIDs ? { holderIDs } : {} },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEYS.dueDiligence(caseID) }),
        queryClient.invalidateQueries({ queryKey: ['name-search', 'history'] }),
      ]),
  });
}

/** GET /api/name-search/:searchID/record.pdf: the printable record, through the authenticated fetch. */
export function downloadSearchRecord(searchID: string): Promise<Blob> {
  return http.request<Blob>(`/api/name-search/${encodeURIComponent(searchID)}/record.pdf`, {
    responseType: 'blob',
  });
}
