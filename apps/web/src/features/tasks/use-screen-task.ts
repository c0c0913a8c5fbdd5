import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TTaskActionKey } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { taskListQuery } from './api';
import { findScreenTask } from './task-screen-match';

/** More in-progress tasks of one case than one person ever holds at once. */
const LOOKUP_PAGE_SIZE = 100;

/**
 * The caller's in-progress task of this case whose screen this page is (spec §6), if its action key is
 * one of `keys`: `pending` while the list loads, `refused` when the case is not theirs to see.
 */
export function useScreenTask(caseID: string, keys: readonly TTaskActionKey[]) {
  const location = useLocation();
  const lookup = useQuery(
    taskListQuery({ caseID, tabKey: 'mine', status: 'IN_PROGRESS', pageSize: LOOKUP_PAGE_SIZE }),
  );
  // A previous case's tasks (kept while the next case's load) must not decide anything here.
  const pending = lookup.isPending || lookup.isPlaceholderData;
  const refused = isApiError(lookup.error) && lookup.error.status >= 400 && lookup.error.status < 500;
  const found = lookup.data ? findScreenTask(lookup.data.items, location) : null;
  return {
    pending,
    refused,
    failed: lookup.isError && !refused,
    retry: () => void lookup.refetch(),
    task: found && keys.includes(found.taskActionKey) ? found : null,
  };
}
