import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { loadAppQueryClient } from '../../app/query-client-handle';
import { isApiError } from '../../api/api-error';
import { classifyError, ERROR_CLASS_MESSAGE_KEYS, errorReference } from '../../api/error-classifier';
import { publicConfigQuery } from '../../features/support/api';
import { SnackbarContext, type TSnackbarContext, type TSnackbarOptions } from './snackbar-context';
import type { TShownSnackbar } from './SnackbarHost';

const SnackbarHost = lazy(() => import('./SnackbarHost'));

/** Codes whose message from the server tells the person what happened and how to go on. */
const SELF_EXPLAINING = new Set<string>([
  'FIRM_SUSPENDED',
  'PLAN_LIMIT_REACHED',
  'PLAN_FEATURE_NOT_INCLUDED',
  'PLAN_USAGE_OVER',
]);

/** Shows one snackbar at a time; a new one replaces the current one. */
export default function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<TShownSnackbar | null>(null);

  const showSnackbar = useCallback((options: TSnackbarOptions) => {
    setCurrent({ variant: 'default', ...options, key: Date.now() + Math.random(), open: true });
  }, []);

  const showSuccess = useCallback(
    (message?: ReactNode) =>
      showSnackbar({ variant: 'alert', severity: 'success', message: message ?? t('changesHaveBeenSaved') }),
    [showSnackbar, t],
  );

  const showError = useCallback(
    (error: unknown) => {
      // A refusal that says itself what to do (a suspended firm, a plan's limit): the server's words.
      if (isApiError(error) && error.code && SELF_EXPLAINING.has(error.code)) {
        showSnackbar({ variant: 'alert', severity: 'error', message: error.message });
        return;
      }
      const errorClass = classifyError(error);
      if (errorClass !== 'UNEXPECTED') {
        showSnackbar({
          variant: 'alert',
          severity: 'error',
          message: t(ERROR_CLASS_MESSAGE_KEYS[errorClass]),
        });
        return;
      }
      const errCode = errorReference(error);
      // The support address comes from the server; it is fetched only when first needed.
      loadAppQueryClient()
        .then((queryClient) => queryClient.fetchQuery(publicConfigQuery))
        .then(({ supportEmail }) => t('unexpectedErrorContact', { email: supportEmail, errCode }))
        .catch(() => t('unexpectedErrorNoContact', { errCode }))
        .then((message) => showSnackbar({ variant: 'alert', severity: 'error', message }))
        .catch((failure: unknown) => console.error('Could not show the error snackbar', failure));
    },
    [showSnackbar, t],
  );

  const handleClose = useCallback((_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss an error before it can be read.
    if (reason === 'clickaway') return;
    setCurrent((shown) => (shown ? { ...shown, open: false } : shown));
  }, []);

  const value = useMemo<TSnackbarContext>(
    () => ({ showSnackbar, showSuccess, showError }),
    [showSnackbar, showSuccess, showError],
  );

  return (
    <SnackbarContext value={value}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <SnackbarHost shown={current} onClose={handleClose} />
        </Suspense>
      )}
    </SnackbarContext>
  );
}
