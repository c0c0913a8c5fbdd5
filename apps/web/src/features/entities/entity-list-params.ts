import {
  ENTITY_DUE_FILTERS,
  ENTITY_SORTS,
  type TEntityDueFilter,
  type TEntitySort,
  type TEntityStatus,
} from '@portal/domain';
import type { TEntityListParams } from './api';

export type TSortOrder = 'asc' | 'desc';

/**
 * The search, page (with its cursor) and order of /entities/active and /entities/archive, kept in the
 * address so a list can be bookmarked, shared and returned to with Back.
 */
export interface TEntityListFilters {
  search: string;
  /** 1-based. */
  page: number;
  /** Where the page starts: the cursor of the page beside it, as the list gave it out (issue 23). */
  after: string;
  before: string;
  sort: TEntitySort;
  order: TSortOrder;
  /** Only companies whose next deadline is past, or due within 7 or 30 days; all when absent. */
  due: TEntityDueFilter | null;
}

/** Names A→Z for the active list; the most recently archived first for the archive. */
export function defaultSortOf(status: TEntityStatus): Pick<TEntityListFilters, 'sort' | 'order'> {
  return status === 'ARCHIVED'
    ? { sort: 'archivedDate', order: 'desc' }
    : { sort: 'companyName', order: 'asc' };
}

/** A cursor as the API gives them out; anything else in the address is ignored. */
const CURSOR = /^[A-Za-z0-9_-]{1,2000}$/;
const cursorOf = (value: string | null): string => (value && CURSOR.test(value) ? value : '');

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the list's state from the address, ignoring what is not a valid value. */
export function readEntityFilters(params: URLSearchParams, status: TEntityStatus): TEntityListFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const defaults = defaultSortOf(status);
  const sort = oneOf(ENTITY_SORTS, params.get('sort'));
  return {
    search: (params.get('search') ?? '').trim(),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    after: cursorOf(params.get('after')),
    before: params.get('after') ? '' : cursorOf(params.get('before')),
    sort: sort ?? defaults.sort,
    order: sort ? (oneOf(['asc', 'desc'] as const, params.get('order')) ?? 'asc') : defaults.order,
    due: status === 'ACTIVE' ? (oneOf(ENTITY_DUE_FILTERS, params.get('due')) ?? null) : null,
  };
}

/**
 * The address after a change: defaults are left out, and any change but a page change starts again
 * at page 1. Other parameters are kept.
 */
export function writeEntityFilters(
  current: URLSearchParams,
  changes: Partial<TEntityListFilters>,
  status: TEntityStatus,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged: TEntityListFilters = { ...readEntityFilters(current, status), ...changes };
  if (!('page' in changes)) merged.page = 1;
  // A cursor belongs to the page it was given for: a new page names its own, any other change drops it.
  if (!('page' in changes) || merged.page === 1) {
    merged.after = '';
    merged.before = '';
  }
  const defaults = defaultSortOf(status);
  const isDefault = merged.sort === defaults.sort && merged.order === defaults.order;
  const values: Record<keyof TEntityListFilters, string> = {
    search: merged.search.trim(),
    page: merged.page > 1 ? String(merged.page) : '',
    after: merged.after,
    before: merged.after ? '' : merged.before,
    sort: isDefault ? '' : merged.sort,
    order: isDefault ? '' : merged.order,
    due: merged.due ?? '',
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The request of GET /api/entities for this list. */
export function toEntityListParams(filters: TEntityListFilters, status: TEntityStatus): TEntityListParams {
  return {
    status,
    search: filters.search || undefined,
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    after: filters.after || undefined,
    before: filters.before || undefined,
    due: filters.due ?? undefined,
  };
}

/** A column header clicked: the same column flips the order; names sort A→Z first, dates soonest first. */
export function nextEntitySort(
  filters: Pick<TEntityListFilters, 'sort' | 'order'>,
  column: TEntitySort,
): Pick<TEntityListFilters, 'sort' | 'order'> {
  if (filters.sort === column) return { sort: column, order: filters.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: column === 'archivedDate' ? 'desc' : 'asc' };
}
