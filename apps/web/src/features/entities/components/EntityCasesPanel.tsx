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
import type { TEntityCase } from '@portal/domain';
import { formatDate } from '../../../utils/date-format';
import { EmptyRow } from '../../account-management/components/list-parts';
import { caseViewPath } from '../../cases/case-paths';
import { CaseStatusChip } from '../../cases/components/CaseChips';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

/** Every case of the company the caller may see, newest first, each linking to its case page. */
export default function EntityCasesPanel({ cases }: { cases: readonly TEntityCase[] }) {
  const { t } = useTranslation();
  return (
    <CardsOnPhone>
      <Table
        size="small"
        aria-label={t('entities.tabs.cases')}
        sx={{ minWidth: 760, '& th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('entities.cases.ref')}</TableCell>
            <TableCell>{t('entities.cases.step')}</TableCell>
            <TableCell>{t('entities.cases.status')}</TableCell>
            <TableCell>{t('entities.cases.opened')}</TableCell>
            <TableCell>{t('entities.cases.closed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.length === 0 && <EmptyRow columns={5}>{t('entities.cases.none')}</EmptyRow>}
          {cases.map((c) => (
            <TableRow key={c.caseID}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={caseViewPath(c.caseID, c.status)}
                  underline="hover"
                  sx={{ fontWeight: 500 }}
                >
                  {c.caseRef}
                </Link>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.25 }}>
                  <span>{t(`caseType.${c.caseType}`)}</span>
                  {c.createdEntity && (
                    <Chip size="small" variant="outlined" label={t('entities.cases.createdEntity')} />
                  )}
                </Stack>
              </TableCell>
              <TableCell>{t(`step.${c.step}`)}</TableCell>
              <TableCell>
                <CaseStatusChip status={c.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.createdDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.closedDate) || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
