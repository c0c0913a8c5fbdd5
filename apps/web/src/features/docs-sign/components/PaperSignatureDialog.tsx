import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { TCaseDocument, TDocumentSignatory } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import FileUploader, { type TUploadOne } from '../../files/FileUploader';
import type { TUploadedFile } from '../../files/upload-request';
import { recordPaperSignature } from '../api';
import { signFailure } from '../sign-errors';

/**
 * A signatory without an account signs on paper: the client (or the firm) uploads the scan, then
 * records it as that holder's signature.
 */
export default function PaperSignatureDialog({
  caseID,
  document,
  signatory,
  onClose,
  onRecorded,
  upload,
}: {
  caseID: string;
  document: TCaseDocument;
  signatory: TDocumentSignatory;
  onClose: () => void;
  onRecorded: () => void;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [file, setFile] = useState<TUploadedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!file) {
      setProblem(t('docsSign.paper.noFile'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await recordPaperSignature(caseID, document.documentID, {
        holderID: signatory.holderID,
        fileID: file.fileID,
      });
      onRecorded();
    } catch (error) {
      const failure = signFailure(t, error);
      if (failure) setProblem(failure.message);
      else showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="paper-title">
      <DialogTitle id="paper-title" variant="h3" component="h2">
        {t('docsSign.paper.title', { name: signatory.name })}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            {t('docsSign.paper.explain', { title: document.title, name: signatory.name })}
          </Typography>
          <FileUploader
            uploadId={caseID}
            maxFiles={1}
            upload={upload}
            id="paper-signature-upload"
            error={Boolean(problem && !file)}
            onUploaded={(uploaded) => {
              setFile(uploaded);
              setProblem(null);
            }}
          />
          {file && (
            <Typography variant="body2" role="status">
              {t('docsSign.paper.ready', { name: file.fileName })}
            </Typography>
          )}
          {problem &&
            (file ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : (
              <FormHelperText error>{problem}</FormHelperText>
            ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('docsSign.dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          {t('docsSign.paper.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
