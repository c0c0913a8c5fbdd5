import type { TCaseStatus } from '@portal/domain';

const id = (caseID: string) => encodeURIComponent(caseID);

/** /view-cases/ongoing/:caseID, optionally at an anchor of the page (e.g. task-list). */
export function ongoingPath(caseID: string, hash = ''): string {
  return `/view-cases/ongoing/${id(caseID)}${hash}`;
}

/** /view-cases/complete/:caseID: a completed or cancelled case. */
export function completePath(caseID: string): string {
  return `/view-cases/complete/${id(caseID)}`;
}

/** /view-cases/pending-client-onboard/:caseID (staff): the invitation of a case no client has linked to. */
export function pendingClientOnboardPath(caseID: string): string {
  return `/view-cases/pending-client-onboard/${id(caseID)}`;
}

/** The view of a case by its status: ongoing while open, complete once completed or cancelled. */
export function caseViewPath(caseID: string, status: TCaseStatus): string {
  return status === 'OPEN' ? ongoingPath(caseID) : completePath(caseID);
}

/**
 * Where a row of the case list leads: an open case waiting for its client to link opens the
 * invitation page for the firm's staff; every other case opens its ongoing or complete view.
 */
export function caseRowPath(
  summary: { caseID: string; status: TCaseStatus; pendingClientOnboard: boolean },
  options: { isFirmStaff: boolean },
): string {
  if (options.isFirmStaff && summary.status === 'OPEN' && summary.pendingClientOnboard)
    return pendingClientOnboardPath(summary.caseID);
  return caseViewPath(summary.caseID, summary.status);
}
