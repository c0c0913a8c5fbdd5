import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconArrowsExchange, IconBan, IconHandGrab, IconListDetails } from '@tabler/icons-react';
import type { TCaseDetail, TUserProfile } from '@portal/domain';
import { PATHS } from '../../../routes/paths';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { useFailureSnackbar } from '../../account-management/components/use-failure-snackbar';
import { CASE_KEYS, refreshCasesAndTasks, setStaffInCharge } from '../api';
import CancelCaseDialog from './CancelCaseDialog';
import HandOverDialog from './HandOverDialog';

/**
 * Who may hand the case over: while it is open, a SYSTEM_ADMIN of its firm, or its staff in charge
 * (the server checks again).
 */
export function mayHandOver(detail: TCaseDetail, user: TUserProfile): boolean {
  if (detail.status !== 'OPEN' || user.firm?.firmID !== detail.firmID) return false;
  const role = user.userType.typeCode;
  if (role === 'SYSTEM_ADMIN') return true;
  return role === 'COM_SEC' && detail.staffInCharge?.userID === user.userID;
}

const renewalChangesPath = (caseID: string) => generatePath(PATHS.annualRenewalAmendment, { caseID });

/**
 * Take charge, hand over and cancel, as far as the caller may (mayTakeCharge, mayCancel from the
 * server); for a renewal, the page of its changes, the client's answers and the proofs of address.
 */
export default function CaseActions({ detail, user }: { detail: TCaseDetail; user: TUserProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const showFailure = useFailureSnackbar();
  const [dialog, setDialog] = useState<'handOver' | 'cancel' | null>(null);

  const takeCharge = useMutation({
    mutationFn: () => setStaffInCharge(detail.caseID, user.userID),
    onSuccess: (updated) => {
      queryClient.setQueryData<TCaseDetail>(CASE_KEYS.detail(detail.caseID), updated);
      showSuccess(t('cases.takeCharge.done'));
    },
    onError: showFailure,
    onSettled: () => refreshCasesAndTasks(queryClient),
  });

  const handOver = mayHandOver(detail, user);
  // The firm's staff follow a renewal's changes, answers and proofs of address on its own page.
  const renewalChanges =
    detail.caseType === 'AR' && (user.userType.typeCode === 'SMOOOTH' || user.firm?.firmID === detail.firmID);
  if (!detail.mayTakeCharge && !handOver && !detail.mayCancel && !renewalChanges) return null;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {detail.mayTakeCharge && (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<IconHandGrab size={18} stroke={1.8} aria-hidden="true" />}
            loading={takeCharge.isPending}
            onClick={() => takeCharge.mutate()}
          >
            {t('cases.takeCharge.button')}
          </Button>
        )}
        {handOver && (
          <Button
            variant="outlined"
            startIcon={<IconArrowsExchange size={18} stroke={1.8} aria-hidden="true" />}
            onClick={() => setDialog('handOver')}
          >
            {t('cases.handOver.button')}
          </Button>
        )}
        {renewalChanges && (
          <Button
            component={RouterLink}
            to={renewalChangesPath(detail.caseID)}
            variant="outlined"
            startIcon={<IconListDetails size={18} stroke={1.8} aria-hidden="true" />}
          >
            {t('renewal.amendment.openFromReview')}
          </Button>
        )}
        {detail.mayCancel && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<IconBan size={18} stroke={1.8} aria-hidden="true" />}
            onClick={() => setDialog('cancel')}
          >
            {t('cases.cancel.button')}
          </Button>
        )}
      </Stack>
      {dialog === 'handOver' && <HandOverDialog detail={detail} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelCaseDialog detail={detail} onClose={() => setDialog(null)} />}
    </>
  );
}
