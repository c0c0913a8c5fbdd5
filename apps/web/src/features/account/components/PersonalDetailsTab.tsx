import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMyProfile } from '@portal/domain';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { myProfileQuery } from '../../auth/api';
import { useAuth } from '../../auth/auth-context';
import { describeSetUpError, issuesToErrors } from '../../auth/components/set-up-errors';
import { updateProfile } from '../api';
import { validateProfile, type TProfileField, type TProfileValues } from './profile-validation';
import PersonalDetailsFields from '../../auth/components/PersonalDetailsFields';

type TProfileErrors = Partial<Record<TProfileField, string>>;

function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** Only the fields of this form, from the set-up form's wider error map. */
function pickProfileErrors(errors: Partial<Record<string, string>>): TProfileErrors {
  const picked: TProfileErrors = {};
  for (const field of ['engFirstName', 'engLastName', 'chiName', 'phone'] as const) {
    if (errors[field]) picked[field] = errors[field];
  }
  return picked;
}

/**
 * The caller's names and phone (the set-up form's rules), with username and e-mail shown read-only.
 * A save updates the cached profile and the signed-in user, so the header shows the new name.
 */
export default function PersonalDetailsTab({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  const { showSuccess } = useSnackbar();
  const [values, setValues] = useState<TProfileValues>({
    engFirstName: profile.engFirstName,
    engLastName: profile.engLastName,
    chiName: profile.chiName ?? '',
    phone: profile.phone ?? '',
  });
  const [errors, setErrors] = useState<TProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = validateProfile(values);
    if (!parsed.ok) {
      setErrors(pickProfileErrors(issuesToErrors(parsed.issues, {}, t)));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await updateProfile(parsed.data);
      queryClient.setQueryData(myProfileQuery.queryKey, saved);
      const { subscription: _subscription, ...user } = saved;
      updateUser(user);
      setValues({
        engFirstName: saved.engFirstName,
        engLastName: saved.engLastName,
        chiName: saved.chiName ?? '',
        phone: saved.phone ?? '',
      });
      showSuccess();
    } catch (error) {
      const problem = describeSetUpError(error, t);
      if (problem.kind === 'fields') setErrors(pickProfileErrors(problem.errors));
      else if (problem.kind === 'form') setFormError(problem.message);
    } finally {
      setBusy(false);
    }
  };

  const text = (field: TProfileField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    error: errors[field],
    disabled: busy,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 640 }}
    >
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }}>
        <ReadOnlyValue label={t('accountProfile.personal.username')} value={profile.username} />
        <ReadOnlyValue label={t('accountProfile.personal.email')} value={profile.email} />
      </Stack>
      <PersonalDetailsFields field={text} />
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          loading={busy}
          loadingPosition="start"
          aria-busy={busy}
        >
          {t('accountProfile.saveChanges')}
        </Button>
      </Box>
    </Box>
  );
}
