import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TRecognisedField } from '@portal/domain';
import { isLowConfidence } from '../recognition-fields';

const PdfPageCanvas = lazy(() => import('./PdfPageCanvas'));

interface TRecognisedPagePreviewProps {
  file: File;
  /** Pages of the document as the server counted them (the preview's own count wins once known). */
  pageCount: number;
  page: number;
  onPage: (page: number) => void;
  fields: readonly TRecognisedField[];
  /** Index in `fields` of the value the officer is looking at. */
  selected: number | null;
  onSelect: (index: number) => void;
}

/**
 * The page a value was read from, drawn from the officer's own file, with a frame over every value
 * read on it: the selected one stands out, values to check are in the warning colour. The frames are
 * a visual aid (hidden from screen readers): the list beside them is the way through the values.
 */
export default function RecognisedPagePreview({
  file,
  pageCount,
  page,
  onPage,
  fields,
  selected,
  onSelect,
}: TRecognisedPagePreviewProps) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(pageCount);
  const [failure, setFailure] = useState(false);
  const onPageCount = useCallback((count: number) => setPages(count), []);
  const onError = useCallback(() => setFailure(true), []);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <IconButton
          aria-label={t('recognition.review.previousPage')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <IconChevronLeft size={20} aria-hidden="true" />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          {t('recognition.review.pageOf', { page, pages })}
        </Typography>
        <IconButton
          aria-label={t('recognition.review.nextPage')}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <IconChevronRight size={20} aria-hidden="true" />
        </IconButton>
      </Box>
      {failure ? (
        <Alert severity="warning">
          <AlertTitle>{t('previewFail')}</AlertTitle>
          {t('recognition.review.previewFailed')}
        </Alert>
      ) : (
        <Box
          sx={{ position: 'relative', boxShadow: 2, bgcolor: 'common.white' }}
          data-testid="recognition-page"
        >
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
                <CircularProgress size={28} aria-label={t('files.loading')} />
              </Box>
            }
          >
            <PdfPageCanvas file={file} page={page} onPageCount={onPageCount} onError={onError} />
          </Suspense>
          {fields.map((field, index) =>
            field.page === page && field.box ? (
              <Box
                key={index}
                aria-hidden="true"
                data-testid="recognition-box"
                data-selected={index === selected || undefined}
                onClick={() => onSelect(index)}
                sx={(theme) => {
                  const colour = isLowConfidence(field)
                    ? theme.palette.warning.main
                    : theme.palette.primary.main;
                  const chosen = index === selected;
                  return {
                    position: 'absolute',
                    left: `${field.box!.x * 100}%`,
                    top: `${field.box!.y * 100}%`,
                    width: `${field.box!.width * 100}%`,
                    height: `${field.box!.height * 100}%`,
                    border: chosen ? 3 : 1,
                    borderColor: chosen ? theme.palette.secondary.main : colour,
                    bgcolor: alpha(colour, chosen ? 0.3 : 0.12),
                    borderRadius: 0.5,
                    cursor: 'pointer',
                    zIndex: chosen ? 2 : 1,
                  };
                }}
              />
            ) : null,
          )}
        </Box>
      )}
    </Stack>
  );
}
