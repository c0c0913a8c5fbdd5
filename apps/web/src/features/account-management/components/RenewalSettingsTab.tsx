import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TRenewalSettings } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import { serverFieldErrors, type TFieldErrors } from '../../case-opening/form-errors';
import { renewalSettingsQuery, saveRenewalSettings } from '../api';

const FIELDS = ['autoOpenDays', 'ddRefreshMonths', 'ddRefreshMonthsHighRisk'] as const;
type TField = (typeof FIELDS)[number];

interface TDraft {
  autoOpen: boolean;
  autoOpenDays: string;
  ddRefreshMonths: string;
  ddRefreshMonthsHighRisk: string;
}

const draftOf = (s: TRenewalSettings): TDraft => ({
  autoOpen: s.autoOpenDays !== null,
  autoOpenDays: String(s.autoOpenDays ?? 60),
  ddRefreshMonths: String(s.ddRefreshMonths),
  ddRefreshMonthsHighRisk: String(s.ddRefreshMonthsHighRisk),
});

/** Numbers as typed; anything else goes to the server as typed, which names the field. */
const numberOf = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function Form({ settings }: { settings: TRenewalSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<TFieldErrors<TField>>({});
  const mutation = useMutation({
    mutationFn: saveRenewalSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(renewalSettingsQuery.queryKey, saved);
      setDraft(draftOf(saved));
      setErrors({});
      showSuccess();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, FIELDS);
      if (Object.values(fields).some(Boolean)) setErrors(fields);
      else showError(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      autoOpenDays: draft.autoOpen ? numberOf(draft.autoOpenDays) : null,
      ddRefreshMonths: numberOf(draft.ddRefreshMonths),
      ddRefreshMonthsHighRisk: numberOf(draft.ddRefreshMonthsHighRisk),
    };
    const missing: TFieldErrors<TField> = {};
    for (const field of FIELDS) {
      const value = body[field];
      if (value !== null && Number.isNaN(value)) missing[field] = t('accountManagement.renewals.wholeNumber');
    }
    if (Object.keys(missing).length > 0) return setErrors(missing);
    mutation.mutate(body);
  };
  const field = (name: TField, label: string, hint: string, disabled = false) => (
    <TextField
      label={label}
      name={name}
      value={draft[name]}
      onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      disabled={disabled || mutation.isPending}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ maxWidth: 360 }}
    />
  );
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate sx={{ maxWidth: 640 }}>
      <Typography>{t('accountManagement.renewals.intro')}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={draft.autoOpen}
            onChange={(event) => setDraft((d) => ({ ...d, autoOpen: event.target.checked }))}
            disabled={mutation.isPending}
          />
        }
        label={t('accountManagement.renewals.autoOpen')}
      />
      {field(
        'autoOpenDays',
        t('accountManagement.renewals.autoOpenDays'),
        t('accountManagement.renewals.autoOpenDaysHint'),
        !draft.autoOpen,
      )}
      {field(
        'ddRefreshMonths',
        t('accountManagement.renewals.ddRefreshMonths'),
        t('accountManagement.renewals.ddRefreshMonthsHint'),
      )}
      {field(
        'ddRefreshMonthsHighRisk',
        t('accountManagement.renewals.ddRefreshMonthsHighRisk'),
        t('accountManagement.renewals.ddRefreshMonthsHighRiskHint'),
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={mutation.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('accountManagement.renewals.save')}
      </Button>
    </Stack>
  );
}

/**
 * The firm's renewal settings (SYSTEM_ADMIN): whether each company's annual renewal opens by itself
 * before its return date, and for how long a due-diligence record stays current for a renewal.
 */
export default function RenewalSettingsTab() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(renewalSettingsQuery);
  if (isPending || isError)
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('accountManagement.renewals.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  return <Form settings={data} />;
}
