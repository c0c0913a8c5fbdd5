import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormHelperText from '@mui/material/FormHelperText';
import type { TCaseDetail } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import { SelectField } from '../../account-management/components/list-parts';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import { CASE_KEYS, firmStaffQuery, refreshCasesAndTasks, setStaffInCharge } from '../api';
import FormDialog from '../../../ui-component/FormDialog';

const STAFF_FIELDS = new Set(['userID', 'staffInChargeUserID']);

/** Hands the case to a colleague of the firm (company secretary or administrator) who is not in charge now. */
export default function HandOverDialog({ detail, onClose }: { detail: TCaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const staff = useQuery(firmStaffQuery);
  const [userID, setUserID] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const helperId = useId();

  const colleagues = (staff.data?.items ?? []).filter(
    (account) =>
      (account.userType === 'COM_SEC' || account.userType === 'SYSTEM_ADMIN') &&
      account.userID !== detail.staffInCharge?.userID,
  );

  const mutation = useMutation({
    mutationFn: (to: string) => setStaffInCharge(detail.caseID, to),
    onSuccess: (updated) => {
      queryClient.setQueryData<TCaseDetail>(CASE_KEYS.detail(detail.caseID), updated);
      showSuccess(t('cases.handOver.done', { name: updated.staffInCharge?.name ?? '—' }));
      onClose();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.field && STAFF_FIELDS.has(failure.field)) setError(failure.message);
      else setFormError(refusalMessage(failure) ?? t('cases.actions.failed'));
    },
    onSettled: () => refreshCasesAndTasks(queryClient),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!userID) {
      setError(t('cases.handOver.chooseSomeone'));
      return;
    }
    setFormError(null);
    mutation.mutate(userID);
  };

  return (
    <FormDialog
      title={t('cases.handOver.title', { ref: detail.caseRef })}
      submitLabel={t('cases.handOver.confirm')}
      busy={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail.staffInCharge
            ? t('cases.handOver.intro', { name: detail.staffInCharge.name })
            : t('cases.handOver.introNobody')}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        {staff.isPending || staff.isError ? (
          <QueryStatus
            isPending={staff.isPending}
            failedText={t('cases.handOver.staffFailed')}
            onRetry={() => void staff.refetch()}
          />
        ) : (
          <Stack spacing={0.5}>
            <SelectField
              label={t('cases.handOver.colleague')}
              name="userID"
              value={userID}
              fullWidth
              helperId={error ? helperId : undefined}
              disabled={mutation.isPending}
              options={[
                { value: '', label: t('cases.handOver.choose') },
                ...colleagues.map((account) => ({
                  value: account.userID,
                  label: `${account.engFirstName} ${account.engLastName} (${t(`roles.${account.userType}`)})`,
                })),
              ]}
              onChange={(value) => {
                setUserID(value);
                setError(undefined);
              }}
            />
            {error && (
              <FormHelperText id={helperId} error>
                {error}
              </FormHelperText>
            )}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
