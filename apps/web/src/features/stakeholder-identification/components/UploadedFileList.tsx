import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconEye, IconFile, IconTrash } from '@tabler/icons-react';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import FileSize from '../../files/FileSize';
import { downloadFile } from '../api';
import { useIdentificationForm } from '../form-context';
import { useShowFailure } from '../use-show-failure';

/**
 * The files of a field: a link that downloads with the bearer token, a preview in the document
 * dialog, and a remove button.
 */
export default function UploadedFileList({
  ids,
  onRemove,
}: {
  ids: readonly string[];
  onRemove?: (fileID: string) => void;
}) {
  const { t } = useTranslation();
  const form = useIdentificationForm();
  const showError = useShowFailure();
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ fileID: string; name: string } | null>(null);
  if (ids.length === 0) return null;

  async function download(fileID: string, name: string) {
    setBusy(fileID);
    try {
      const blob = await downloadFile(fileID);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = name;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <List dense disablePadding aria-label={t('shIdentification.upload.listLabel')}>
        {ids.map((fileID) => {
          const meta = form.files[fileID];
          const name = meta?.fileName ?? t('shIdentification.upload.savedFile', { id: fileID.slice(0, 8) });
          return (
            <ListItem
              key={fileID}
              disableGutters
              // Room for the preview and remove buttons beside the name.
              sx={{ pr: onRemove ? 20 : 14 }}
              secondaryAction={
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Button
                    size="small"
                    startIcon={<IconEye size={16} stroke={1.8} aria-hidden="true" />}
                    aria-label={t('files.previewFile', { name })}
                    onClick={() => setPreview({ fileID, name })}
                  >
                    {t('files.preview')}
                  </Button>
                  {onRemove && (
                    <IconButton
                      edge="end"
                      aria-label={t('shIdentification.upload.remove', { name })}
                      onClick={() => onRemove(fileID)}
                    >
                      <IconTrash size={18} stroke={1.8} aria-hidden="true" />
                    </IconButton>
                  )}
                </Stack>
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <IconFile size={18} stroke={1.8} aria-hidden="true" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link
                    component="button"
                    type="button"
                    disabled={busy === fileID}
                    onClick={() => void download(fileID, name)}
                    sx={{ textAlign: 'left', wordBreak: 'break-all' }}
                  >
                    {name}
                  </Link>
                }
                secondary={meta ? <FileSize bytes={meta.fileSize} /> : undefined}
              />
            </ListItem>
          );
        })}
      </List>
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.name ?? ''}
        onClose={() => setPreview(null)}
      />
    </>
  );
}
