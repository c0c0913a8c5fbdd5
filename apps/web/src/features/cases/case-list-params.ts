import {
  CASE_SORTS,
  CASE_STATUSES,
  CASE_TYPES,
  STEP_KEYS,
  type TCaseStatus,
  type TCaseType,
  type TStepKey,
} from '@portal/domain';
import type { TCaseListParams } from './api';

export type TCaseSort = (typeof CASE_SORTS)[number];
export type TSortOrder = 'asc' | 'desc';

/** The value of the staff filter that means "nobody has taken charge yet". */
export const NOBODY_IN_CHARGE = 'none';

/**
 * The filters of /cases, kept in the address (spec §2: query staffInChargeUserIDs) so a filtered list
 * can be bookmarked, shared and returned to with Back.
 */
export interface TCaseListFilters {
  /** User ids, or NOBODY_IN_CHARGE; empty for every case. */
  staffInChargeUserIDs: string[];
  caseType: TCaseType | '';
  step: TStepKey | '';
  status: TCaseStatus | '';
  search: string;
  /** 1-based. */
  page: number;
  /** Where the page starts: the cursor of the page beside it, as the list gave it out (issue 23). */
  after: string;
  before: string;
  sort: TCaseSort;
  order: TSortOrder;
}

export const DEFAULT_SORT: TCaseSort = 'updatedDate';
export const DEFAULT_ORDER: TSortOrder = 'desc';

/** A cursor as the API gives them out; anything else in the address is ignored. */
const CURSOR = /^[A-Za-z0-9_-]{1,2000}$/;
const cursorOf = (value: string | null): string => (value && CURSOR.test(value) ? value : '');

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((candidate) => candidate === value) ?? '';

/** Reads the filters from the address, ignoring what is not a valid value. */
export function readFilters(params: URLSearchParams): TCaseListFilters {
  const ids = (params.get('staffInChargeUserIDs') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    staffInChargeUserIDs: [...new Set(ids)],
    caseType: oneOf(CASE_TYPES, params.get('caseType')),
    step: oneOf(STEP_KEYS, params.get('step')),
    status: oneOf(CASE_STATUSES, params.get('status')),
    search: (params.get('search') ?? '').trim(),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    after: cursorOf(params.get('after')),
    before: params.get('after') ? '' : cursorOf(params.get('before')),
    sort: oneOf(CASE_SORTS, params.get('sort')) || DEFAULT_SORT,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) || DEFAULT_ORDER,
  };
}

/**
 * The address after a change of filters: values equal to the default are left out, and any change
 * but a page change starts again at page 1. Other parameters are kept.
 */
export function writeFilters(current: URLSearchParams, changes: Partial<TCaseListFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged: TCaseListFilters = { ...readFilters(current), ...changes };
  if (!('page' in changes)) merged.page = 1;
  // A cursor belongs to the page it was given for: a new page names its own, any other change drops it.
  if (!('page' in changes) || merged.page === 1) {
    merged.after = '';
    merged.before = '';
  }
  const values: Record<keyof TCaseListFilters, string> = {
    staffInChargeUserIDs: merged.staffInChargeUserIDs.join(','),
    caseType: merged.caseType,
    step: merged.step,
    status: merged.status,
    search: merged.search.trim(),
    page: merged.page > 1 ? String(merged.page) : '',
    after: merged.after,
    before: merged.after ? '' : merged.before,
    sort: merged.sort === DEFAULT_SORT && merged.order === DEFAULT_ORDER ? '' : merged.sort,
    order: merged.sort === DEFAULT_SORT && merged.order === DEFAULT_ORDER ? '' : merged.order,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The request of GET /api/cases for these filters; clients never filter by staff. */
export function toListParams(filters: TCaseListFilters, options: { staffFilter: boolean }): TCaseListParams {
  return {
    staffInChargeUserIDs:
      options.staffFilter && filters.staffInChargeUserIDs.length > 0
        ? filters.staffInChargeUserIDs.join(',')
        : undefined,
    caseType: filters.caseType || undefined,
    step: filters.step || undefined,
    status: filters.status || undefined,
    search: filters.search || undefined,
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    after: filters.after || undefined,
    before: filters.before || undefined,
  };
}

/** Clicking a column header: the same column flips the order; another sorts names and steps A→Z, dates newest first. */
export function nextSort(filters: Pick<TCaseListFilters, 'sort' | 'order'>, column: TCaseSort) {
  if (filters.sort === column)
    return { sort: column, order: filters.order === 'asc' ? 'desc' : 'asc' } as const;
  const order: TSortOrder = column === 'companyName' || column === 'step' ? 'asc' : 'desc';
  return { sort: column, order };
}

/** Whether any filter narrows the list (for the empty state's wording and its clear button). */
export function hasFilters(filters: TCaseListFilters): boolean {
  return Boolean(
    filters.staffInChargeUserIDs.length > 0 ||
    filters.caseType ||
    filters.step ||
    filters.status ||
    filters.search,
  );
}
