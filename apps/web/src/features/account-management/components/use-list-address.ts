import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { TPagePosition } from './list-parts';

/**
 * The filters, page and cursor of a tab's list (mail outbox, audit log), kept in the address beside
 * `tab` so the list can be bookmarked and returned to with Back at the same page (issue 23). Switching
 * tab or firm drops them (LIST_PARAMS): a cursor belongs to the list that gave it out.
 */
export const LIST_PARAMS = ['status', 'action', 'from', 'to', 'page', 'after', 'before'] as const;
type TListParam = (typeof LIST_PARAMS)[number];
type TFilterParam = Exclude<TListParam, 'page' | 'after' | 'before'>;

/** A cursor as the API gives them out; anything else in the address is ignored. */
const CURSOR = /^[A-Za-z0-9_-]{1,2000}$/;
const cursorOf = (value: string | null) => (value && CURSOR.test(value) ? value : undefined);

/** The params without the tab lists' own, for a new tab or firm. */
export function withoutListParams(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of LIST_PARAMS) next.delete(name);
  return next;
}

export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const number = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(number) && number >= 1 ? number : 1;
  const after = cursorOf(params.get('after'));
  const before = after ? undefined : cursorOf(params.get('before'));
  const write = useCallback(
    (changes: Partial<Record<TListParam, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (next: number, position: TPagePosition) =>
      write({
        page: next > 1 ? String(next) : '',
        after: next > 1 ? (position.after ?? '') : '',
        before: next > 1 && !position.after ? (position.before ?? '') : '',
      }),
    [write],
  );
  return {
    page,
    after,
    before,
    filter: (name: TFilterParam) => params.get(name) ?? '',
    /** A filter changed: the list starts again at its first page. */
    setFilter: (name: TFilterParam, value: string) =>
      write({ [name]: value, page: '', after: '', before: '' }),
    /** Another page, by the cursor of the page beside it (none for the first). */
    setPage,
  };
}

/** A page that finds nothing any more (rows gone since the link was made) goes back to the first. */
export function useFirstPageWhenGone(
  address: ReturnType<typeof useListAddress>,
  list: { items: unknown[] } | undefined,
  isFetching: boolean,
) {
  const gone = Boolean(list && list.items.length === 0 && address.page > 1);
  const { setPage } = address;
  useEffect(() => {
    if (gone && !isFetching) setPage(1, {});
  }, [gone, isFetching, setPage]);
}
