import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type TCompleteTaskResponse } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { completeTask, TASK_KEYS } from '../tasks/api';
import { findIdentificationTask, HOLDER_KEYS } from './api';
import { writeLocalDraft } from './particulars';
import type { TListedIssue } from './components/IssueList';

/** The caller has no identification task in progress for this holder (any longer). */
export class NoTaskError extends Error {
  constructor() {
    super('no identification task in progress');
    this.name = 'NoTaskError';
  }
}

/** The problems a 409 15001 lists (paths relative to the holder), or null for any other failure. */
export function refusalIssues(error: unknown): TListedIssue[] | null {
  if (!isApiError(error) || error.code !== ERROR_CODES.UPDATE_CASE_INCOMPLETE) return null;
  return (error.details ?? []).map((d) => ({ path: d.field, message: d.message }));
}

/**
 * "Confirm my identity": the draft is saved first, then the caller's SH_I_FORM / SH_C_FORM task of
 * this holder is completed with { confirmed: true }.
 */
export function useConfirmIdentity(
  caseID: string,
  holderID: string,
  flush: () => Promise<void>,
  onDone: (response: TCompleteTaskResponse) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await flush();
      const task = await findIdentificationTask(caseID, holderID);
      if (!task) throw new NoTaskError();
      return completeTask(task.taskID, { result: { confirmed: true } });
    },
    onSuccess: (response) => {
      writeLocalDraft(caseID, holderID, null);
      onDone(response);
      queryClient.removeQueries({ queryKey: HOLDER_KEYS.view(caseID, holderID) });
      void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: ['cases'] });
    },
  });
}
