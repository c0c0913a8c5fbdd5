import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '../../../utils/date-format';
import QueryStatus from '../../account/components/QueryStatus';
import { auditListQuery, type TAuditListParams } from '../api';
import { AUDIT_ACTIONS, auditActionLabel, auditSummary, auditTarget } from './audit-format';
import { FirmSelect } from './FirmsTab';
import { DateField, EmptyRow, ListPagination, SelectField } from './list-parts';
import { useFirstPageWhenGone, useListAddress } from './use-list-address';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

/** A valid YYYY-MM-DD or nothing: a half-typed date is not sent. */
const dateOrUndefined = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The firm's audit log (SYSTEM_ADMIN) or any firm's (SMOOOTH, with a firm filter), newest first,
 * filtered by action and dates, the filters, page and cursor in the address. Read-only: nothing here
 * changes or removes a row.
 */
export default function AuditLogTab({
  firmFilter,
}: {
  /** SMOOOTH: the chosen firm ('' for all) and how to change it. */
  firmFilter?: { firmID: string; onChange: (firmID: string) => void };
}) {
  const { t } = useTranslation();
  const address = useListAddress();
  const [action, from, to] = [address.filter('action'), address.filter('from'), address.filter('to')];
  const params: TAuditListParams = {
    firmID: firmFilter?.firmID || undefined,
    action: action || undefined,
    from: dateOrUndefined(from),
    to: dateOrUndefined(to),
    page: address.page,
    after: address.after,
    before: address.before,
  };
  const { data, isPending, isError, isFetching, refetch } = useQuery(auditListQuery(params));
  useFirstPageWhenGone(address, data, isFetching);

  return (
    <Stack spacing={2.5}>
      <Typography sx={{ color: 'text.secondary' }}>{t('accountManagement.audit.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {firmFilter && (
          <FirmSelect
            value={firmFilter.firmID}
            onChange={firmFilter.onChange}
            allLabel={t('accountManagement.firms.all')}
          />
        )}
        <SelectField
          label={t('accountManagement.audit.action')}
          name="action"
          value={action}
          minWidth={240}
          options={[
            { value: '', label: t('accountManagement.audit.allActions') },
            ...AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value, t) })),
          ]}
          onChange={(value) => address.setFilter('action', value)}
        />
        <DateField
          label={t('accountManagement.audit.from')}
          name="from"
          value={from}
          onChange={(value) => address.setFilter('from', value)}
        />
        <DateField
          label={t('accountManagement.audit.to')}
          name="to"
          value={to}
          onChange={(value) => address.setFilter('to', value)}
        />
      </Stack>
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
              aria-label={t('accountManagement.tabs.audit')}
              sx={{ minWidth: 820, '& th': { whiteSpace: 'nowrap' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('accountManagement.audit.when')}</TableCell>
                  <TableCell>{t('accountManagement.audit.action')}</TableCell>
                  <TableCell>{t('accountManagement.audit.by')}</TableCell>
                  <TableCell>{t('accountManagement.audit.address')}</TableCell>
                  <TableCell>{t('accountManagement.audit.target')}</TableCell>
                  <TableCell>{t('accountManagement.audit.details')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.length === 0 && (
                  <EmptyRow columns={6}>{t('accountManagement.audit.none')}</EmptyRow>
                )}
                {data.items.map((entry) => (
                  <TableRow key={entry.auditID} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDisplayDate(entry.createdDate)}
                    </TableCell>
                    <TableCell sx={{ minWidth: 150 }}>
                      <Typography variant="subtitle1" component="span" title={entry.action}>
                        {auditActionLabel(entry.action, t)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ minWidth: 120 }}>{entry.actorName ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.ip ?? '—'}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word', minWidth: 150 }}>
                      {auditTarget(entry)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word', minWidth: 170 }}>
                      {auditSummary(entry, t) || '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardsOnPhone>
          <ListPagination list={data} page={address.page} onPage={address.setPage} />
        </Box>
      )}
    </Stack>
  );
}
