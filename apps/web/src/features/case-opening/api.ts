import type {
  TAccountSummary,
  TCaseDetail,
  TCaseRequestRequest,
  TCreateCaseRequest,
  TEntitySummary,
  TLinkCaseRequest,
  TLinkCaseResponse,
} from '@portal/domain';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { ACCOUNT_KEYS } from '../account-management/api';

export { myFirmsQuery } from '../account-management/api';

export interface TEntityList {
  items: TEntitySummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many entities the picker offers per search (the search narrows the rest). */
export const ENTITY_OPTIONS_SIZE = 20;

/**
 * Query keys shared across features (see the cases API contract): every cases query starts with
 * 'cases', every task query with 'tasks', every entity query with 'entities'.
 */
export const CASE_OPENING_KEYS = {
  cases: ['cases'] as const,
  tasks: ['tasks'] as const,
  entities: ['entities'] as const,
};

export interface TEntityOptionsParams {
  search: string;
  /** A client linked to several firms names the firm; staff leave it out (their own firm). */
  firmID?: string;
}

/** GET /api/entities: active entities to choose from, by name or BRN. */
export const entityOptionsQuery = (params: TEntityOptionsParams) =>
  queryOptions({
    queryKey: [...CASE_OPENING_KEYS.entities, 'options', params],
    queryFn: ({ signal }) =>
      http.request<TEntityList>('/api/entities', {
        query: { status: 'ACTIVE', ...params, page: 1, pageSize: ENTITY_OPTIONS_SIZE },
        signal,
      }),
    // The previous options stay listed while the next search runs.
    placeholderData: keepPreviousData,
  });

/** GET /api/accounts/users?group=staff: the active colleagues a SYSTEM_ADMIN may put in charge. */
export const staffOptionsQuery = queryOptions({
  queryKey: [...ACCOUNT_KEYS.users, { group: 'staff', status: 'ACTIVE', purpose: 'staff-in-charge' }],
  queryFn: ({ signal }) =>
    http.request<{ items: TAccountSummary[] }>('/api/accounts/users', {
      query: { group: 'staff', status: 'ACTIVE', page: 1, pageSize: 100 },
      signal,
    }),
  select: (data) =>
    data.items.filter((person) => person.userType === 'COM_SEC' || person.userType === 'SYSTEM_ADMIN'),
});

/** POST /api/cases: staff open a case (the client is invited by e-mail where the case needs it). */
export function createCase(body: TCreateCaseRequest): Promise<TCaseDetail> {
  return http.request<TCaseDetail>('/api/cases', { method: 'POST', body });
}

/** POST /api/cases/requests: a client asks one of their firms for a service. */
export function requestCase(body: TCaseRequestRequest): Promise<TCaseDetail> {
  return http.request<TCaseDetail>('/api/cases/requests', { method: 'POST', body });
}

/** POST /api/case/link (spec §7): a client joins a case with the invitation code and their name. */
export function linkCase(body: TLinkCaseRequest): Promise<TLinkCaseResponse> {
  return http.request<TLinkCaseResponse>('/api/case/link', { method: 'POST', body });
}

/** Refreshes case and task lists everywhere after a case was opened or joined. */
export function refreshCaseLists(queryClient: QueryClient, { entities = false } = {}): Promise<unknown> {
  const keys: (readonly string[])[] = [CASE_OPENING_KEYS.cases, CASE_OPENING_KEYS.tasks];
  if (entities) keys.push(CASE_OPENING_KEYS.entities, ACCOUNT_KEYS.myFirms);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
