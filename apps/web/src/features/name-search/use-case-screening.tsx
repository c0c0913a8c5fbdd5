import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { useSnackbar } from '../../ui-component/snackbar/snackbar-context';
import { LEGAL_KEYS } from '../legal/api';
import { useAcceptanceGate } from '../legal/use-acceptance-gate';
import { useScreenStakeholders } from './api';

/**
 * Screening a case's people from its due-diligence screen (issue 20 point 6): one person or everyone,
 * behind the name-search terms (opened first when not accepted yet). `running` is whom it is screening
 * now ('all' for everyone), so their button can say so; the answer is told in a snackbar.
 */
export function useCaseScreening(caseID: string) {
  const { t } = useTranslation();
  const { showSnackbar, showError } = useSnackbar();
  const queryClient = useQueryClient();
  const gate = useAcceptanceGate('NAME_SEARCH_TERMS');
  const mutation = useScreenStakeholders(caseID);
  const [running, setRunning] = useState<string | null>(null);

  const run = (holderIDs: string[] | undefined) => {
    setRunning(holderIDs?.[0] ?? 'all');
    mutation.mutate(holderIDs, {
      onSuccess: ({ searches }) => {
        const open = searches.reduce((sum, s) => sum + s.openHits, 0);
        showSnackbar({
          variant: 'alert',
          severity: open > 0 ? 'warning' : 'success',
          message:
            open > 0
              ? t('dueDiligence.screening.doneWithHits', { count: open, searches: searches.length })
              : t('dueDiligence.screening.doneNoHits', { count: searches.length }),
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ERROR_CODES.SCREENING_TERMS_REQUIRED)
          void queryClient.invalidateQueries({ queryKey: LEGAL_KEYS.acceptances });
        // A refusal (no list loaded, terms, a person not of the case) says why in the reader's language.
        if (isApiError(error) && error.status >= 400 && error.status < 500)
          showSnackbar({ variant: 'alert', severity: 'error', message: error.message });
        else showError(error);
      },
      onSettled: () => setRunning(null),
    });
  };
  return {
    /** Screens the person (or everyone, without an id) once the terms are accepted. */
    screen: (holderID?: string) => gate.whenAccepted(() => run(holderID ? [holderID] : undefined)),
    running,
    dialog: gate.dialog,
  };
}
