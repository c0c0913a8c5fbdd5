import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TRecognisedField } from '@portal/domain';
import LegalTextDialog from '../../legal/components/LegalTextDialog';
import { useAcceptanceGate } from '../../legal/use-acceptance-gate';
import { useCompanyFormRecognition } from '../use-company-form-recognition';
import { useFailureWords } from '../use-failure-words';
import RecognitionProgress from './RecognitionProgress';
import RecognitionReview from './RecognitionReview';
import RecognitionStart from './RecognitionStart';

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
  const [reading, setReading] = useState(false);
  const { state } = recognition;

  const read = (file: File) => gate.whenAccepted(() => recognition.start(file));

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
        <RecognitionStart
          kind="company-form"
          gate={gate}
          onRereadTerms={() => setReading(true)}
          onFile={read}
          onRefused={recognition.reset}
          failure={state.phase === 'failed' ? failureWords(state.error) : null}
          onRetry={() => state.phase === 'failed' && read(state.file)}
          disabled={disabled}
        />
      )}
      {gate.dialog}
      <LegalTextDialog text={reading ? TERMS : null} onClose={() => setReading(false)} />
    </Stack>
  );
}
