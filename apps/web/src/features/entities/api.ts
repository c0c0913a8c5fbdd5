import type {
  TEntityDetail,
  TEntityHolderDetail,
  TEntityList,
  TEntityListQuery,
  TRegisters,
} from '@portal/domain';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { isNotFound } from '../cases/api';

/** Rows per page of the entity lists. */
export const ENTITY_PAGE_SIZE = 20;

/** What a list asks for; everything but status and page falls back to the server's defaults. */
export type TEntityListParams = Partial<Omit<TEntityListQuery, 'page' | 'pageSize'>> &
  Pick<TEntityListQuery, 'status' | 'page'>;

/**
 * Every entity query starts with 'entities' (the case-opening picker's too), so one invalidation
 * after an archive or restore refreshes every screen that lists or shows an entity.
 */
export const ENTITY_KEYS = {
  all: ['entities'] as const,
  lists: ['entities', 'list'] as const,
  detail: (companyID: string) => ['entities', 'detail', companyID] as const,
  holder: (companyID: string, holderID: string) =>
    ['entities', 'detail', companyID, 'holder', holderID] as const,
  registers: (companyID: string, asAt: string) =>
    ['entities', 'detail', companyID, 'registers', asAt] as const,
};

const entityPath = (companyID: string) => `/api/entities/${encodeURIComponent(companyID)}`;

/** A not-found entity (or one that is not the caller's) stays not found: asking again would not help. */
const retryUnlessNotFound = (failureCount: number, error: unknown) => failureCount < 1 && !isNotFound(error);

/** GET /api/entities: a page of the active or archived companies the caller may see. */
export const entityListQuery = (params: TEntityListParams) =>
  queryOptions({
    queryKey: [...ENTITY_KEYS.lists, params],
    queryFn: ({ signal }) =>
      http.request<TEntityList>('/api/entities', {
        query: { ...params, pageSize: ENTITY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/entities/:companyID: particulars, stakeholders, documents, cases, history, clients. */
export const entityDetailQuery = (companyID: string) =>
  queryOptions({
    queryKey: ENTITY_KEYS.detail(companyID),
    queryFn: ({ signal }) => http.request<TEntityDetail>(entityPath(companyID), { signal }),
    retry: retryUnlessNotFound,
  });

/** GET /api/entities/:companyID/holders/:holderID: one holder, current or former. */
export const entityHolderQuery = (companyID: string, holderID: string) =>
  queryOptions({
    queryKey: ENTITY_KEYS.holder(companyID, holderID),
    queryFn: ({ signal }) =>
      http.request<TEntityHolderDetail>(`${entityPath(companyID)}/holders/${encodeURIComponent(holderID)}`, {
        signal,
      }),
    retry: retryUnlessNotFound,
  });

/** GET /api/entities/:companyID/registers?asAt=: the four registers as at a date, each entry with its from and to. */
export const entityRegistersQuery = (companyID: string, asAt: string) =>
  queryOptions({
    queryKey: ENTITY_KEYS.registers(companyID, asAt),
    queryFn: ({ signal }) =>
      http.request<TRegisters>(`${entityPath(companyID)}/registers`, { query: { asAt }, signal }),
    retry: retryUnlessNotFound,
    // Another date keeps the tables in place until its registers arrive.
    placeholderData: keepPreviousData,
  });

/** The files the registers download as: a spreadsheet, or a printable copy with English and Chinese headings. */
export type TRegistersFormat = 'csv' | 'pdf';

/** GET /api/entities/:companyID/registers.csv|pdf?asAt=, fetched with the token (a plain link would carry none). */
export function downloadRegisters(companyID: string, asAt: string, format: TRegistersFormat): Promise<Blob> {
  return http.request<Blob>(`${entityPath(companyID)}/registers.${format}`, {
    query: { asAt },
    responseType: 'blob',
  });
}

/** POST /api/entities/:companyID/archive with the reason (refused while cases are open). */
export function archiveEntity(companyID: string, reason: string): Promise<TEntityDetail> {
  return http.request<TEntityDetail>(`${entityPath(companyID)}/archive`, {
    method: 'POST',
    body: { reason },
  });
}

/** POST /api/entities/:companyID/restore, with an optional note. */
export function restoreEntity(companyID: string, reason: string): Promise<TEntityDetail> {
  return http.request<TEntityDetail>(`${entityPath(companyID)}/restore`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

/** After an archive or restore: every entity list and page asks again (cases too: they name the company). */
export function refreshEntities(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ENTITY_KEYS.all }),
    queryClient.invalidateQueries({ queryKey: ['cases'] }),
  ]);
}
