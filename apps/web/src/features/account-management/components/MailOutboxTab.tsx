import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MAIL_STATUSES, type TMailSummary } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import QueryStatus from '../../account/components/QueryStatus';
import { mailListQuery, type TMailListParams } from '../api';
import { MAIL_STATUS_KEYS, MailStatusChip } from './AccountChips';
import { EmptyRow, ListPagination, SelectField, VisuallyHidden } from './list-parts';
import { useFirstPageWhenGone, useListAddress } from './use-list-address';
import MailDetailDialog from './MailDetailDialog';
import EmailAddress from '../../../ui-component/EmailAddress';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

type TMailStatus = TMailSummary['status'];
const toMailStatus = (value: string): TMailStatus | undefined =>
  MAIL_STATUSES.find((status) => status === value);

/**
 * The mails the portal sent for the firm (SYSTEM_ADMIN) or for every firm (SMOOOTH), newest first,
 * each readable as text; the state, page and cursor in the address. Read-only.
 */
export default function MailOutboxTab() {
  const { t } = useTranslation();
  const address = useListAddress();
  const status = toMailStatus(address.filter('status'));
  const [open, setOpen] = useState<TMailSummary | null>(null);
  const params: TMailListParams = {
    status,
    page: address.page,
    after: address.after,
    before: address.before,
  };
  const { data, isPending, isError, isFetching, refetch } = useQuery(mailListQuery(params));
  useFirstPageWhenGone(address, data, isFetching);

  return (
    <Stack spacing={2.5}>
      <Alert severity="info">{t('accountManagement.outbox.linksNote')}</Alert>
      <Box>
        <SelectField
          label={t('accountManagement.filters.status')}
          name="mailStatus"
          value={status ?? ''}
          options={[
            { value: '', label: t('accountManagement.filters.allStatuses') },
            ...MAIL_STATUSES.map((value) => ({ value, label: t(MAIL_STATUS_KEYS[value]) })),
          ]}
          onChange={(value) => address.setFilter('status', toMailStatus(value) ?? '')}
        />
      </Box>
      {isPending || isError ? (
        <QueryStatus
          isPending={isPending}
          failedText={t('accountManagement.loadFailed')}
          onRetry={() => void refetch()}
        />
      ) : (
        <Box sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }} aria-busy={isFetching}>
          <CardsOnPhone>
            <Table
              size="small"
              aria-label={t('accountManagement.tabs.outbox')}
              sx={{ minWidth: 760, '& th': { whiteSpace: 'nowrap' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('accountManagement.outbox.recipient')}</TableCell>
                  <TableCell>{t('accountManagement.outbox.subject')}</TableCell>
                  <TableCell>{t('accountManagement.columns.status')}</TableCell>
                  <TableCell align="right">{t('accountManagement.outbox.attempts')}</TableCell>
                  <TableCell>{t('accountManagement.outbox.created')}</TableCell>
                  <TableCell>{t('accountManagement.outbox.sent')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('accountManagement.columns.actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.length === 0 && (
                  <EmptyRow columns={7}>{t('accountManagement.outbox.none')}</EmptyRow>
                )}
                {data.items.map((mail) => (
                  <TableRow key={mail.mailID} hover>
                    <TableCell sx={{ minWidth: 180 }}>
                      <EmailAddress email={mail.recipient} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 200 }}>{mail.subject}</TableCell>
                    <TableCell>
                      <MailStatusChip status={mail.status} />
                    </TableCell>
                    <TableCell align="right">{mail.attempts}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(mail.createdDate)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDisplayDate(mail.sentDate) || '—'}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => setOpen(mail)}
                        aria-label={t('accountManagement.outbox.openFor', {
                          subject: mail.subject,
                          recipient: mail.recipient,
                        })}
                      >
                        {t('accountManagement.outbox.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardsOnPhone>
          <ListPagination list={data} page={address.page} onPage={address.setPage} />
        </Box>
      )}
      {open && <MailDetailDialog mail={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
