import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TRecognitionProgress } from '@portal/domain';

interface TRecognitionProgressProps {
  fileName: string;
  /** 0–100 of the PDF's bytes sent. */
  uploadPercent: number;
  /** The server's latest progress, when one came. */
  progress: TRecognitionProgress | undefined;
  onCancel: () => void;
  /** Whose words: a company form's (pages, PDF) or an identity document's (a picture). */
  section?: 'recognition' | 'idRecognition';
}

/** What the bar and the sentence say: a percentage when known (determinate), else only the sentence. */
function describe(
  uploadPercent: number,
  progress: TRecognitionProgress | undefined,
  section: string,
): { key: string; params?: Record<string, number>; percent?: number } {
  if (progress?.running && progress.stage) {
    const { stage, pagesDone = 0, pageCount = 0 } = progress;
    if (stage === 'QUEUED') return { key: `${section}.progress.queued` };
    if (stage === 'DONE') return { key: `${section}.progress.done`, percent: 100 };
    if (pageCount > 0) {
      // The page being read is the one after those done (never past the last).
      const page = Math.min(pagesDone + 1, pageCount);
      return {
        key: `${section}.progress.${stage === 'OCR' ? 'ocrPage' : 'readingPage'}`,
        params: { page, pages: pageCount },
        percent: Math.round((pagesDone / pageCount) * 100),
      };
    }
    return { key: `${section}.progress.${stage === 'OCR' ? 'ocr' : 'reading'}` };
  }
  if (uploadPercent < 100) {
    return {
      key: `${section}.progress.uploading`,
      params: { percent: uploadPercent },
      percent: uploadPercent,
    };
  }
  return { key: `${section}.progress.starting` };
}

/**
 * The reading in progress: the file, a bar (determinate while the bytes go out and once the pages
 * are known), a sentence announced to screen readers as it changes, and Cancel.
 */
export default function RecognitionProgress({
  fileName,
  uploadPercent,
  progress,
  onCancel,
  section = 'recognition',
}: TRecognitionProgressProps) {
  const { t } = useTranslation();
  const sentenceId = useId();
  const { key, params, percent } = describe(uploadPercent, progress, section);
  const sentence = t(key, params);
  return (
    <Stack
      spacing={1.5}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}
      data-testid="recognition-progress"
    >
      <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {t(`${section}.progress.title`, { name: fileName })}
      </Typography>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent ?? 0}
        aria-labelledby={sentenceId}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography
          id={sentenceId}
          role="status"
          aria-live="polite"
          variant="body2"
          sx={{ color: 'text.secondary', flexGrow: 1 }}
        >
          {sentence}
        </Typography>
        <Button variant="outlined" color="inherit" onClick={onCancel}>
          {t('recognition.progress.cancel')}
        </Button>
      </Box>
    </Stack>
  );
}
