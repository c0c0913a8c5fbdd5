import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ERROR_CODES, type TUserProfile } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { errorReference } from '../../../api/error-classifier';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { useAuth } from '../../auth/auth-context';
import NewPasswordFields from '../../auth/components/NewPasswordFields';
import { checkPasswords, describeSetUpError } from '../../auth/components/set-up-errors';

type TPasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
type TPasswordValues = Record<TPasswordField, string>;
type TPasswordErrors = Partial<Record<TPasswordField, string>>;

const EMPTY: TPasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** What a refused change means: a message under a field, or one above the form. */
function describeChangeError(
  error: unknown,
  t: TFunction,
): { errors: TPasswordErrors } | { message: string } {
  if (isApiError(error) && (error.code === ERROR_CODES.WRONG_PASSWORD || error.field === 'oldPassword')) {
    return { errors: { oldPassword: error.message } };
  }
  const problem = describeSetUpError(error, t);
  if (problem.kind === 'fields') {
    const { newPassword, confirmPassword } = problem.errors;
    if (newPassword ?? confirmPassword) return { errors: { newPassword, confirmPassword } };
  }
  if (problem.kind === 'form') return { message: problem.message };
  return { message: t('recovery.errors.unexpected', { errCode: errorReference(error) }) };
}

/**
 * Current password, then the new one twice with the rules checklist. Success stores the new token
 * pair as a sign-in does (the server has signed out every other session) and clears the form.
 */
export default function PasswordTab({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const { changePassword } = useAuth();
  const { showSuccess } = useSnackbar();
  const [values, setValues] = useState<TPasswordValues>(EMPTY);
  const [errors, setErrors] = useState<TPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const personal = [user.username, user.email, user.engFirstName, user.engLastName];

  const change = (field: TPasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found: TPasswordErrors = { ...checkPasswords(values, personal, t) };
    if (values.oldPassword === '') found.oldPassword = t('accountProfile.password.currentRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      showSuccess(t('accountProfile.password.changed'));
    } catch (error) {
      const problem = describeChangeError(error, t);
      if ('errors' in problem) setErrors(problem.errors);
      else setFormError(problem.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 480 }}
    >
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
      <OutlinedField
        label={t('accountProfile.password.current')}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        required
        hideRequiredMark
        value={values.oldPassword}
        onChange={(value) => change('oldPassword', value)}
        error={errors.oldPassword}
        disabled={busy}
      />
      <NewPasswordFields
        values={values}
        errors={errors}
        onChange={change}
        disabled={busy}
        personal={personal}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          loading={busy}
          loadingPosition="start"
          aria-busy={busy}
        >
          {t('accountProfile.password.submit')}
        </Button>
      </Box>
    </Box>
  );
}
