import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import { resetPassword } from '../recovery-api';
import NewPasswordFields from './NewPasswordFields';
import { describeRecoveryError, type TDeadLinkState } from './recovery-errors';
import { checkPasswords } from './set-up-errors';

type TField = 'newPassword' | 'confirmPassword';
type TFieldErrors = Partial<Record<TField, string>>;

interface TResetPasswordFormProps {
  token: string;
  /** The password was changed, or the link turned out to be unusable after all. */
  onDone: (outcome: 'changed' | TDeadLinkState) => void;
}

/** New password twice, with the rules ticked off as the user types; sends POST /api/user/resetPassword. */
export default function ResetPasswordForm({ token, onDone }: TResetPasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<TField, string>>({ newPassword: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The messages to show instead of sending, or an empty object when the form may be sent. */
  const checkFields = (): TFieldErrors => checkPasswords(values, [], t);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors = checkFields();
    setFieldErrors(errors);
    setFormError(null);
    if (errors.newPassword || errors.confirmPassword) return;
    setBusy(true);
    try {
      await resetPassword({ token, newPassword: values.newPassword });
      onDone('changed');
    } catch (error) {
      const problem = describeRecoveryError(error, t);
      setBusy(false);
      switch (problem.kind) {
        case 'link':
          onDone(problem.state);
          break;
        case 'field':
          if (problem.field === 'newPassword') setFieldErrors({ newPassword: problem.message });
          else setFormError(problem.message);
          break;
        case 'form':
          setFormError(problem.message);
          break;
      }
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
      <NewPasswordFields values={values} errors={fieldErrors} onChange={change} disabled={busy} autoFocus />
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
        {busy ? t('recovery.sending') : t('recovery.resetPassword.submit')}
      </Button>
    </Box>
  );
}
