import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import FormDialog from '../../../ui-component/FormDialog';

/** The longest note or reason the server takes. */
const NOTE_MAX = 1000;

/**
 * A decision with a note (void an invoice, confirm or reject a payment): the note is required unless
 * `optional`; the server's refusal shows above the field, a refused note under it.
 */
export default function NoteDialog({
  title,
  intro,
  label,
  requiredMessage,
  submitLabel,
  closeLabel,
  danger = false,
  optional = false,
  field,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: ReactNode;
  label: string;
  requiredMessage?: string;
  submitLabel: string;
  closeLabel?: string;
  danger?: boolean;
  optional?: boolean;
  /** The request field the note is sent as (so the server's refusal lands under it). */
  field: string;
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const text = note.trim();
    if (!text && !optional) return setError(requiredMessage);
    if (text.length > NOTE_MAX) return setError(t('billing.noteTooLong', { max: NOTE_MAX }));
    setFormError(null);
    setBusy(true);
    try {
      await onSubmit(text);
    } catch (failure) {
      if (isApiError(failure) && failure.field === field) setError(failure.message);
      else setFormError(refusalMessage(failure) ?? t('billing.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      closeLabel={closeLabel}
      danger={danger}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intro}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        <OutlinedField
          label={label}
          name={field}
          value={note}
          onChange={(value) => {
            setNote(value);
            setError(undefined);
          }}
          error={error}
          required={!optional}
          autoFocus
          multiline
          rows={3}
          disabled={busy}
        />
      </Stack>
    </FormDialog>
  );
}
