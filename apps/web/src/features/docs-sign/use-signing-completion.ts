import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { taskCompletedPath, type TTask } from '@portal/domain';
import { useAuth } from '../auth/auth-context';
import { TASK_KEYS, taskDetailQuery } from '../tasks/api';
import { caseDocumentsQuery } from './api';

/**
 * After a signature: read the documents again and, once every signature is in, the task — the server
 * completes the signing tasks itself, and then the caller goes to the completed-task page (spec §6).
 * The task lists are refreshed only after leaving, so this page's lookup cannot first find its task
 * closed and send the caller to the case instead.
 */
export function useSigningCompletion(task: TTask) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  return useCallback(async () => {
    try {
      const documents = await queryClient.fetchQuery({ ...caseDocumentsQuery(task.caseID), staleTime: 0 });
      if (!documents.signingComplete || !user) return;
      const info = await queryClient.fetchQuery({ ...taskDetailQuery(task.taskID), staleTime: 0 });
      if (info.status !== 'COMPLETED') return;
      await navigate(taskCompletedPath(task.taskID, user.userType.typeCode));
      void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: ['cases'] });
    } catch {
      // The documents query on the page shows its own failure; the task stays where it is.
    }
  }, [queryClient, navigate, user, task.caseID, task.taskID]);
}
