import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TNameSearchSummary } from '@portal/domain';
import { formatDate, formatDisplayDate } from '../../../utils/date-format';
import { EmptyRow } from '../../account-management/components/list-parts';
import { ongoingPath } from '../../cases/case-paths';
import { searchRecordPath } from '../api';
import { sortVersions } from '../match-groups';
import OutcomeChip from './OutcomeChip';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

const COLUMNS = ['name', 'outcome', 'hits', 'case', 'lists', 'searched'] as const;

/** The searches, newest first: who was searched (linking to the record), the outcome, hits, case, lists, when and by whom. */
export default function HistoryTable({
  items,
  label,
  empty,
}: {
  items: readonly TNameSearchSummary[];
  label: string;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <CardsOnPhone>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`nameSearch.history.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.length === 0 ? (
            <EmptyRow columns={COLUMNS.length}>{empty}</EmptyRow>
          ) : (
            items.map((s) => (
              <TableRow key={s.searchID} hover>
                <TableCell sx={{ minWidth: 180 }}>
                  <Link component={RouterLink} to={searchRecordPath(s.searchID)} sx={{ fontWeight: 500 }}>
                    {s.name}
                  </Link>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    {t(`nameSearch.form.type.${s.type}`)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <OutcomeChip outcome={s.outcome} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {s.openHits > 0
                    ? t('nameSearch.history.hitsOpen', {
                        count: s.matchCount,
                        hits: number.format(s.matchCount),
                        open: number.format(s.openHits),
                      })
                    : number.format(s.matchCount)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {s.caseID ? (
                    <Link component={RouterLink} to={ongoingPath(s.caseID)}>
                      {s.caseRef ?? t('nameSearch.query.openCase')}
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {sortVersions(s.listVersions).map((v) => (
                    <Typography variant="body2" key={v.versionID}>
                      {/* OFAC's files carry no publication date: the list's name alone then. */}
                      {v.publishedDate
                        ? t('nameSearch.history.versionOption', {
                            list: t(`nameSearch.listShort.${v.list}`),
                            date: formatDate(v.publishedDate),
                          })
                        : t(`nameSearch.listShort.${v.list}`)}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDisplayDate(s.createdAt)}
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    {s.createdBy}
                  </Typography>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
