import { useCallback } from 'react';
import { isApiError } from '../../../api/api-error';
import { classifyError } from '../../../api/error-classifier';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';

/**
 * The server's own (translated) message of a refusal the person can act on — the firm's last
 * administrator, an address already in use, a used link — or null for failures that are not theirs.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.status === 401 || classifyError(error) !== 'UNEXPECTED') return null;
  return typeof error.body?.message === 'string' && error.body.message !== '' ? error.body.message : null;
}

/** Shows a failed change in an error snackbar: the server's message when it has one for the person. */
export function useFailureSnackbar(): (error: unknown) => void {
  const { showSnackbar, showError } = useSnackbar();
  return useCallback(
    (error: unknown) => {
      const message = refusalMessage(error);
      if (message) showSnackbar({ variant: 'alert', severity: 'error', message });
      else showError(error);
    },
    [showSnackbar, showError],
  );
}
