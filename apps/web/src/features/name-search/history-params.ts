import { SEARCH_OUTCOMES, type TSearchOutcome } from '@portal/domain';
import { isRealDate } from '../compliance/due-diligence-form';
import type { THistoryParams } from './api';

/**
 * The filters of /name-search/history, kept in the address so a filtered history can be bookmarked,
 * shared and returned to with Back: person, case (its id, with its reference to show), outcome,
 * dates (Hong Kong days), list version and page (with its cursor).
 */
export interface THistoryFilters {
  person: string;
  caseID: string;
  /** The case's reference, shown on the filter (the API filters by id). */
  caseRef: string;
  outcome: TSearchOutcome | '';
  from: string;
  to: string;
  listVersionID: string;
  /** 1-based. */
  page: number;
  after: string;
  before: string;
}

export const FILTER_FIELDS = ['person', 'caseID', 'outcome', 'from', 'to', 'listVersionID'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURSOR = /^[A-Za-z0-9_-]{1,2000}$/;
const uuid = (value: string | null) => (value && UUID.test(value) ? value.toLowerCase() : '');
const cursor = (value: string | null) => (value && CURSOR.test(value) ? value : '');
const date = (value: string | null) => (value && isRealDate(value) ? value : '');

/** Reads the filters from the address, ignoring what is not a valid value. */
export function readHistoryFilters(params: URLSearchParams): THistoryFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const caseID = uuid(params.get('caseID'));
  return {
    person: (params.get('person') ?? '').trim().slice(0, 100),
    caseID,
    caseRef: caseID ? (params.get('caseRef') ?? '').trim().slice(0, 60) : '',
    outcome: SEARCH_OUTCOMES.find((outcome) => outcome === params.get('outcome')) ?? '',
    from: date(params.get('from')),
    to: date(params.get('to')),
    listVersionID: uuid(params.get('listVersionID')),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    after: cursor(params.get('after')),
    before: params.get('after') ? '' : cursor(params.get('before')),
  };
}

/** The address after a change: empty values left out; any change but the page goes back to page 1. */
export function writeHistoryFilters(
  current: URLSearchParams,
  changes: Partial<THistoryFilters>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged: THistoryFilters = { ...readHistoryFilters(current), ...changes };
  if (!('page' in changes)) merged.page = 1;
  // A cursor belongs to the page it was given for: another page names its own, other changes drop it.
  if (!('page' in changes) || merged.page === 1) {
    merged.after = '';
    merged.before = '';
  }
  const values: Record<keyof THistoryFilters, string> = {
    person: merged.person.trim(),
    caseID: merged.caseID,
    caseRef: merged.caseID ? merged.caseRef : '',
    outcome: merged.outcome,
    from: merged.from,
    to: merged.to,
    listVersionID: merged.listVersionID,
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
export function rangeIsBackwards(filters: Pick<THistoryFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

export function hasHistoryFilters(filters: THistoryFilters): boolean {
  return FILTER_FIELDS.some((field) => Boolean(filters[field]));
}

/** The filters with none set (Clear filters). */
export const NO_FILTERS = {
  person: '',
  caseID: '',
  caseRef: '',
  outcome: '',
  from: '',
  to: '',
  listVersionID: '',
} as const satisfies Partial<THistoryFilters>;

/** The request of GET /api/name-search/history for these filters. */
export function toHistoryParams(filters: THistoryFilters): THistoryParams {
  return {
    person: filters.person || undefined,
    caseID: filters.caseID || undefined,
    outcome: filters.outcome || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    listVersionID: filters.listVersionID || undefined,
    page: filters.page,
    after: filters.after || undefined,
    before: filters.before || undefined,
  };
}
