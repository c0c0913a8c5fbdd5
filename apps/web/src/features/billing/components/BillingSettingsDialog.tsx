import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_TYPES, type TBillingSettings } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import QueryStatus from '../../account/components/QueryStatus';
import FormDialog from '../../../ui-component/FormDialog';
import { HelpedField } from '../../help/components/TopicHelp';
import type { THelpTopic } from '../../help/field-help';
import { BILLING_KEYS, billingSettingsQuery, refreshBilling, saveBillingSettings } from '../api';
import {
  settingsFormOf,
  settingsRequestOf,
  type TSettingsErrors,
  type TSettingsForm,
} from '../settings-form';

const CASE_TYPE_KEYS = {
  MVP: 'caseType.MVP',
  AR: 'caseType.AR',
  EM: 'caseType.EM',
  AMENDMENT: 'caseType.AMENDMENT',
} as const;

/** Where the payment details follow a Hong Kong format, the help says which. */
const SETTINGS_HELP: Partial<Record<keyof TSettingsForm, THelpTopic>> = {
  accountNumber: 'bankAccountNumber',
  fpsId: 'fpsId',
};

function SettingsFields({ initial, onClose }: { initial: TBillingSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [form, setForm] = useState<TSettingsForm>(() => settingsFormOf(initial));
  const [errors, setErrors] = useState<TSettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveBillingSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(BILLING_KEYS.settings, saved);
      showSuccess(t('billing.settings.saved'));
      onClose();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.field) setErrors({ [failure.field]: 'invalid' });
      else setFormError(refusalMessage(failure) ?? t('billing.failed'));
    },
    onSettled: () => refreshBilling(queryClient),
  });
  const message = (field: keyof TSettingsErrors) => {
    const problem = errors[field];
    return problem === 'required'
      ? t('billing.settings.required')
      : problem === 'invalid'
        ? t('billing.settings.invalid')
        : undefined;
  };
  const field = (name: Exclude<keyof TSettingsForm, 'serviceFees'>, required = false) => (
    <HelpedField topic={SETTINGS_HELP[name]} label={t(`billing.settings.fields.${name}`)}>
      <OutlinedField
        label={t(`billing.settings.fields.${name}`)}
        name={name}
        value={form[name]}
        onChange={(value) => {
          setForm({ ...form, [name]: value });
          setErrors({ ...errors, [name]: undefined });
        }}
        error={message(name)}
        required={required}
        disabled={save.isPending}
      />
    </HelpedField>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = settingsRequestOf(form);
    if ('errors' in result) return setErrors(result.errors);
    setFormError(null);
    save.mutate(result.request);
  };
  return (
    <FormDialog
      title={t('billing.settings.title')}
      submitLabel={t('billing.settings.save')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('billing.settings.intro')}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        {field('bankName', true)}
        {field('accountName', true)}
        {field('accountNumber', true)}
        {field('fpsId')}
        {field('paymentTermsDays', true)}
        <Typography variant="h5" component="h3">
          {t('billing.settings.serviceFees')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {CASE_TYPES.map((type) => (
            <OutlinedField
              key={type}
              label={t(CASE_TYPE_KEYS[type])}
              name={`serviceFees.${type}`}
              value={form.serviceFees[type]}
              onChange={(value) => {
                setForm({ ...form, serviceFees: { ...form.serviceFees, [type]: value } });
                setErrors({ ...errors, [`serviceFees.${type}`]: undefined });
              }}
              error={message(`serviceFees.${type}`)}
              disabled={save.isPending}
            />
          ))}
        </Box>
      </Stack>
    </FormDialog>
  );
}

/** The firm's billing settings, changed by its SYSTEM_ADMIN; issued invoices keep the details they had. */
export default function BillingSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useQuery(billingSettingsQuery);
  if (settings.data) return <SettingsFields initial={settings.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-label={t('billing.settings.title')} fullWidth maxWidth="xs">
      <DialogContent>
        <QueryStatus
          isPending={!settings.isError}
          failedText={t('billing.settings.loadFailed')}
          onRetry={() => void settings.refetch()}
        />
      </DialogContent>
    </Dialog>
  );
}
