import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { TSaveState } from '../use-draft-autosave';

/** "Saving… / Saved at HH:mm:ss / Not saved (offline) — will retry", announced politely. */
export default function SaveStatus({ state }: { state: TSaveState }) {
  const { t } = useTranslation();
  const text =
    state.kind === 'saving'
      ? t('caseForm.save.saving')
      : state.kind === 'saved'
        ? t('caseForm.save.saved', { time: dayjs(state.at).format('HH:mm:ss') })
        : state.kind === 'offline'
          ? t('caseForm.save.offline')
          : state.kind === 'failed'
            ? t('caseForm.save.failed', { message: state.message })
            : t('caseForm.save.idle');
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      sx={{ color: state.kind === 'offline' || state.kind === 'failed' ? 'error.main' : 'text.secondary' }}
    >
      {text}
    </Typography>
  );
}
