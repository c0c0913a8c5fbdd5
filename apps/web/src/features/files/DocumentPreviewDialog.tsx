import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { classifyError, ERROR_CLASS_MESSAGE_KEYS, type TErrorClass } from '../../api/error-classifier';
import { downloadFile } from './upload-request';

const PdfPages = lazy(() => import('./PdfPages'));

/** Spec §9 / §10: the preview dialog is 800 px high. */
export const PREVIEW_HEIGHT = 800;

type TKind = 'image' | 'pdf' | 'video' | 'other';

function kindOf(contentType: string): TKind {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  return 'other';
}

function readErrCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { errCode, code, name } = error as Record<string, unknown>;
  if (typeof errCode === 'string' && errCode) return errCode;
  if (typeof code === 'string' && code) return code;
  // pdf.js names its failures (InvalidPDFException, …): the best reference support can get.
  return typeof name === 'string' && name !== 'Error' ? name : '';
}

function PreviewFailure({ errorClass, errCode }: { errorClass: TErrorClass; errCode: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('previewFail')}</AlertTitle>
      <Typography variant="body2">{t('previewFailMsg')}</Typography>
      <Typography variant="body2">{t(ERROR_CLASS_MESSAGE_KEYS[errorClass])}</Typography>
      {errCode && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('files.errCode', { code: errCode })}
        </Typography>
      )}
    </Alert>
  );
}

/** Points an <img> or <video> at the blob for as long as it is mounted, then frees the URL. */
function useBlobSource(blob: Blob) {
  return useCallback(
    (node: HTMLImageElement | HTMLVideoElement | null) => {
      if (!node) return;
      const url = URL.createObjectURL(blob);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

/** The file itself, or why it cannot be shown; keyed by file so a new file starts afresh. */
function PreviewBody({ blob, contentType, fileName }: { blob: Blob; contentType: string; fileName: string }) {
  const [renderError, setRenderError] = useState<unknown>(null);
  const source = useBlobSource(blob);
  const onPdfError = useCallback((error: unknown) => setRenderError(error), []);
  if (renderError) {
    return <PreviewFailure errorClass={classifyError(renderError)} errCode={readErrCode(renderError)} />;
  }
  switch (kindOf(contentType)) {
    case 'image':
      return (
        <Box
          component="img"
          ref={source}
          alt={fileName}
          onError={() => setRenderError(new Error('image'))}
          sx={{ display: 'block', maxWidth: 1, mx: 'auto' }}
        />
      );
    case 'video':
      return (
        <Box
          component="video"
          ref={source}
          controls
          aria-label={fileName}
          sx={{ display: 'block', width: 1 }}
        />
      );
    case 'pdf':
      return (
        <Suspense fallback={<Loading />}>
          <PdfPages blob={blob} onError={onPdfError} />
        </Suspense>
      );
    case 'other':
      return <PreviewFailure errorClass="UNSUPPORTED" errCode="" />;
  }
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, height: 1 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography role="status">{t('files.loading')}</Typography>
    </Box>
  );
}

/**
 * Shows a stored file (spec §5, §9): images, PDF pages and videos in an 800 px dialog; anything else,
 * or a failure, as 'previewFail' with its class message and errCode, offering the download when the
 * file itself could be fetched.
 */
export default function DocumentPreviewDialog({
  fileID,
  fileName,
  onClose,
}: {
  /** The file to show; null closes the dialog. */
  fileID: string | null;
  fileName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // The last file asked for stays on screen while the dialog fades out after closing.
  const [shown, setShown] = useState({ fileID, fileName });
  if (fileID !== null && (fileID !== shown.fileID || fileName !== shown.fileName)) {
    setShown({ fileID, fileName });
  }
  const file = useQuery({
    queryKey: ['files', 'preview', shown.fileID],
    queryFn: ({ signal }) => downloadFile(shown.fileID ?? '', signal),
    enabled: fileID !== null && shown.fileID !== null,
    retry: false,
    // The bytes are only needed while the dialog shows them.
    gcTime: 0,
    staleTime: Infinity,
  });
  const data = file.data;

  function download(blob: Blob) {
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = shown.fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // The browser has taken the bytes by then; the URL only keeps them in memory.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <Dialog open={fileID !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t('docPreview')}
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {shown.fileName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ height: PREVIEW_HEIGHT, bgcolor: 'background.default' }}>
        {file.isError ? (
          <PreviewFailure errorClass={classifyError(file.error)} errCode={readErrCode(file.error)} />
        ) : data ? (
          <PreviewBody
            key={shown.fileID}
            blob={data.blob}
            contentType={data.contentType}
            fileName={shown.fileName}
          />
        ) : (
          <Loading />
        )}
      </DialogContent>
      <DialogActions>
        {data && (
          <Button
            startIcon={<IconDownload size={18} stroke={1.8} aria-hidden="true" />}
            onClick={() => download(data.blob)}
          >
            {t('files.download')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('files.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
