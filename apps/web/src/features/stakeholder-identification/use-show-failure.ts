import { useCallback } from 'react';
import { isApiError } from '../../api/api-error';
import { useSnackbar } from '../../ui-component/snackbar/snackbar-context';

/**
 * An error snackbar for a failed call: a refusal (4xx) shows the server's own message (it comes in
 * the caller's language); anything else the app's wording by class; a plain Error its text.
 */
export function useShowFailure(): (error: unknown) => void {
  const { showSnackbar, showError } = useSnackbar();
  return useCallback(
    (error: unknown) => {
      const refusal = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408;
      if (refusal || (error instanceof Error && !isApiError(error))) {
        showSnackbar({ variant: 'alert', severity: 'error', message: error.message });
      } else showError(error);
    },
    [showSnackbar, showError],
  );
}
