import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconAlertCircle, IconCircleCheck, IconFile, IconRefresh, IconX } from '@tabler/icons-react';
import { ERROR_CODES } from '@portal/domain';
import { toMegabytes } from './file-size';
import FileSize from './FileSize';
import { JSON_PARSE_ERROR } from './upload-request';
import { canRetry, UPLOAD_PHASE, type TUploadItem } from './upload-state';

const UNSUPPORTED = new Set<string>([ERROR_CODES.FILE_TYPE_UNSUPPORTED, ERROR_CODES.FILE_TYPE_NOT_ACCEPTED]);

/** The sentence under a failed row: what went wrong and, where it helps, what to do. */
function useFailureText(limits: { maxSize: number; maxFiles: number }) {
  const { t } = useTranslation();
  return (item: TUploadItem): string => {
    const failure = item.failure ?? {};
    const code = failure.code ?? String(failure.status ?? '');
    switch (item.state) {
      case 'error_file_size':
        return t('fileExceedSizeMessage', {
          size: toMegabytes(item.file.size),
          max: toMegabytes(limits.maxSize),
        });
      case 'error_validation':
        if (failure.limit === 'count') return t('files.errors.tooMany', { count: limits.maxFiles });
        if (failure.code && UNSUPPORTED.has(failure.code)) return t('files.errors.unsupportedType');
        return t('files.errors.refused', { message: failure.message ?? code });
      case 'error_upload_params':
        return t('files.errors.params', { field: failure.field ?? 'caseID' });
      case 'exception_upload':
        return failure.code === JSON_PARSE_ERROR
          ? t('files.errors.badAnswer', { code: JSON_PARSE_ERROR })
          : t('files.errors.offline');
      case 'error_upload':
        return t('files.errors.failed', { message: failure.message ?? code, code });
      default:
        return '';
    }
  };
}

/** One chosen file: name, size, state in words, progress while sending, the error, Retry and Remove. */
export default function UploadRow({
  item,
  limits,
  onRetry,
  onRemove,
}: {
  item: TUploadItem;
  limits: { maxSize: number; maxFiles: number };
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText(limits);
  const phase = UPLOAD_PHASE[item.state];
  const name = item.file.name;
  const Icon = phase === 'failed' ? IconAlertCircle : phase === 'complete' ? IconCircleCheck : IconFile;
  const color = phase === 'failed' ? 'error.main' : phase === 'complete' ? 'success.dark' : 'text.secondary';
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        py: 1,
        px: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: phase === 'failed' ? 'error.light' : 'divider',
      }}
    >
      <Box sx={{ color, pt: 0.25, display: 'flex' }}>
        <Icon size={20} stroke={1.8} aria-hidden="true" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {name} <FileSize bytes={item.file.size} />
        </Typography>
        <Typography variant="caption" component="p" sx={{ color }} aria-live="polite">
          {t(`files.state.${item.state}`, { percent: item.progress })}
        </Typography>
        {phase === 'inProgress' && (
          <LinearProgress
            variant={item.state === 'uploading' ? 'determinate' : 'indeterminate'}
            value={item.progress}
            aria-label={t('files.progress', { name })}
            sx={{ mt: 0.5 }}
          />
        )}
        {phase === 'failed' && (
          <Typography variant="body2" sx={{ color: 'error.main', mt: 0.25 }}>
            {failureText(item)}
          </Typography>
        )}
      </Box>
      {canRetry(item) && (
        <Button
          size="small"
          startIcon={<IconRefresh size={16} stroke={1.8} aria-hidden="true" />}
          onClick={onRetry}
          aria-label={t('files.retry', { name })}
        >
          {t('files.retryShort')}
        </Button>
      )}
      <IconButton size="small" onClick={onRemove} aria-label={t('files.remove', { name })}>
        <IconX size={18} stroke={1.8} aria-hidden="true" />
      </IconButton>
    </Box>
  );
}
