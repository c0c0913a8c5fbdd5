import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { TEntityDetail } from '@portal/domain';
import { createCase, refreshCaseLists } from '../../case-opening/api';
import { openedCasePath } from '../../case-opening/components/AddNewCaseForm';
import { refusalMessage } from '../../case-opening/form-errors';
import { ENTITY_KEYS } from '../api';

/**
 * Opens the company's annual renewal from its page (issue 16, point 1): the renewal files the return
 * made up to the company's next return date, for its linked client. A company with no client linked
 * is opened from Add new case, where the client is named and invited; a second renewal for the same
 * return is refused with the server's words.
 */
export default function OpenRenewalDialog({
  entity,
  onClose,
}: {
  entity: TEntityDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = entity.particulars.companyEngName ?? entity.particulars.companyChiName ?? '';
  const hasClient = entity.linkedClients.some((c) => c.role === 'CLIENT');
  const mutation = useMutation({
    mutationFn: () => createCase({ caseType: 'AR', companyID: entity.companyID }),
    onSuccess: async (detail) => {
      await Promise.all([
        refreshCaseLists(queryClient),
        queryClient.invalidateQueries({ queryKey: ENTITY_KEYS.detail(entity.companyID) }),
      ]);
      await navigate(openedCasePath(detail));
    },
    onError: (error) => setRefusal(refusalMessage(error) ?? t('entities.actionFailed')),
  });
  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby="open-renewal-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="open-renewal-title">{t('entities.renewal.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {entity.particulars.nextReturnDate
            ? t('entities.renewal.body', {
                date: entity.particulars.nextReturnDate,
                due: entity.particulars.nextReturnDueDate,
              })
            : t('entities.renewal.noDate')}
        </DialogContentText>
        {!hasClient && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('entities.renewal.noClient')}{' '}
            <Link component={RouterLink} to="/add-new-case?serviceType=AR">
              {t('entities.renewal.addNewCase')}
            </Link>
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {t('entities.renewal.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending || !hasClient || !entity.particulars.nextReturnDate}
        >
          {t('entities.renewal.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
