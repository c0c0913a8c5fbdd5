import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { TCaseSummary } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { EmptyRow, VisuallyHidden } from '../../account-management/components/list-parts';
import type { TCaseSort, TSortOrder } from '../case-list-params';
import { CaseStatusChip, CompanyNames } from './CaseChips';

export interface TCaseListViewProps {
  cases: readonly TCaseSummary[];
  /** The list's accessible name. */
  label: string;
  /** Where a case opens. */
  pathOf: (summary: TCaseSummary) => string;
  /** Firm names beside references: for people who see more than one firm. */
  showFirm: boolean;
  /** Shown instead of rows when the page is empty. */
  empty: ReactNode;
  sort: TCaseSort;
  order: TSortOrder;
  onSort: (column: TCaseSort) => void;
}

function PendingClientChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('cases.list.awaitingClient')}
      // warning.main on paper is too faint for text; the darker shade reads on both themes.
      sx={{ color: 'warning.dark', borderColor: 'warning.main' }}
    />
  );
}

function Person({ name, none }: { name: string | undefined; none: string }) {
  return name ? (
    <Typography variant="body2">{name}</Typography>
  ) : (
    <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {none}
    </Typography>
  );
}

function SortHeader({
  column,
  sort,
  order,
  onSort,
  children,
}: {
  column: TCaseSort;
  sort: TCaseSort;
  order: TSortOrder;
  onSort: (column: TCaseSort) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const active = sort === column;
  return (
    <TableCell sortDirection={active ? order : false}>
      <TableSortLabel active={active} direction={active ? order : 'asc'} onClick={() => onSort(column)}>
        {children}
        {active && (
          <VisuallyHidden>
            {order === 'asc' ? t('cases.list.sortedAscending') : t('cases.list.sortedDescending')}
          </VisuallyHidden>
        )}
      </TableSortLabel>
    </TableCell>
  );
}

/** A click anywhere on a row opens the case, except on the row's own link (which opens it itself). */
function openUnlessLink(event: MouseEvent<HTMLElement>, open: () => void) {
  if (event.target instanceof Element && event.target.closest('a')) return;
  open();
}

/** Desktop and tablet: one row per case, sortable by company, step and last update. */
export function CaseTable({
  cases,
  label,
  pathOf,
  showFirm,
  empty,
  sort,
  order,
  onSort,
}: TCaseListViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sortProps = { sort, order, onSort };
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ minWidth: 860, '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('cases.columns.caseRefType')}</TableCell>
            <SortHeader column="companyName" {...sortProps}>
              {t('cases.columns.companyBrn')}
            </SortHeader>
            <SortHeader column="step" {...sortProps}>
              {t('cases.columns.step')}
            </SortHeader>
            <TableCell>{t('cases.columns.status')}</TableCell>
            <TableCell>{t('cases.columns.staffInCharge')}</TableCell>
            <TableCell>{t('cases.columns.client')}</TableCell>
            <SortHeader column="updatedDate" {...sortProps}>
              {t('cases.columns.updated')}
            </SortHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.length === 0 && <EmptyRow columns={7}>{empty}</EmptyRow>}
          {cases.map((summary) => {
            const path = pathOf(summary);
            return (
              <TableRow
                key={summary.caseID}
                hover
                onClick={(event) => openUnlessLink(event, () => void navigate(path))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={path} underline="hover" sx={{ fontWeight: 500 }}>
                    {summary.caseRef}
                  </Link>
                  <Typography variant="body2" component="p">
                    {t(`caseType.${summary.caseType}`)}
                  </Typography>
                  {showFirm && (
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {summary.firmName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <CompanyNames
                    companyEngName={summary.companyEngName}
                    companyChiName={summary.companyChiName}
                  />
                  {summary.brn && (
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {t('cases.list.brn', { brn: summary.brn })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 150 }}>{t(`step.${summary.step}`)}</TableCell>
                <TableCell>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <CaseStatusChip status={summary.status} />
                    {summary.status === 'OPEN' && summary.pendingClientOnboard && <PendingClientChip />}
                  </Stack>
                </TableCell>
                <TableCell sx={{ minWidth: 110 }}>
                  <Person name={summary.staffInCharge?.name} none={t('cases.list.nobodyInCharge')} />
                </TableCell>
                <TableCell sx={{ minWidth: 110 }}>
                  <Person name={summary.client?.name} none={t('cases.list.noClient')} />
                </TableCell>
                <TableCell sx={{ minWidth: 100 }}>{formatDisplayDate(summary.updatedDate)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per case; the whole card is the link. */
export function CaseCards({ cases, label, pathOf, showFirm, empty }: TCaseListViewProps) {
  const { t } = useTranslation();
  if (cases.length === 0) {
    return <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>{empty}</Box>;
  }
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cases.map((summary) => (
        <Box component="li" key={summary.caseID}>
          <Box
            component={RouterLink}
            to={pathOf(summary)}
            sx={{
              display: 'block',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              color: 'inherit',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
            }}
          >
            <Stack spacing={1}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <CompanyNames
                  companyEngName={summary.companyEngName}
                  companyChiName={summary.companyChiName}
                />
                <CaseStatusChip status={summary.status} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 500 }}>
                {summary.caseRef}
                {showFirm && ` · ${summary.firmName}`}
              </Typography>
              <Typography variant="body2">
                {t(`caseType.${summary.caseType}`)} · {t(`step.${summary.step}`)}
              </Typography>
              {summary.status === 'OPEN' && summary.pendingClientOnboard && (
                <Box>
                  <PendingClientChip />
                </Box>
              )}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('cases.list.cardPeople', {
                  staff: summary.staffInCharge?.name ?? t('cases.list.nobodyInCharge'),
                  client: summary.client?.name ?? t('cases.list.noClient'),
                })}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('cases.list.cardUpdated', {
                  brn: summary.brn ?? '—',
                  date: formatDisplayDate(summary.updatedDate),
                })}
              </Typography>
            </Stack>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
