import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ApiError } from '../../../api/api-error';

/**
 * The server's refusal of a task move, in its own (translated) words, with what it names as missing
 * (15001, 18004, 18008, 18012 list the people or items in `details`).
 */
export default function RefusalAlert({ error, onClose }: { error: ApiError; onClose?: () => void }) {
  const { t } = useTranslation();
  const missing = (error.details ?? [])
    .map((detail) => detail.message || detail.field)
    .filter((text): text is string => Boolean(text));
  return (
    <Alert severity="error" onClose={onClose} role="alert">
      <AlertTitle>{t('tasks.complete.refusedTitle')}</AlertTitle>
      {error.message}
      {missing.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={t('tasks.complete.missing')}>
          {missing.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
