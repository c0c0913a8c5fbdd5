import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';
import type { TSaveStatus } from '../use-particulars-draft';

/** Where the draft is: saved, on its way, kept on this device while offline, or refused. */
export default function SaveStatus({
  status,
  failure,
  onRetry,
}: {
  status: TSaveStatus;
  failure: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const Icon = {
    saved: IconCloudCheck,
    saving: IconCloudUpload,
    offline: IconCloudOff,
    failed: IconAlertTriangle,
  }[status];
  const color = status === 'saved' ? 'success.main' : status === 'saving' ? 'text.secondary' : 'warning.main';
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color, flexShrink: 0, whiteSpace: { sm: 'nowrap' } }}
      role="status"
      aria-live="polite"
    >
      <Icon size={18} stroke={1.8} aria-hidden="true" />
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        {status === 'failed' && failure instanceof Error
          ? t('shIdentification.save.failed', { message: failure.message })
          : t(`shIdentification.save.${status}`)}
      </Typography>
      {(status === 'offline' || status === 'failed') && (
        <Button size="small" onClick={onRetry}>
          {t('shIdentification.save.retry')}
        </Button>
      )}
    </Stack>
  );
}
