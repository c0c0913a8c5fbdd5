import { useEffect, useState } from 'react';
import type { TCaseType } from '@portal/domain';
import type { TTaskSort } from './api';
import type { TPagePosition } from '../account-management/components/list-parts';

/** Typing pauses this long before the list is asked for again. */
export const SEARCH_DELAY_MS = 300;

export interface TTaskListState {
  /** What is typed in the search box, and what the list was last asked for. */
  searchText: string;
  setSearchText: (text: string) => void;
  search: string;
  caseType: TCaseType | '';
  setCaseType: (caseType: TCaseType | '') => void;
  /** 1-based, as the API counts; back to 1 whenever a filter or the order changes. */
  page: number;
  /** Where the page starts: the cursor of the page beside it (none on the first page). */
  position: TPagePosition;
  setPage: (page: number, position: TPagePosition) => void;
  sort: TTaskSort;
  order: 'asc' | 'desc';
  /** The same column again flips the order; another column starts newest first. */
  toggleSort: (field: TTaskSort) => void;
}

/** Filters, page and order of one task list, kept while the screen is open. */
export function useTaskListState(defaultSort: TTaskSort): TTaskListState {
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<{
    search: string;
    caseType: TCaseType | '';
    page: number;
    position: TPagePosition;
    sort: TTaskSort;
    order: 'asc' | 'desc';
  }>({ search: '', caseType: '', page: 1, position: {}, sort: defaultSort, order: 'desc' });

  useEffect(() => {
    const next = searchText.trim();
    const timer = setTimeout(() => {
      setQuery((current) =>
        current.search === next ? current : { ...current, search: next, page: 1, position: {} },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    searchText,
    setSearchText,
    search: query.search,
    caseType: query.caseType,
    setCaseType: (caseType) => setQuery((current) => ({ ...current, caseType, page: 1, position: {} })),
    page: query.page,
    position: query.position,
    setPage: (page, position) => setQuery((current) => ({ ...current, page, position })),
    sort: query.sort,
    order: query.order,
    toggleSort: (field) =>
      setQuery((current) => ({
        ...current,
        sort: field,
        order: current.sort === field && current.order === 'desc' ? 'asc' : 'desc',
        page: 1,
        position: {},
      })),
  };
}
