import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DEADLINE_NAMES,
  formatHKD,
  type TDeadlineState,
  type TDeadlineView,
  type TLanguage,
} from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import CardsOnPhone from '../../../ui-component/CardsOnPhone';

/** A deadline's state as a chip: due now (amber), overdue (red), upcoming (plain). */
export function DeadlineStateChip({ state }: { state: TDeadlineState }) {
  const { t } = useTranslation();
  const label = t(`entities.deadlines.states.${state}`);
  if (state === 'OVERDUE') return <Chip size="small" color="error" label={label} />;
  if (state === 'DUE')
    return (
      <Chip
        size="small"
        variant="outlined"
        label={label}
        sx={{ color: 'warning.dark', borderColor: 'warning.main' }}
      />
    );
  return <Chip size="small" variant="outlined" label={label} />;
}

/**
 * What the company owes and when (the deadline engine's list, soonest first): each deadline with the
 * date it arises from, its last day, where it stands, the annual return's fee if delivered today, and
 * its legal source.
 */
export default function DeadlinesPanel({ deadlines }: { deadlines: readonly TDeadlineView[] }) {
  const { t, i18n } = useTranslation();
  const language: TLanguage = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  if (deadlines.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('entities.deadlines.none')}</Typography>;
  return (
    <CardsOnPhone>
      <Table size="small" aria-label={t('entities.tabs.deadlines')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('entities.deadlines.what')}</TableCell>
            <TableCell>{t('entities.deadlines.from')}</TableCell>
            <TableCell>{t('entities.deadlines.due')}</TableCell>
            <TableCell>{t('entities.deadlines.fee')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deadlines.map((d) => (
            <TableRow key={d.key}>
              <TableCell sx={{ minWidth: 260 }}>
                <Typography variant="subtitle1" component="p">
                  {DEADLINE_NAMES[d.kind][language]}
                </Typography>
                {d.label && <Typography variant="body2">{d.label}</Typography>}
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary', maxWidth: 520 }}>
                  {d.source}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.fromDate}</TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {d.dueDate}
                  </Typography>
                  <DeadlineStateChip state={d.state} />
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.fee ? formatHKD(d.fee.cents) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
