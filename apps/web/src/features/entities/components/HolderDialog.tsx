import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import QueryStatus from '../../account/components/QueryStatus';
import { entityHolderQuery } from '../api';
import HolderRecord from './HolderRecord';

/** One holder of an active company, opened from its stakeholders. */
export default function HolderDialog({
  companyID,
  holder,
  onClose,
}: {
  companyID: string;
  holder: { holderID: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending, refetch } = useQuery(entityHolderQuery(companyID, holder.holderID));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {data?.holder.name ?? holder.name}
      </DialogTitle>
      <DialogContent dividers>
        {data ? (
          <HolderRecord detail={data} />
        ) : (
          <QueryStatus
            isPending={isPending}
            failedText={t('entities.holders.loadFailed')}
            onRetry={() => void refetch()}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('entities.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
