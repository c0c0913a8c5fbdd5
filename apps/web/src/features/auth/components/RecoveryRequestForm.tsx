import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LIMITS } from '@portal/domain';
import { errorReference } from '../../../api/error-classifier';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { describeRecoveryError } from './recovery-errors';
import type { TFieldIssue, TRecoveryField, validateRecoveryField } from './recovery-validation';

// As on the sign-in form, the schema library loads on the first keystroke (or on submit).
let validatorModule: Promise<{ validateRecoveryField: typeof validateRecoveryField }> | null = null;
function loadValidator() {
  validatorModule ??= import('./recovery-validation').catch((error: unknown) => {
    validatorModule = null;
    throw error;
  });
  return validatorModule;
}

interface TRecoveryRequestFormProps {
  field: TRecoveryField;
  label: string;
  submitLabel: string;
  /** Sends the validated (trimmed) value; resolves when the server has accepted the request. */
  send: (value: string) => Promise<unknown>;
  /** Called with the value that was sent, once the server accepted it. */
  onSent: (value: string) => void;
}

/** One field and a send button: the "forgot username" and "forgot password" requests. */
export default function RecoveryRequestForm({
  field,
  label,
  submitLabel,
  send,
  onSent,
}: TRecoveryRequestFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const describeIssue = (issue: TFieldIssue) => {
    const name = field === 'email' ? t('recovery.fields.email') : t('recovery.fields.login');
    switch (issue) {
      case 'required':
        return t('recovery.errors.required', { field: name });
      case 'tooLong':
        return t('recovery.errors.tooLong', { field: name, max: LIMITS.emailMaxLength });
      case 'email':
        return t('recovery.errors.email', { field: name });
      case 'invalid':
        return t('recovery.errors.invalid', { field: name });
    }
  };

  const change = (next: string) => {
    loadValidator().catch(() => undefined);
    setValue(next);
    setFieldError(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const checked = (await loadValidator()).validateRecoveryField(field, value);
      if (!checked.ok) {
        setFieldError(describeIssue(checked.issue));
        setFormError(null);
        setBusy(false);
        return;
      }
      setFieldError(undefined);
      setFormError(null);
      await send(checked.value);
      onSent(checked.value);
    } catch (error) {
      const problem = describeRecoveryError(error, t);
      if (problem.kind === 'field' && problem.field === field) setFieldError(problem.message);
      else if (problem.kind === 'link')
        // Link codes belong to /reset-password; here they can only mean a server mistake.
        setFormError(t('recovery.errors.unexpected', { errCode: errorReference(error) }));
      else setFormError(problem.message);
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      <OutlinedField
        label={label}
        name={field}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={field === 'email' ? 'email' : 'username'}
        autoFocus
        required
        hideRequiredMark
        value={value}
        onChange={change}
        error={fieldError}
        disabled={busy}
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        loading={busy}
        loadingPosition="start"
        aria-busy={busy}
      >
        {busy ? t('recovery.sending') : submitLabel}
      </Button>
    </Box>
  );
}
