import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCaseDetail } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import { CASE_KEYS, cancelCase, refreshCasesAndTasks } from '../api';
import FormDialog from '../../../ui-component/FormDialog';

/** Longest reason the server takes. */
const REASON_MAX_LENGTH = 2000;

/** Cancels the case after asking why (required); the reason is kept in the case's history. */
export default function CancelCaseDialog({ detail, onClose }: { detail: TCaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (text: string) => cancelCase(detail.caseID, text),
    onSuccess: (updated) => {
      queryClient.setQueryData<TCaseDetail>(CASE_KEYS.detail(detail.caseID), updated);
      showSuccess(t('cases.cancel.done', { ref: updated.caseRef }));
      onClose();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.field === 'reason') setError(failure.message);
      else setFormError(refusalMessage(failure) ?? t('cases.actions.failed'));
    },
    onSettled: () => refreshCasesAndTasks(queryClient),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const text = reason.trim();
    if (!text) {
      setError(t('cases.cancel.reasonRequired'));
      return;
    }
    if (text.length > REASON_MAX_LENGTH) {
      setError(t('cases.cancel.reasonTooLong', { max: REASON_MAX_LENGTH }));
      return;
    }
    setFormError(null);
    mutation.mutate(text);
  };

  return (
    <FormDialog
      title={t('cases.cancel.title', { ref: detail.caseRef })}
      submitLabel={t('cases.cancel.confirm')}
      closeLabel={t('cases.cancel.keep')}
      danger
      busy={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('cases.cancel.intro')}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        <OutlinedField
          label={t('cases.cancel.reason')}
          name="reason"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
          required
          autoFocus
          multiline
          rows={4}
          disabled={mutation.isPending}
        />
      </Stack>
    </FormDialog>
  );
}
