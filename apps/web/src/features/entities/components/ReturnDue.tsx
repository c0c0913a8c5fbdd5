import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { returnStateToday } from '../hk-date';

/**
 * The last day for the next annual return (42 days after the anniversary), marked while it is due
 * and once it is overdue; a dash when the company has no return date.
 */
export default function ReturnDue({
  nextReturnDate,
  dueDate,
  archived = false,
}: {
  nextReturnDate: string | null;
  dueDate: string | null;
  /** An archived company files no more returns with the firm: the date only, unmarked. */
  archived?: boolean;
}) {
  const { t } = useTranslation();
  if (!dueDate) return <Typography variant="body2">—</Typography>;
  const state = archived ? null : returnStateToday(nextReturnDate);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {dueDate}
      </Typography>
      {state === 'DUE' && (
        <Chip
          size="small"
          variant="outlined"
          label={t('entities.returnState.DUE')}
          sx={{ color: 'warning.dark', borderColor: 'warning.main' }}
        />
      )}
      {state === 'OVERDUE' && <Chip size="small" color="error" label={t('entities.returnState.OVERDUE')} />}
    </Stack>
  );
}
