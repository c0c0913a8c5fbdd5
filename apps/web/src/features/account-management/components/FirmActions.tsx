import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { PLAN_CODES, PLAN_NAMES, type TFirmOverview, type TPlanCode } from '@portal/domain';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { ACCOUNT_KEYS, setFirmPlan, setFirmSuspended } from '../api';
import ConfirmDialog from './ConfirmDialog';
import { SelectField } from './list-parts';
import { refusalMessage } from './use-failure-snackbar';

type TAction = 'plan' | 'suspend' | 'restore';

/** What the server refused; a plan too small names every excess in its message. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <FormErrorNotice>{refusalMessage(error) ?? t('accountManagement.firms.changeFailed')}</FormErrorNotice>
  );
}

/**
 * SMOOOTH's hand on one firm (issue 21 point 4): set its plan (refused, with every excess, below what
 * it uses), suspend it with a reason, or restore it.
 */
export default function FirmActions({ firm }: { firm: TFirmOverview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [action, setAction] = useState<TAction | null>(null);
  const [plan, setPlan] = useState<TPlanCode>(firm.planCode as TPlanCode);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const suspended = firm.suspendedDate !== null;

  const mutation = useMutation({
    mutationFn: (chosen: TAction) =>
      chosen === 'plan'
        ? setFirmPlan(firm.firmID, plan)
        : setFirmSuspended(firm.firmID, chosen === 'suspend' ? reason.trim() : null),
    onSuccess: (_saved, chosen) => {
      showSuccess(t(`accountManagement.firms.done.${chosen}`, { firm: firm.name, plan: PLAN_NAMES[plan] }));
      setAction(null);
    },
    onSettled: () =>
      Promise.all(
        [ACCOUNT_KEYS.firms, ACCOUNT_KEYS.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  const open = (chosen: TAction) => {
    setAnchor(null);
    mutation.reset();
    setPlan(firm.planCode as TPlanCode);
    setReason('');
    setReasonError(undefined);
    setAction(chosen);
  };
  const confirm = () => {
    if (action === 'suspend' && reason.trim() === '') {
      setReasonError(t('accountManagement.firms.reasonRequired'));
      return;
    }
    if (action) mutation.mutate(action);
  };
  const close = () => setAction(null);

  return (
    <>
      <Button
        size="small"
        endIcon={<IconChevronDown size={16} aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('accountManagement.firms.manageFor', { firm: firm.name })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('accountManagement.firms.manage')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => open('plan')}>{t('accountManagement.firms.changePlan')}</MenuItem>
        {suspended ? (
          <MenuItem onClick={() => open('restore')}>{t('accountManagement.firms.restore')}</MenuItem>
        ) : (
          <MenuItem onClick={() => open('suspend')} sx={{ color: 'error.main' }}>
            {t('accountManagement.firms.suspend')}
          </MenuItem>
        )}
      </Menu>
      {action === 'plan' && (
        <ConfirmDialog
          title={t('accountManagement.firms.planTitle', { firm: firm.name })}
          confirmLabel={t('accountManagement.firms.setPlan')}
          busy={mutation.isPending}
          confirmDisabled={plan === firm.planCode}
          onConfirm={confirm}
          onClose={close}
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('accountManagement.firms.planIntro')}
            </Typography>
            <SelectField
              label={t('accountManagement.firms.plan')}
              name="planCode"
              value={plan}
              options={PLAN_CODES.map((code) => ({ value: code, label: PLAN_NAMES[code] }))}
              onChange={(value) => {
                const code = PLAN_CODES.find((candidate) => candidate === value);
                if (code) setPlan(code);
                mutation.reset();
              }}
              disabled={mutation.isPending}
              fullWidth
            />
            <Refusal error={mutation.error} />
          </Stack>
        </ConfirmDialog>
      )}
      {action === 'suspend' && (
        <ConfirmDialog
          title={t('accountManagement.firms.suspendTitle', { firm: firm.name })}
          confirmLabel={t('accountManagement.firms.suspend')}
          danger
          busy={mutation.isPending}
          onConfirm={confirm}
          onClose={close}
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{t('accountManagement.firms.suspendIntro')}</Alert>
            <OutlinedField
              label={t('accountManagement.firms.reason')}
              name="reason"
              required
              value={reason}
              onChange={(value) => {
                setReason(value);
                setReasonError(undefined);
              }}
              error={reasonError}
              helperText={t('accountManagement.firms.reasonHint')}
              disabled={mutation.isPending}
            />
            <Refusal error={mutation.error} />
          </Stack>
        </ConfirmDialog>
      )}
      {action === 'restore' && (
        <ConfirmDialog
          title={t('accountManagement.firms.restoreTitle', { firm: firm.name })}
          confirmLabel={t('accountManagement.firms.restore')}
          busy={mutation.isPending}
          onConfirm={confirm}
          onClose={close}
        >
          <Stack spacing={2}>
            <Typography>{t('accountManagement.firms.restoreIntro')}</Typography>
            {firm.suspendedReason && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('accountManagement.firms.suspendedBecause', { reason: firm.suspendedReason })}
              </Typography>
            )}
            <Refusal error={mutation.error} />
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
