import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** What the account screens show while their data loads, or when loading failed (with a retry). */
export default function QueryStatus({
  isPending,
  failedText,
  onRetry,
}: {
  isPending: boolean;
  failedText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('accountProfile.loading')} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('accountProfile.retry')}
        </Button>
      }
    >
      {failedText}
    </Alert>
  );
}
