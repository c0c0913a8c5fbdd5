import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { defaultPathFor, type TLanguage, type TUserProfile } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import LanguageField from '../../../ui-component/LanguageField';
import { useAuth } from '../auth-context';
import NewPasswordFields from './NewPasswordFields';
import {
  checkPasswords,
  describeSetUpError,
  issuesToErrors,
  type TSetUpField,
  type TSetUpFieldErrors,
  type TSetUpTextField,
  type TSetUpValues,
} from './set-up-errors';
import type { validateSetUp } from './set-up-validation';
import PersonalDetailsFields from './PersonalDetailsFields';

// The schema library behind validation loads on first keystroke (or on submit), not with the page.
let validatorModule: Promise<{ validateSetUp: typeof validateSetUp }> | null = null;
function loadValidator() {
  validatorModule ??= import('./set-up-validation').catch((error: unknown) => {
    validatorModule = null;
    throw error;
  });
  return validatorModule;
}

interface TSetUpAccountFormProps {
  user: TUserProfile;
  /** The server says the account is set up already. */
  onConflict: () => void;
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * The first-time set-up: the user's own password, English and Chinese names, phone and language.
 * Sends POST /api/user/setUpAccount; on success the new session is stored as after a sign-in, the
 * chosen language applied, and the user taken to their dashboard.
 */
export default function SetUpAccountForm({ user, onConflict }: TSetUpAccountFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { setUpAccount } = useAuth();
  const [values, setValues] = useState<TSetUpValues>({
    newPassword: '',
    confirmPassword: '',
    engFirstName: user.engFirstName,
    engLastName: user.engLastName,
    chiName: user.chiName ?? '',
    phone: '',
  });
  // Follows the interface language until the user picks one here.
  const [chosenLanguage, setChosenLanguage] = useState<TLanguage | null>(null);
  const language = chosenLanguage ?? toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [fieldErrors, setFieldErrors] = useState<TSetUpFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const personal = [user.username, user.email, values.engFirstName, values.engLastName];

  const clearError = (field: TSetUpField) =>
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  const change = (field: TSetUpTextField, value: string) => {
    loadValidator().catch(() => undefined);
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const parsed = (await loadValidator()).validateSetUp(values, language);
      const passwordErrors = checkPasswords(values, personal, t);
      const errors = parsed.ok ? passwordErrors : issuesToErrors(parsed.issues, passwordErrors, t);
      setFieldErrors(errors);
      if (!parsed.ok || Object.keys(errors).length > 0) {
        setBusy(false);
        return;
      }
      const response = await setUpAccount(parsed.data);
      if (parsed.data.language !== toLanguage(i18n.resolvedLanguage ?? i18n.language)) {
        void i18n.changeLanguage(parsed.data.language);
      }
      await navigate(defaultPathFor(response.userType.typeCode), { replace: true });
    } catch (error) {
      const problem = describeSetUpError(error, t);
      setBusy(false);
      switch (problem.kind) {
        case 'fields':
          setFieldErrors(problem.errors);
          break;
        case 'conflict':
          onConflict();
          break;
        case 'form':
          setFormError(problem.message);
          break;
      }
    }
  };

  const text = (field: Exclude<TSetUpTextField, 'newPassword' | 'confirmPassword'>) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => change(field, value),
    error: fieldErrors[field],
    disabled: busy,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      <SectionTitle>{t('setUpAccount.passwordSection')}</SectionTitle>
      <NewPasswordFields
        values={values}
        errors={fieldErrors}
        onChange={change}
        disabled={busy}
        autoFocus
        personal={personal}
      />
      <SectionTitle>{t('setUpAccount.detailsSection')}</SectionTitle>
      <PersonalDetailsFields field={text} />
      <LanguageField
        label={t('setUpAccount.fields.language')}
        name="language"
        value={language}
        onChange={(value) => {
          setChosenLanguage(value);
          clearError('language');
        }}
        error={fieldErrors.language}
        helperText={t('setUpAccount.hints.language')}
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
        sx={{ mt: 1 }}
      >
        {busy ? t('setUpAccount.submitting') : t('setUpAccount.submit')}
      </Button>
    </Box>
  );
}
