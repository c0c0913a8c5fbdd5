import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconDownload, IconEye } from '@tabler/icons-react';
import type { TCaseDocument } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import FileSize from '../../files/FileSize';

type TVersion = TCaseDocument['versions'][number];

/** A document's versions, newest first: why each was made, when, its size and hash. */
export default function DocumentVersions({
  id,
  document,
  onPreview,
  onDownload,
}: {
  id: string;
  document: TCaseDocument;
  onPreview: (version: TVersion) => void;
  onDownload: (version: TVersion) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      id={id}
      component="ol"
      aria-label={t('docsSign.versions.label', { title: document.title })}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
    >
      {document.versions.map((v) => {
        const label = t('docsSign.versions.name', { version: v.version });
        return (
          <Box
            component="li"
            key={v.fileID}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) auto' },
              alignItems: 'center',
              gap: 1,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'background.default',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {label} · {t(`docsSign.versions.reason.${v.reason}`)} · {formatDisplayDate(v.createdDate)}{' '}
                <FileSize bytes={v.fileSize} />
              </Typography>
              <Typography
                variant="caption"
                sx={{
                  display: 'block',
                  fontFamily: 'monospace',
                  color: 'text.secondary',
                  overflowWrap: 'anywhere',
                }}
              >
                SHA-256 {v.sha256}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex' }}>
              <Tooltip title={t('docsSign.versions.preview', { version: v.version })}>
                <IconButton
                  onClick={() => onPreview(v)}
                  aria-label={t('docsSign.versions.preview', { version: v.version })}
                >
                  <IconEye size={18} stroke={1.8} aria-hidden="true" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('docsSign.versions.download', { version: v.version })}>
                <IconButton
                  onClick={() => onDownload(v)}
                  aria-label={t('docsSign.versions.download', { version: v.version })}
                >
                  <IconDownload size={18} stroke={1.8} aria-hidden="true" />
                </IconButton>
              </Tooltip>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
