import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCompleteTaskRequest } from '@portal/domain';
import { isApiError, type ApiError } from '../../api/api-error';
import { useSnackbar } from '../../ui-component/snackbar/snackbar-context';
import { useCompleteTask } from './api';

/**
 * Completing a task from its own screen: on success the screen says so and goes where the server
 * says (the role's completed-task page, spec §6). `successText` words the snackbar for the request.
 */
export function useCompleteTaskAndGo(successText: (request: TCompleteTaskRequest) => string) {
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  return useCompleteTask((response, request) => {
    showSuccess(successText(request));
    void navigate(response.nextPath);
  });
}

/**
 * A screen's Complete button: a refusal that names what is still missing (15001, 18004…) stays on
 * the screen as `refusal`; any other failure goes to the error snackbar.
 */
export function useCompleteButton(taskID: string, completion: ReturnType<typeof useCompleteTask>) {
  const { showError } = useSnackbar();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const complete = (body: TCompleteTaskRequest = {}) => {
    setRefusal(null);
    completion.mutate(
      { taskID, body },
      {
        onError: (error) => {
          if (isApiError(error) && (error.details?.length ?? 0) > 0) setRefusal(error);
          else showError(error);
        },
      },
    );
  };
  return { complete, refusal, clearRefusal: () => setRefusal(null) };
}
