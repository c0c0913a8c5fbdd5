import { COMPLIANCE_TYPES, type TComplianceType } from '@portal/domain';
import type { TComplianceListParams } from './api';
import { isRealDate } from './due-diligence-form';

/**
 * The filters of /compliance, kept in the address so a filtered list can be bookmarked, shared and
 * returned to with Back: type, company, dates (Hong Kong calendar days), search and page (with its
 * cursor).
 */
export interface TComplianceFilters {
  type: TComplianceType | '';
  company: string;
  from: string;
  to: string;
  q: string;
  /** 1-based. */
  page: number;
  /** Where the page starts: the cursor of the page beside it, as the list gave it out (issue 23). */
  after: string;
  before: string;
}

/** A cursor as the API gives them out; anything else in the address is ignored. */
const CURSOR = /^[A-Za-z0-9_-]{1,2000}$/;
const cursorOf = (value: string | null): string => (value && CURSOR.test(value) ? value : '');

const date = (value: string | null) => (value && isRealDate(value) ? value : '');

/** Reads the filters from the address, ignoring what is not a valid value. */
export function readComplianceFilters(params: URLSearchParams): TComplianceFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    type: COMPLIANCE_TYPES.find((type) => type === params.get('type')) ?? '',
    company: (params.get('company') ?? '').trim(),
    from: date(params.get('from')),
    to: date(params.get('to')),
    q: (params.get('q') ?? '').trim(),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    after: cursorOf(params.get('after')),
    before: params.get('after') ? '' : cursorOf(params.get('before')),
  };
}

/** The address after a change: empty values are left out; any change but the page starts at page 1. */
export function writeComplianceFilters(
  current: URLSearchParams,
  changes: Partial<TComplianceFilters>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged: TComplianceFilters = { ...readComplianceFilters(current), ...changes };
  if (!('page' in changes)) merged.page = 1;
  // A cursor belongs to the page it was given for: a new page names its own, any other change drops it.
  if (!('page' in changes) || merged.page === 1) {
    merged.after = '';
    merged.before = '';
  }
  const values: Record<keyof TComplianceFilters, string> = {
    type: merged.type,
    company: merged.company.trim(),
    from: merged.from,
    to: merged.to,
    q: merged.q.trim(),
    page: merged.page > 1 ? String(merged.page) : '',
    after: merged.after,
    before: merged.after ? '' : merged.before,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A date range that ends before it starts finds nothing: the screen says so instead of asking. */
export function rangeIsBackwards(filters: Pick<TComplianceFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

export function hasComplianceFilters(filters: TComplianceFilters): boolean {
  return Boolean(filters.type || filters.company || filters.from || filters.to || filters.q);
}

/** The request of GET /api/compliance for these filters. */
export function toComplianceParams(filters: TComplianceFilters): TComplianceListParams {
  return {
    type: filters.type || undefined,
    company: filters.company || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: filters.q || undefined,
    page: filters.page,
    after: filters.after || undefined,
    before: filters.before || undefined,
  };
}
