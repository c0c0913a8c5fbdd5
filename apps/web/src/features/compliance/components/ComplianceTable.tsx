import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TComplianceRecord } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { EmptyRow } from '../../account-management/components/list-parts';
import { recordPath } from '../compliance-format';
import { RatingChip } from './RatingSummary';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

const COLUMNS = ['type', 'recordName', 'company', 'caseRef', 'createdDate', 'preparedBy'] as const;

/** The firm's compliance records: what (with the rating of an assessment), about whom, for which company and case, when and by whom. */
export default function ComplianceTable({
  records,
  label,
  empty,
}: {
  records: readonly TComplianceRecord[];
  label: string;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CardsOnPhone>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`compliance.list.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.length === 0 ? (
            <EmptyRow columns={COLUMNS.length}>{empty}</EmptyRow>
          ) : (
            records.map((r) => (
              <TableRow key={r.complianceID} hover>
                <TableCell>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={r.complianceType === 'RISK_ASSESSMENT' ? 'secondary' : 'primary'}
                      label={t(`compliance.type.${r.complianceType}`)}
                    />
                    {r.riskAssessment && <RatingChip rating={r.riskAssessment.rating} />}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={recordPath(r.complianceID)} sx={{ fontWeight: 500 }}>
                    {r.recordName || '—'}
                  </Link>
                  {r.version > 1 && (
                    <Typography component="span" variant="caption" sx={{ ml: 1, color: 'text.secondary' }}>
                      {t('compliance.list.version', { version: r.version })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <Typography variant="body2">{r.companyEngName}</Typography>
                  {r.companyChiName && (
                    <Typography
                      variant="caption"
                      lang="zh-HK"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {r.companyChiName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.caseRef ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(r.createdDate)}</TableCell>
                <TableCell>{r.preparedBy.name}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
