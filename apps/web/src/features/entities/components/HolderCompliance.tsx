import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { THolderComplianceSummary } from '@portal/domain';
import { buildPath } from '@portal/domain';
import { PATHS } from '../../../routes/paths';
import { formatDisplayDate } from '../../../utils/date-format';
import { EmptyRow } from '../../account-management/components/list-parts';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

/** The holder's due-diligence records (staff): every version, each opening its record page. */
export default function HolderCompliance({ records }: { records: readonly THolderComplianceSummary[] }) {
  const { t } = useTranslation();
  const checked = (value: boolean | null) =>
    value === null ? '—' : t(value ? 'entities.compliance.checked' : 'entities.compliance.notChecked');
  return (
    <CardsOnPhone>
      <Table
        size="small"
        aria-label={t('entities.compliance.title')}
        sx={{ minWidth: 720, '& th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('entities.compliance.record')}</TableCell>
            <TableCell>{t('entities.compliance.case')}</TableCell>
            <TableCell>{t('entities.compliance.identity')}</TableCell>
            <TableCell>{t('entities.compliance.address')}</TableCell>
            <TableCell>{t('entities.compliance.screening')}</TableCell>
            <TableCell>{t('entities.compliance.preparedBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.length === 0 && <EmptyRow columns={6}>{t('entities.compliance.none')}</EmptyRow>}
          {records.map((r) => (
            <TableRow key={r.complianceID}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={buildPath(PATHS.complianceRecord, { complianceID: r.complianceID })}
                  underline="hover"
                >
                  {t('entities.compliance.version', { version: r.version })}
                </Link>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {formatDisplayDate(r.createdDate)}
                </Typography>
                {!r.current && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('entities.compliance.superseded')}
                    sx={{ mt: 0.5 }}
                  />
                )}
              </TableCell>
              <TableCell>{r.caseRef ?? '—'}</TableCell>
              <TableCell>{checked(r.identityChecked)}</TableCell>
              <TableCell>{checked(r.addressChecked)}</TableCell>
              <TableCell>
                {r.screeningResult
                  ? t(`entities.compliance.results.${r.screeningResult}`, { defaultValue: r.screeningResult })
                  : '—'}
              </TableCell>
              <TableCell>{r.preparedBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
