import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { TMailSummary } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import QueryStatus from '../../account/components/QueryStatus';
import { mailDetailQuery } from '../api';
import { MailStatusChip } from './AccountChips';
import { LabelledValue } from './list-parts';

/**
 * One mail as stored: who, what, when, and its text body shown as plain text. The HTML version is
 * never put into the page (it is the same content; showing it would mean trusting markup).
 */
export default function MailDetailDialog({ mail, onClose }: { mail: TMailSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending, isError, refetch } = useQuery(mailDetailQuery(mail.mailID));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {mail.subject}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <LabelledValue label={t('accountManagement.outbox.recipient')}>{mail.recipient}</LabelledValue>
            <LabelledValue label={t('accountManagement.columns.status')}>
              <MailStatusChip status={mail.status} />
            </LabelledValue>
            <LabelledValue label={t('accountManagement.outbox.created')}>
              {formatDisplayDate(mail.createdDate)}
            </LabelledValue>
            <LabelledValue label={t('accountManagement.outbox.sent')}>
              {formatDisplayDate(mail.sentDate) || '—'}
            </LabelledValue>
            <LabelledValue label={t('accountManagement.outbox.template')}>{mail.template}</LabelledValue>
            <LabelledValue label={t('accountManagement.outbox.attempts')}>{mail.attempts}</LabelledValue>
          </Box>
          {mail.lastError && (
            <Alert severity="warning">
              {t('accountManagement.outbox.lastError', { error: mail.lastError })}
            </Alert>
          )}
          {isPending || isError ? (
            <QueryStatus
              isPending={isPending}
              failedText={t('accountManagement.outbox.loadFailed')}
              onRetry={() => void refetch()}
            />
          ) : (
            <Box
              component="pre"
              aria-label={t('accountManagement.outbox.body')}
              tabIndex={0}
              sx={{
                m: 0,
                p: 2,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'action.hover',
                fontFamily: 'inherit',
                fontSize: '0.875rem',
                lineHeight: 1.6,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {data.textBody}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} variant="contained" color="secondary">
          {t('accountManagement.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
