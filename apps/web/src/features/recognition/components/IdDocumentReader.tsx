import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { IconId, IconX } from '@tabler/icons-react';
import type { TIdDocumentField, TIdDocumentRecognition } from '@portal/domain';
import LegalTextDialog from '../../legal/components/LegalTextDialog';
import { useAcceptanceGate } from '../../legal/use-acceptance-gate';
import { useIdDocumentRecognition } from '../use-company-form-recognition';
import { useFailureWords } from '../use-failure-words';
import IdDocumentReview from './IdDocumentReview';
import RecognitionProgress from './RecognitionProgress';
import RecognitionStart from './RecognitionStart';

const TERMS = 'ID_CARD_RECOGNITION_TERMS';

export type TIdDocumentValues = Partial<Record<TIdDocumentField, string>>;

export interface TIdDocumentReaderProps {
  /** The fields the form around can take, in its order; others on the document are not offered. */
  fields: readonly TIdDocumentField[];
  /** The form's values now, to show what a value read would replace. */
  current?: TIdDocumentValues;
  /** The values the person accepted (and the whole answer, for the document's type). */
  onAccept: (values: TIdDocumentValues, result: TIdDocumentRecognition) => void;
  /** Keeps the picture as the person's identity document, when they ask (else it is never stored). */
  onAttach?: (file: File) => Promise<void> | void;
  disabled?: boolean;
}

/**
 * "Read from a photo or scan" (issue 18): a button that opens the reader — pick or drop a photo or
 * scan of an identity card or passport, accept the ID-card recognition terms once, follow the reading,
 * then take the values proposed beside the picture, field by field or all. Nothing is saved here: the
 * form around applies what `onAccept` gives it, and the picture is uploaded only through `onAttach`.
 */
export default function IdDocumentReader({
  fields,
  current,
  onAccept,
  onAttach,
  disabled = false,
}: TIdDocumentReaderProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const gate = useAcceptanceGate(TERMS);
  const recognition = useIdDocumentRecognition();
  const failureWords = useFailureWords('idRecognition');
  const [readingTerms, setReadingTerms] = useState(false);
  const [attachFailed, setAttachFailed] = useState<string | null>(null);
  const { state } = recognition;

  const close = () => {
    recognition.reset();
    setAttachFailed(null);
    setOpen(false);
  };
  const read = (file: File) => gate.whenAccepted(() => recognition.start(file));

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<IconId size={18} stroke={1.8} aria-hidden="true" />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('idRecognition.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullScreen={narrow}
        fullWidth
        maxWidth={state.phase === 'review' ? 'lg' : 'sm'}
        aria-labelledby="id-recognition-title"
      >
        <DialogTitle id="id-recognition-title" sx={{ pr: 7 }}>
          {t('idRecognition.title')}
        </DialogTitle>
        <IconButton
          aria-label={t('idRecognition.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <IconX size={20} aria-hidden="true" />
        </IconButton>
        <DialogContent>
          {attachFailed && (
            <Alert severity="warning" sx={{ mb: 2 }} onClose={close}>
              <AlertTitle>{t('idRecognition.attachFailed')}</AlertTitle>
              {attachFailed}
            </Alert>
          )}
          {state.phase === 'review' ? (
            <IdDocumentReview
              key={state.file.name + state.result.durationMs}
              file={state.file}
              result={state.result}
              fields={fields}
              current={current}
              canAttach={Boolean(onAttach)}
              onAccept={async (values, attach) => {
                onAccept(values, state.result);
                setAttachFailed(null);
                if (attach && onAttach) {
                  try {
                    await onAttach(state.file);
                  } catch (error) {
                    // The values are in the form; the picture is not: say so, and let them close.
                    setAttachFailed(error instanceof Error ? error.message : String(error));
                    return;
                  }
                }
                close();
              }}
              onDiscard={recognition.reset}
            />
          ) : state.phase === 'reading' ? (
            <RecognitionProgress
              section="idRecognition"
              fileName={state.file.name}
              uploadPercent={state.uploadPercent}
              progress={recognition.progress}
              onCancel={recognition.cancel}
            />
          ) : (
            <Stack spacing={2}>
              <RecognitionStart
                kind="id-document"
                gate={gate}
                onRereadTerms={() => setReadingTerms(true)}
                onFile={read}
                onRefused={recognition.reset}
                failure={state.phase === 'failed' ? failureWords(state.error) : null}
                onRetry={() => state.phase === 'failed' && read(state.file)}
              />
            </Stack>
          )}
        </DialogContent>
      </Dialog>
      {gate.dialog}
      <LegalTextDialog text={readingTerms ? TERMS : null} onClose={() => setReadingTerms(false)} />
    </>
  );
}
