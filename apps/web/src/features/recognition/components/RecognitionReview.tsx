import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCompanyFormRecognition, TRecognisedField } from '@portal/domain';
import { isLowConfidence } from '../recognition-fields';
import RecognisedFieldList from './RecognisedFieldList';
import RecognisedPagePreview from './RecognisedPagePreview';

interface TRecognitionReviewProps {
  file: File;
  result: TCompanyFormRecognition;
  disabled?: boolean;
  onAccept: (fields: TRecognisedField[]) => void;
  onDiscard: () => void;
}

/**
 * The values read, side by side with the page they came from (stacked on a phone): the officer
 * unticks what is wrong, checks what is marked, and either fills the form with the ticked values or
 * discards them all. Nothing leaves this screen any other way.
 */
export default function RecognitionReview({
  file,
  result,
  disabled,
  onAccept,
  onDiscard,
}: TRecognitionReviewProps) {
  const { t } = useTranslation();
  const { fields } = result;
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set(fields.map((_, index) => index)));
  const firstToCheck = fields.findIndex(isLowConfidence);
  const [selected, setSelected] = useState<number | null>(
    firstToCheck >= 0 ? firstToCheck : fields.length ? 0 : null,
  );
  const [page, setPage] = useState(fields[selected ?? -1]?.page ?? 1);
  const toCheck = fields.filter(isLowConfidence).length;
  const heading = useRef<HTMLHeadingElement>(null);
  // The values replace the progress the officer was following: take the focus (and the screen
  // reader) to what came back.
  useEffect(() => heading.current?.focus(), []);

  const preview = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    setSelected(index);
    const field = fields[index];
    if (field) setPage(field.page);
  };
  // Asked for from the list ("Page 3"): on a phone the preview is above the list, out of sight.
  const show = (index: number) => {
    select(index);
    preview.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };
  // Picked on the page: bring its row into view beside it.
  const pick = (index: number) => {
    select(index);
    document.getElementById(`recognition-field-${index}`)?.scrollIntoView?.({ block: 'nearest' });
  };
  const toggle = (index: number, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  const accept = () => onAccept(fields.filter((_, index) => ticked.has(index)));

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography ref={heading} tabIndex={-1} variant="h4" component="h3" sx={{ outline: 'none' }}>
          {t('recognition.review.title', { form: t(`recognition.formType.${result.formType}`) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('recognition.review.summary', {
            count: fields.length,
            pages: result.pageCount,
            seconds: (result.durationMs / 1000).toFixed(1),
            method: t(`recognition.method.${result.method}`),
          })}
        </Typography>
      </Box>
      {fields.length === 0 ? (
        <Alert severity="info">{t('recognition.review.nothing')}</Alert>
      ) : (
        <>
          <Alert severity={toCheck ? 'warning' : 'info'}>
            {toCheck ? t('recognition.review.toCheck', { count: toCheck }) : t('recognition.review.checkAll')}
          </Alert>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box ref={preview} sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
                <Typography variant="h5" component="h4" sx={{ mb: 1 }}>
                  {t('recognition.review.preview')}
                </Typography>
                <RecognisedPagePreview
                  file={file}
                  pageCount={result.pageCount}
                  page={page}
                  onPage={setPage}
                  fields={fields}
                  selected={selected}
                  onSelect={pick}
                />
              </Box>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h5" component="h4" sx={{ mb: 1.5 }}>
                {t('recognition.review.values')}
              </Typography>
              <RecognisedFieldList
                fields={fields}
                ticked={ticked}
                onToggle={toggle}
                selected={selected}
                onSelect={select}
                onShow={show}
              />
            </Grid>
          </Grid>
        </>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          gap: 1.5,
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.paper',
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          zIndex: 3,
        }}
      >
        <Button color="inherit" variant="outlined" onClick={onDiscard}>
          {t('recognition.review.discard')}
        </Button>
        <Button variant="contained" disabled={disabled || ticked.size === 0} onClick={accept}>
          {t('recognition.review.accept', { count: ticked.size })}
        </Button>
      </Box>
    </Stack>
  );
}
