import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RECOGNITION_MAX_BYTES, type TRecognisedField } from '@portal/domain';
import { ERROR_CLASS_MESSAGE_KEYS } from '../../../api/error-classifier';
import LegalTextDialog from '../../legal/components/LegalTextDialog';
import { useAcceptanceGate } from '../../legal/use-acceptance-gate';
import { toMegabytes, type TChoiceRefusal } from '../chosen-file';
import { useCompanyFormRecognition } from '../use-company-form-recognition';
import { useFailureWords } from '../use-failure-words';
import RecognitionDropZone from './RecognitionDropZone';
import RecognitionProgress from './RecognitionProgress';
import RecognitionReview from './RecognitionReview';

const TERMS = 'ENTITY_MIGRATION_RECOGNITION_TERMS';

/**
 * Entity migration's form recognition (spec §1, §5; issue 17): the officer drops the company's NNC1
 * or NAR1 as one PDF, accepts the recognition terms once, follows the reading, and reviews the
 * values read beside the page they came from. Nothing is saved here: `onAccept` with the values the
 * officer kept is the only way out, and the host form applies them.
 */
export default function CompanyFormRecognition({
  onAccept,
  disabled = false,
}: {
  onAccept: (fields: TRecognisedField[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const gate = useAcceptanceGate(TERMS);
  const recognition = useCompanyFormRecognition();
  const failureWords = useFailureWords('recognition');
  const [refusal, setRefusal] = useState<TChoiceRefusal | null>(null);
  const [reading, setReading] = useState(false);
  const { state } = recognition;

  const read = (file: File) => {
    setRefusal(null);
    gate.whenAccepted(() => recognition.start(file));
  };
  const failure = state.phase === 'failed' ? failureWords(state.error) : null;

  return (
    <Stack spacing={2} component="section" aria-labelledby="company-form-recognition-title">
      <Typography id="company-form-recognition-title" variant="h3" component="h2">
        {t('recognition.title')}
      </Typography>
      {state.phase === 'review' ? (
        <RecognitionReview
          key={state.file.name + state.result.durationMs}
          file={state.file}
          result={state.result}
          disabled={disabled}
          onAccept={(fields) => {
            onAccept(fields);
            recognition.reset();
          }}
          onDiscard={recognition.reset}
        />
      ) : state.phase === 'reading' ? (
        <RecognitionProgress
          fileName={state.file.name}
          uploadPercent={state.uploadPercent}
          progress={recognition.progress}
          onCancel={recognition.cancel}
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
            {t('recognition.intro')}
          </Typography>
          {gate.status === 'accepted' ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('recognition.terms.accepted')}{' '}
              <Link component="button" type="button" variant="body2" onClick={() => setReading(true)}>
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
                {t('recognition.terms.needed')}
              </Alert>
            )
          )}
          <RecognitionDropZone
            disabled={disabled}
            onFile={read}
            onRefused={(why) => {
              recognition.reset();
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
                      max: toMegabytes(RECOGNITION_MAX_BYTES),
                    })
                  : t(ERROR_CLASS_MESSAGE_KEYS.UNSUPPORTED)}
              </AlertTitle>
              {refusal.reason === 'count'
                ? t('recognition.errors.oneDocument')
                : refusal.reason === 'type'
                  ? t('recognition.errors.pdfOnly')
                  : t('recognition.errors.tooLarge')}
            </Alert>
          )}
          {failure && state.phase === 'failed' && (
            <Alert
              severity="error"
              action={
                failure.retry !== false && (
                  <Button color="inherit" size="small" disabled={disabled} onClick={() => read(state.file)}>
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
      )}
      {gate.dialog}
      <LegalTextDialog text={reading ? TERMS : null} onClose={() => setReading(false)} />
    </Stack>
  );
}
