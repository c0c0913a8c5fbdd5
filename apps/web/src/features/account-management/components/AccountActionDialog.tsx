import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAccountSummary } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { ACCOUNT_KEYS, changeRole, resetTwoFactor, setAccountActive, type TStaffRole } from '../api';
import { personName } from './AccountChips';
import ConfirmDialog from './ConfirmDialog';
import { SelectField } from './list-parts';
import { useFailureSnackbar } from './use-failure-snackbar';

export type TAccountAction = 'role' | 'deactivate' | 'reactivate' | 'resetTwoFactor';

const STAFF_ROLES = ['COM_SEC', 'SYSTEM_ADMIN'] as const satisfies readonly TStaffRole[];

const isStaffRole = (value: string): value is TStaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/**
 * Changing a colleague's role, deactivating or reactivating them. The person's sessions end (the
 * server does it); acting on one's own account ends one's own session too, which the dialog says.
 */
export default function AccountActionDialog({
  action,
  account,
  isSelf,
  onClose,
}: {
  action: TAccountAction;
  account: TAccountSummary;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const showFailure = useFailureSnackbar();
  const hintId = useId();
  const name = personName(account);
  const [role, setRole] = useState<TStaffRole>(isStaffRole(account.userType) ? account.userType : 'COM_SEC');

  const mutation = useMutation({
    mutationFn: async () => {
      if (action === 'role') return changeRole(account.userID, role);
      if (action === 'resetTwoFactor') return resetTwoFactor(account.userID).then(() => account);
      return setAccountActive(account.userID, action === 'reactivate');
    },
    onSuccess: (saved) => {
      switch (action) {
        case 'role':
          showSuccess(
            t('accountManagement.actions.roleChanged', { name, role: t(`roles.${saved.userType}`) }),
          );
          break;
        case 'resetTwoFactor':
          showSuccess(t('accountManagement.actions.twoFactorReset', { name }));
          break;
        case 'deactivate':
          showSuccess(t('accountManagement.actions.deactivated', { name }));
          break;
        case 'reactivate':
          showSuccess(t('accountManagement.actions.reactivated', { name }));
          break;
      }
      onClose();
    },
    onError: showFailure,
    // Lists and the log show the change; for one's own account, this next request signs out.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.users }),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.audit }),
      ]),
  });

  const common = {
    busy: mutation.isPending,
    onConfirm: () => mutation.mutate(),
    onClose,
  };

  switch (action) {
    case 'role':
      return (
        <ConfirmDialog
          {...common}
          title={t('accountManagement.actions.changeRoleTitle', { name })}
          confirmLabel={t('accountManagement.actions.changeRoleConfirm')}
          confirmDisabled={role === account.userType}
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <SelectField
              label={t('accountManagement.actions.newRole')}
              name="userType"
              value={role}
              helperId={hintId}
              options={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
              onChange={(value) => {
                if (isStaffRole(value)) setRole(value);
              }}
              disabled={mutation.isPending}
              fullWidth
            />
            <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
              {t('accountManagement.actions.changeRoleBody', { name })}
            </Typography>
            {isSelf && <Alert severity="warning">{t('accountManagement.actions.selfRoleWarning')}</Alert>}
          </Stack>
        </ConfirmDialog>
      );
    case 'deactivate':
      return (
        <ConfirmDialog
          {...common}
          danger
          title={t('accountManagement.actions.deactivateTitle', { name })}
          confirmLabel={t('accountManagement.actions.deactivate')}
        >
          <Stack spacing={2}>
            <Typography>{t('accountManagement.actions.deactivateBody', { name })}</Typography>
            {isSelf && (
              <Alert severity="warning">{t('accountManagement.actions.selfDeactivateWarning')}</Alert>
            )}
          </Stack>
        </ConfirmDialog>
      );
    case 'resetTwoFactor':
      return (
        <ConfirmDialog
          {...common}
          danger
          title={t('accountManagement.actions.resetTwoFactorTitle', { name })}
          confirmLabel={t('accountManagement.actions.resetTwoFactor')}
        >
          <Stack spacing={2}>
            <Typography>{t('accountManagement.actions.resetTwoFactorBody', { name })}</Typography>
            {isSelf && <Alert severity="warning">{t('accountManagement.actions.selfResetWarning')}</Alert>}
          </Stack>
        </ConfirmDialog>
      );
    case 'reactivate':
      return (
        <ConfirmDialog
          {...common}
          title={t('accountManagement.actions.reactivateTitle', { name })}
          confirmLabel={t('accountManagement.actions.reactivate')}
        >
          <Typography>{t('accountManagement.actions.reactivateBody', { name })}</Typography>
        </ConfirmDialog>
      );
  }
}
