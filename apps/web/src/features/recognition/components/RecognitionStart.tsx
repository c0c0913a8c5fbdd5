import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ERROR_CLASS_MESSAGE_KEYS } from '../../../api/error-classifier';
import type { useAcceptanceGate } from '../../legal/use-acceptance-gate';
import { MAX_BYTES, toMegabytes, type TChoiceRefusal, type TRecognitionFileKind } from '../chosen-file';
import type { TFailureWords } from '../use-failure-words';
import RecognitionDropZone from './RecognitionDropZone';

/** The words that differ between the readers (literal keys, so the locale check sees each). */
const WORDS: Record<
  TRecognitionFileKind,
  { intro: string; accepted: string; needed: string; count: string; type: string; size: string }
> = {
  'company-form': {
    intro: 'recognition.intro',
    accepted: 'recognition.terms.accepted',
    needed: 'recognition.terms.needed',
    count: 'recognition.errors.oneDocument',
    type: 'recognition.errors.pdfOnly',
    size: 'recognition.errors.tooLarge',
  },
  'id-document': {
    intro: 'idRecognition.intro',
    accepted: 'idRecognition.terms.accepted',
    needed: 'idRecognition.terms.needed',
    count: 'idRecognition.errors.oneDocument',
    type: 'idRecognition.errors.types',
    size: 'idRecognition.errors.tooLarge',
  },
};

/**
 * Before a reading, for both readers: what is read, whether the reader's terms are accepted (with a
 * way to read them), where to drop the file, why a choice was refused before anything was sent, and
 * why the last reading failed (with Try again when another try could help).
 */
export default function RecognitionStart({
  kind,
  gate,
  onRereadTerms,
  onFile,
  onRefused,
  failure,
  onRetry,
  disabled = false,
}: {
  kind: TRecognitionFileKind;
  gate: ReturnType<typeof useAcceptanceGate>;
  onRereadTerms: () => void;
  /** One file within the limits was chosen. */
  onFile: (file: File) => void;
  /** A choice was refused here (the reader forgets an earlier failure). */
  onRefused: () => void;
  failure: TFailureWords | null;
  onRetry: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const words = WORDS[kind];
  const [refusal, setRefusal] = useState<TChoiceRefusal | null>(null);
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
        {t(words.intro)}
      </Typography>
      {gate.status === 'accepted' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(words.accepted)}{' '}
          <Link component="button" type="button" variant="body2" onClick={onRereadTerms}>
            {t('recognition.terms.reread')}
          </Link>
        </Typography>
      ) : (
        gate.status === 'needed' &&
        !gate.isOpen && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => gate.whenAccepted()}>
                {t('recognition.terms.read')}
              </Button>
            }
          >
            {t(words.needed)}
          </Alert>
        )
      )}
      <RecognitionDropZone
        kind={kind}
        disabled={disabled}
        onFile={(file) => {
          setRefusal(null);
          onFile(file);
        }}
        onRefused={(why) => {
          onRefused();
          setRefusal(why);
        }}
      />
      {/* MUI alerts carry role="alert": each is announced as it appears. */}
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)}>
          <AlertTitle>
            {refusal.reason === 'size'
              ? t('fileExceedSizeMessage', {
                  size: toMegabytes(refusal.bytes),
                  max: toMegabytes(MAX_BYTES[kind]),
                })
              : t(ERROR_CLASS_MESSAGE_KEYS.UNSUPPORTED)}
          </AlertTitle>
          {t(refusal.reason === 'count' ? words.count : refusal.reason === 'type' ? words.type : words.size)}
        </Alert>
      )}
      {failure && (
        <Alert
          severity="error"
          action={
            failure.retry !== false && (
              <Button color="inherit" size="small" disabled={disabled} onClick={onRetry}>
                {t('recognition.errors.retry')}
              </Button>
            )
          }
        >
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.detail}
        </Alert>
      )}
    </>
  );
}
