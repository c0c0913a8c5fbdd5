import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TInviteTokenEmail, TRegisterResponse } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { registerAccount } from '../registration-api';
import NewPasswordFields from './NewPasswordFields';
import PersonalDetailsFields, { type TPersonalDetailsField } from './PersonalDetailsFields';
import type { TDeadLinkState } from './recovery-errors';
import {
  describeRegisterError,
  registerIssuesToErrors,
  type TRegisterField,
  type TRegisterFieldErrors,
  type TRegisterValues,
} from './register-errors';
import type { validateRegistration } from './register-validation';
import { checkPasswords } from './set-up-errors';

// The schema library behind validation loads on first keystroke (or on submit), not with the page.
let validatorModule: Promise<{ validateRegistration: typeof validateRegistration }> | null = null;
function loadValidator() {
  validatorModule ??= import('./register-validation').catch((error: unknown) => {
    validatorModule = null;
    throw error;
  });
  return validatorModule;
}

/** What became of the form: the account exists, or the invitation turned out to be unusable. */
export type TCreateAccountOutcome =
  { kind: 'created'; account: TRegisterResponse } | { kind: 'link'; state: TDeadLinkState };

interface TCreateAccountFormProps {
  token: string;
  invitation: TInviteTokenEmail;
  onDone: (outcome: TCreateAccountOutcome) => void;
}

/** True when the address is the invited one, as the server compares them (trimmed, any case). */
function isInvitedAddress(email: string, invited: string): boolean {
  return email.trim().toLowerCase() === invited.trim().toLowerCase();
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * Username, e-mail (the invited address, which may be changed), password twice with the rules
 * ticked off as the user types, and names. Sends POST /api/user/register with the invitation's
 * role and the interface language. Nothing typed is lost when the server refuses something.
 */
export default function CreateAccountForm({ token, invitation, onDone }: TCreateAccountFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<TRegisterValues>({
    username: '',
    email: invitation.email,
    newPassword: '',
    confirmPassword: '',
    engFirstName: '',
    engLastName: '',
    chiName: '',
  });
  const [fieldErrors, setFieldErrors] = useState<TRegisterFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server refuses a password made of the username, e-mail or names: the checklist says so early.
  const personal = [values.username, values.email, values.engFirstName, values.engLastName];
  const emailChanged = !isInvitedAddress(values.email, invitation.email);

  const change = (field: TRegisterField, value: string) => {
    loadValidator().catch(() => undefined);
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const parsed = (await loadValidator()).validateRegistration(values, {
        token,
        userTypeID: invitation.userType,
        language: toLanguage(i18n.resolvedLanguage ?? i18n.language),
      });
      const passwordErrors = checkPasswords(values, personal, t);
      const errors = parsed.ok ? passwordErrors : registerIssuesToErrors(parsed.issues, passwordErrors, t);
      setFieldErrors(errors);
      if (!parsed.ok || Object.keys(errors).length > 0) {
        setBusy(false);
        return;
      }
      onDone({ kind: 'created', account: await registerAccount(parsed.data) });
    } catch (error) {
      const problem = describeRegisterError(error, t);
      setBusy(false);
      switch (problem.kind) {
        case 'fields':
          setFieldErrors(problem.errors);
          break;
        case 'link':
          onDone(problem);
          break;
        case 'form':
          setFormError(problem.message);
          break;
      }
    }
  };

  const text = (field: Exclude<TRegisterField, 'newPassword' | 'confirmPassword'>) => ({
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
      <SectionTitle>{t('register.signInSection')}</SectionTitle>
      <OutlinedField
        label={t('register.fields.username')}
        autoComplete="username"
        autoFocus
        required
        hideRequiredMark
        helperText={t('register.hints.username')}
        {...text('username')}
      />
      <OutlinedField
        label={t('register.fields.email')}
        type="email"
        autoComplete="email"
        required
        hideRequiredMark
        helperText={
          emailChanged
            ? t('register.hints.emailChanged', { email: invitation.email })
            : t('register.hints.emailInvited')
        }
        {...text('email')}
      />
      <NewPasswordFields
        values={values}
        errors={fieldErrors}
        onChange={change}
        disabled={busy}
        personal={personal}
      />
      <SectionTitle>{t('register.detailsSection')}</SectionTitle>
      <PersonalDetailsFields
        withPhone={false}
        field={(name: Exclude<TPersonalDetailsField, 'phone'>) => text(name)}
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
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </Box>
  );
}
