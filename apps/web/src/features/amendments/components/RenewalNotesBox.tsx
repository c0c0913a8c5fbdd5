import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../utils/date-format';
import type { TRenewalNote } from '../amendment-draft';

/**
 * Changes noted during an annual renewal that this amendment must carry into the records: the officer
 * turns each into a change (its type, date and words filled in) and completes it there.
 */
export default function RenewalNotesBox({
  notes,
  onAdd,
}: {
  notes: readonly TRenewalNote[];
  /** Absent when the screen is read-only. */
  onAdd?: (note: TRenewalNote) => void;
}) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <Alert severity="info" component="section" aria-label={t('recordUpdate.renewal.title')}>
      <AlertTitle>{t('recordUpdate.renewal.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2, '& > li + li': { mt: 1.5 } }}>
        {notes.map((note, i) => (
          <li key={`${note.renewalRef}-${i}`}>
            <Typography sx={{ fontWeight: 600 }}>
              {t(`entities.amendmentTypes.${note.amendmentType}`)}
              {' · '}
              {t('recordUpdate.renewal.effective', { date: formatDate(note.effectiveDate) })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.description}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('recordUpdate.renewal.noted', { ref: note.renewalRef })}
            </Typography>
            {onAdd && (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                sx={{ mt: 0.5 }}
                onClick={() => onAdd(note)}
              >
                {t('recordUpdate.renewal.addAsChange')}
              </Button>
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
