import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntityDetail } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import FormDialog from '../../../ui-component/FormDialog';
import { ENTITY_KEYS, archiveEntity, refreshEntities, restoreEntity } from '../api';

/** Longest reason the server takes. */
const REASON_MAX_LENGTH = 2000;

/**
 * Archives the company after asking why (required), or restores it (a note is optional). A refusal
 * (open cases) is shown in the dialog in the server's words, and nothing changes.
 */
export default function ArchiveDialog({
  mode,
  entity,
  onClose,
  onDone,
}: {
  mode: 'archive' | 'restore';
  entity: Pick<TEntityDetail, 'companyID' | 'particulars'>;
  onClose: () => void;
  onDone?: (updated: TEntityDetail) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const name = entity.particulars.companyEngName ?? entity.particulars.companyChiName ?? '';
  const archive = mode === 'archive';

  const mutation = useMutation({
    mutationFn: (text: string) =>
      archive ? archiveEntity(entity.companyID, text) : restoreEntity(entity.companyID, text),
    onSuccess: (updated) => {
      queryClient.setQueryData<TEntityDetail>(ENTITY_KEYS.detail(entity.companyID), updated);
      showSuccess(t(archive ? 'entities.archive.done' : 'entities.restore.done', { name }));
      onDone?.(updated);
      onClose();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.field === 'reason') setError(failure.message);
      else setFormError(refusalMessage(failure) ?? t('entities.actionFailed'));
    },
    onSettled: () => refreshEntities(queryClient),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const text = reason.trim();
    if (archive && !text) {
      setError(t('entities.archive.reasonRequired'));
      return;
    }
    if (text.length > REASON_MAX_LENGTH) {
      setError(t('entities.archive.reasonTooLong', { max: REASON_MAX_LENGTH }));
      return;
    }
    setFormError(null);
    mutation.mutate(text);
  };

  const keys = archive ? 'entities.archive' : 'entities.restore';
  return (
    <FormDialog
      title={t(`${keys}.title`, { name })}
      submitLabel={t(`${keys}.confirm`)}
      closeLabel={t(`${keys}.keep`)}
      danger={archive}
      busy={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`${keys}.intro`)}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        <OutlinedField
          label={t(`${keys}.reason`)}
          name="reason"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
          helperText={archive ? undefined : t('entities.restore.optional')}
          required={archive}
          autoFocus
          multiline
          rows={4}
          disabled={mutation.isPending}
        />
      </Stack>
    </FormDialog>
  );
}
