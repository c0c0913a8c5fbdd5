import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PLAN_CODES, PLAN_NAMES, type TPlanCode } from '@portal/domain';
import QueryStatus from '../../account/components/QueryStatus';
import { firmListQuery } from '../api';
import { EmptyRow, SelectField, VisuallyHidden } from './list-parts';

const planName = (code: string) =>
  (PLAN_CODES as readonly string[]).includes(code) ? PLAN_NAMES[code as TPlanCode] : code;

/** SMOOOTH: every firm on the platform with its head counts; a firm opens its accounts. */
export default function FirmsTab({ onOpenFirm }: { onOpenFirm: (firmID: string) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(firmListQuery);
  if (isPending || isError) {
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('accountManagement.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('accountManagement.tabs.firms')}
        sx={{ minWidth: 760, '& th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('accountManagement.firms.name')}</TableCell>
            <TableCell>{t('accountManagement.firms.plan')}</TableCell>
            <TableCell>{t('accountManagement.firms.licence')}</TableCell>
            <TableCell align="right">{t('accountManagement.firms.staff')}</TableCell>
            <TableCell align="right">{t('accountManagement.firms.activeAdmins')}</TableCell>
            <TableCell align="right">{t('accountManagement.firms.clients')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('accountManagement.columns.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.length === 0 && <EmptyRow columns={7}>{t('accountManagement.firms.none')}</EmptyRow>}
          {data.items.map((firm) => (
            <TableRow key={firm.firmID} hover>
              <TableCell>
                <Typography variant="subtitle1" component="span">
                  {firm.name}
                </Typography>
              </TableCell>
              <TableCell>{planName(firm.planCode)}</TableCell>
              <TableCell>{firm.tcspLicenceNo ?? '—'}</TableCell>
              <TableCell align="right">{firm.staffCount}</TableCell>
              <TableCell align="right">{firm.activeAdminCount}</TableCell>
              <TableCell align="right">{firm.clientCount}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  sx={{ whiteSpace: 'nowrap' }}
                  onClick={() => onOpenFirm(firm.firmID)}
                  aria-label={t('accountManagement.firms.openFor', { firm: firm.name })}
                >
                  {t('accountManagement.firms.open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * SMOOOTH: which firm the lists show. With `allLabel`, no firm means every firm (the audit log);
 * without, the lists wait for a firm to be chosen.
 */
export function FirmSelect({
  value,
  onChange,
  allLabel,
}: {
  value: string;
  onChange: (firmID: string) => void;
  allLabel?: string;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(firmListQuery);
  const options = [
    { value: '', label: allLabel ?? t('accountManagement.firms.choose') },
    ...(data?.items ?? []).map((firm) => ({ value: firm.firmID, label: firm.name })),
  ];
  return (
    <SelectField
      label={t('accountManagement.firms.firm')}
      name="firm"
      value={value}
      options={options}
      onChange={onChange}
      minWidth={280}
    />
  );
}
