import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEADLINE_NAMES, daysBetween, type TDeadlineKind } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import { hongKongToday } from '../hk-date';

/**
 * A company's soonest statutory deadline on the list: its last day and what it is, marked overdue
 * once past and "within 7 days" when close; a dash when the records give none.
 */
export default function NextDeadline({
  dueDate,
  kind,
  now,
}: {
  dueDate: string | null;
  kind: TDeadlineKind | null;
  now?: Date;
}) {
  const { t, i18n } = useTranslation();
  if (!dueDate || !kind) return <Typography variant="body2">—</Typography>;
  const daysLeft = daysBetween(hongKongToday(now), dueDate);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {dueDate}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {DEADLINE_NAMES[kind][toLanguage(i18n.resolvedLanguage ?? i18n.language)]}
      </Typography>
      {daysLeft < 0 && <Chip size="small" color="error" label={t('entities.deadlines.states.OVERDUE')} />}
      {daysLeft >= 0 && daysLeft <= 7 && (
        <Chip
          size="small"
          variant="outlined"
          label={t('entities.deadlines.withinWeek')}
          sx={{ color: 'warning.dark', borderColor: 'warning.main' }}
        />
      )}
    </Stack>
  );
}
