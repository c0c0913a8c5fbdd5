import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import { ACCOUNT_KEYS, saveSecuritySettings, securitySettingsQuery } from '../api';

/**
 * The firm's sign-in requirement (SYSTEM_ADMIN, ADR 0029): every staff member signs in with an
 * authenticator app's code. Turning it on needs the administrator's own second factor; staff
 * without one are signed out and enrol at their next sign-in.
 */
export default function SecuritySettingsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const { data, isPending, isError, refetch } = useQuery(securitySettingsQuery);
  const mutation = useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(securitySettingsQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.audit });
      showSuccess(
        t(
          saved.requireTwoFactorForStaff
            ? 'accountManagement.security.turnedOn'
            : 'accountManagement.security.turnedOff',
        ),
      );
    },
    onError: (error) => showError(error),
  });
  if (isPending || isError)
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('accountManagement.security.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      <Typography>{t('accountManagement.security.intro')}</Typography>
      <FormControlLabel
        control={
          <Switch
            // The choice shows at once; a refusal puts the saved value back.
            checked={
              mutation.isPending ? mutation.variables.requireTwoFactorForStaff : data.requireTwoFactorForStaff
            }
            onChange={(event) => mutation.mutate({ requireTwoFactorForStaff: event.target.checked })}
            disabled={mutation.isPending}
          />
        }
        label={t('accountManagement.security.requireTwoFactor')}
      />
      <Alert severity="info">{t('accountManagement.security.howItWorks')}</Alert>
    </Stack>
  );
}
