import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconDownload, IconEye, IconFile, IconTrash } from '@tabler/icons-react';
import { useFileDownload } from '../../docs-sign/use-file-download';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import FileSize from '../../files/FileSize';

export interface TListedDocument {
  fileID: string;
  fileName: string;
  fileSize: number;
  /** A short label before the name (e.g. what the document proves). */
  tag?: ReactNode;
}

/**
 * Documents with their names and sizes, each previewed in the document dialog (images, PDF, video)
 * or downloaded with the bearer token; `onRemove` adds a remove button (evidence not yet saved).
 */
export default function DocumentList({
  documents,
  label,
  empty,
  onRemove,
}: {
  documents: readonly TListedDocument[];
  /** The list's accessible name. */
  label: string;
  /** Shown when there is nothing to list. */
  empty?: string;
  onRemove?: (fileID: string) => void;
}) {
  const { t } = useTranslation();
  const { pending, download } = useFileDownload();
  const [preview, setPreview] = useState<TListedDocument | null>(null);
  if (documents.length === 0)
    return empty ? (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {empty}
      </Typography>
    ) : null;
  return (
    <>
      <Stack component="ul" spacing={0.75} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {documents.map((d) => (
          <Stack
            component="li"
            key={d.fileID}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <IconFile size={18} stroke={1.6} aria-hidden="true" style={{ flexShrink: 0 }} />
              {d.tag}
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {d.fileName} <FileSize bytes={d.fileSize} />
              </Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
              <Button
                size="small"
                startIcon={<IconEye size={16} stroke={1.8} aria-hidden="true" />}
                aria-label={t('files.previewFile', { name: d.fileName })}
                onClick={() => setPreview(d)}
              >
                {t('files.preview')}
              </Button>
              <Button
                size="small"
                startIcon={<IconDownload size={16} stroke={1.8} aria-hidden="true" />}
                loading={pending === d.fileID}
                aria-label={t('compliance.documents.download', { name: d.fileName })}
                onClick={() => download(d.fileID, d.fileName)}
              >
                {t('files.download')}
              </Button>
              {onRemove && (
                <IconButton
                  size="small"
                  aria-label={t('compliance.documents.remove', { name: d.fileName })}
                  onClick={() => onRemove(d.fileID)}
                >
                  <IconTrash size={16} stroke={1.8} aria-hidden="true" />
                </IconButton>
              )}
            </Stack>
          </Stack>
        ))}
      </Stack>
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
    </>
  );
}
