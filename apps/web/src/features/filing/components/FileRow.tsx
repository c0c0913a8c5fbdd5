import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconDownload, IconEye } from '@tabler/icons-react';
import FileSize from '../../files/FileSize';
import { useFileDownload } from '../../docs-sign/use-file-download';

/** A stored file as a row: its title or name, size, and Preview / Download. */
export default function FileRow({
  title,
  fileID,
  fileName,
  fileSize,
  onPreview,
  children,
}: {
  title?: string;
  fileID: string;
  fileName: string;
  fileSize: number;
  onPreview: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { pending, download } = useFileDownload();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' }, listStyle: 'none' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{title ?? fileName}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {title ? `${fileName} · ` : ''}
          <FileSize bytes={fileSize} />
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" startIcon={<IconEye size={16} aria-hidden="true" />} onClick={onPreview}>
          {t('filing.preview')}
        </Button>
        <Button
          size="small"
          startIcon={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => download(fileID, fileName)}
          disabled={pending === fileID}
          aria-label={t('filing.downloadFile', { name: fileName })}
        >
          {t('filing.download')}
        </Button>
        {children}
      </Stack>
    </Stack>
  );
}
