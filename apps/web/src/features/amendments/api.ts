import { queryOptions } from '@tanstack/react-query';
import type { TAmendmentChangeInput, TAmendmentView } from '@portal/domain';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

/** Under the case's detail key, so whatever refreshes a case (completing its task) refreshes this too. */
export const AMENDMENT_KEYS = {
  view: (caseID: string) => ['cases', 'detail', caseID, 'amendment'] as const,
};

const amendmentPath = (caseID: string) => `/api/cases/${encodeURIComponent(caseID)}/amendment`;

/**
 * GET /api/cases/:caseID/amendment: the drafted changes with their problems, the records they start
 * from and the notices they owe. The screen owns the changes once read, so focus does not reload it.
 */
export const amendmentQuery = (caseID: string) =>
  queryOptions({
    queryKey: AMENDMENT_KEYS.view(caseID),
    queryFn: ({ signal }) => http.request<TAmendmentView>(amendmentPath(caseID), { signal }),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: false,
  });

/** PUT /api/cases/:caseID/amendment: saves the changes as typed; their problems come back in the view. */
export function saveAmendment(
  caseID: string,
  changes: readonly TAmendmentChangeInput[],
): Promise<TAmendmentView> {
  return http.request<TAmendmentView>(amendmentPath(caseID), { method: 'PUT', body: { changes } });
}
