import { lazy, Suspense, use, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSecondFactorChallenge, type TSecondFactorChallenge } from '@portal/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { ThemeModeContext } from '../../../themes/theme-mode-context';
import { adoptAccountPreferences } from '../account-preferences';
import { useAuth } from '../auth-context';
import {
  describeLoginError,
  loginIssuesToErrors,
  type TLoginField,
  type TLoginFieldErrors,
} from './login-errors';
import type { validateLogin } from './login-validation';
import ResendConfirmationLink from './ResendConfirmationLink';

// The second step is fetched only when a password step asks for one (ADR 0008: /login stays small).
const SecondFactorStep = lazy(() => import('./SecondFactorStep'));

// The schema library behind validation loads on first keystroke (or on submit), not with the page.
let validatorModule: Promise<{ validateLogin: typeof validateLogin }> | null = null;
function loadValidator() {
  validatorModule ??= import('./login-validation').catch((error: unknown) => {
    validatorModule = null;
    throw error;
  });
  return validatorModule;
}

/** Username-or-e-mail and password; on success the route guard takes the user onwards. */
export default function LoginForm() {
  const { t, i18n } = useTranslation();
  const { login } = useAuth();
  const themeMode = use(ThemeModeContext);
  const [values, setValues] = useState<Record<TLoginField, string>>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<TLoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // The username or e-mail of an account whose address still needs confirming, to ask for a new link.
  const [unconfirmedLogin, setUnconfirmedLogin] = useState<string | null>(null);
  // The password was right and a second factor must follow (ADR 0029).
  const [challenge, setChallenge] = useState<TSecondFactorChallenge | null>(null);

  const change = (field: TLoginField) => (value: string) => {
    loadValidator().catch(() => undefined);
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setUnconfirmedLogin(null);
    let typedLogin = values.username.trim();
    try {
      const parsed = (await loadValidator()).validateLogin(values);
      if (!parsed.ok) {
        setFieldErrors(loginIssuesToErrors(parsed.issues, t));
        setFormError(null);
        setBusy(false);
        return;
      }
      setFormError(null);
      setFieldErrors({});
      typedLogin = parsed.data.username;
      const answer = await login(parsed.data);
      if (isSecondFactorChallenge(answer)) {
        setChallenge(answer);
        setBusy(false);
        return;
      }
      adoptAccountPreferences(answer.user, {
        changeLanguage: (language) => i18n.changeLanguage(language),
        setMode: themeMode?.setMode,
      });
      // Signed in: the guard of this page now redirects, so there is nothing more to do here.
    } catch (error) {
      const problem = describeLoginError(error, t);
      if (problem.field) setFieldErrors({ [problem.field]: problem.message });
      else setFormError(problem.message);
      if (problem.emailNotVerified) setUnconfirmedLogin(typedLogin);
      setBusy(false);
    }
  };

  if (challenge)
    return (
      <Suspense fallback={null}>
        <SecondFactorStep
          challenge={challenge}
          onRestart={() => {
            setChallenge(null);
            setValues((current) => ({ ...current, password: '' }));
          }}
        />
      </Suspense>
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      {unconfirmedLogin && (
        <ResendConfirmationLink
          request={{ login: unconfirmedLogin }}
          label={t('verifyEmail.resend.fromSignIn')}
          variant="outlined"
        />
      )}
      <OutlinedField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        required
        value={values.username}
        onChange={change('username')}
        error={fieldErrors.username}
        disabled={busy}
      />
      <OutlinedField
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={fieldErrors.password}
        disabled={busy}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              onClick={() => setShowPassword((shown) => !shown)}
              edge="end"
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={showPassword}
            >
              {showPassword ? <IconEyeOff size={20} /> : <IconEye size={20} />}
            </IconButton>
          </InputAdornment>
        }
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
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </Box>
  );
}
