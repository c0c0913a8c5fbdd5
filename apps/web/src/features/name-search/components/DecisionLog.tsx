import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TNameSearch } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

const COLUMNS = ['party', 'decision', 'reason', 'decidedBy', 'decidedAt'] as const;

/** Every decision taken on the search's hits, oldest first: a later one follows an earlier one, never replaces it. */
export default function DecisionLog({ search }: { search: TNameSearch }) {
  const { t } = useTranslation();
  if (search.decisions.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {search.matches.length ? t('nameSearch.decisions.none') : t('nameSearch.decisions.noHits')}
      </Typography>
    );
  const partyOf = new Map(search.matches.map((m) => [m.matchID, m]));
  return (
    <CardsOnPhone>
      <Table size="small" aria-label={t('nameSearch.decisions.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`nameSearch.decisions.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {search.decisions.map((d) => {
            const match = partyOf.get(d.matchID);
            return (
              <TableRow key={d.decisionID}>
                <TableCell>
                  {match
                    ? t('nameSearch.decisions.partyLine', {
                        name: match.entry.primaryName,
                        list: t(`nameSearch.listShort.${match.list}`),
                        id: match.listEntryId,
                      })
                    : '—'}
                </TableCell>
                <TableCell>{t(`nameSearch.decision.${d.decision}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 200 }}>{d.reason}</TableCell>
                <TableCell>{d.decidedBy}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(d.decidedAt)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
