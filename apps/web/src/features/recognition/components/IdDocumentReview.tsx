import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LOW_CONFIDENCE,
  type TIdDocumentField,
  type TIdDocumentRecognition,
  type TIdDocumentValue,
} from '@portal/domain';
import type { TIdDocumentValues } from './IdDocumentReader';

const PdfPageCanvas = lazy(() => import('./PdfPageCanvas'));

/** How sure a proposed value is, in the words shown beside it. */
export type TValueStanding = 'passed' | 'mended' | 'failed' | 'unsure' | 'read';

/** A value's standing: a check it passed, a mend or a failure, else OCR's own confidence. */
export function standingOf(value: TIdDocumentValue): TValueStanding {
  if (!value.checked) return 'failed';
  if (value.mended) return 'mended';
  if (value.confidence < LOW_CONFIDENCE) return 'unsure';
  return value.hasCheck ? 'passed' : 'read';
}

const CHIP_COLOUR: Record<TValueStanding, 'success' | 'warning' | 'error' | 'default'> = {
  passed: 'success',
  read: 'default',
  unsure: 'warning',
  mended: 'warning',
  failed: 'error',
};

/** The picture as the person chose it: an image shown as is, a PDF's first page drawn. */
function Picture({ file }: { file: File }) {
  const { t } = useTranslation();
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  const url = useMemo(() => (isPdf ? null : URL.createObjectURL(file)), [file, isPdf]);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (failed) return <Alert severity="info">{t('idRecognition.review.previewFailed')}</Alert>;
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        alignSelf: 'start',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t('idRecognition.review.picture')}
          onError={() => setFailed(true)}
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
      ) : (
        <Suspense
          fallback={<CircularProgress aria-label={t('idRecognition.review.picture')} sx={{ m: 3 }} />}
        >
          <PdfPageCanvas file={file} page={1} onPageCount={() => undefined} onError={() => setFailed(true)} />
        </Suspense>
      )}
      <Typography
        component="figcaption"
        variant="caption"
        sx={{ display: 'block', px: 1, py: 0.5, color: 'text.secondary' }}
      >
        {t('idRecognition.review.picture')}
      </Typography>
    </Box>
  );
}

/**
 * The values read from an identity document beside its picture: each with how sure it is (a check
 * passed, mended, failed; OCR's confidence) and what it would replace; the sure ones chosen to begin
 * with. The person fills in the chosen ones or all; nothing is kept until then, and the picture only
 * if they tick "attach".
 */
export default function IdDocumentReview({
  file,
  result,
  fields,
  current = {},
  canAttach,
  onAccept,
  onDiscard,
}: {
  file: File;
  result: TIdDocumentRecognition;
  fields: readonly TIdDocumentField[];
  current?: TIdDocumentValues;
  canAttach: boolean;
  onAccept: (values: TIdDocumentValues, attach: boolean) => Promise<void> | void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const offered = fields.flatMap((field) => {
    const value = result.fields.find((f) => f.field === field);
    return value ? [value] : [];
  });
  const [chosen, setChosen] = useState<Set<TIdDocumentField>>(
    () =>
      new Set(
        offered.filter((v) => standingOf(v) === 'passed' || standingOf(v) === 'read').map((v) => v.field),
      ),
  );
  const [attach, setAttach] = useState(false);
  const [busy, setBusy] = useState(false);
  const toCheck = offered.filter((v) => !['passed', 'read'].includes(standingOf(v))).length;

  const shown = (v: TIdDocumentValue) =>
    v.field === 'sex' ? t(`idRecognition.sex.${v.value}`, { defaultValue: v.value }) : v.value;
  const accept = async (which: readonly TIdDocumentValue[]) => {
    setBusy(true);
    try {
      await onAccept(Object.fromEntries(which.map((v) => [v.field, v.value])), attach);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="p">
        {t(`idRecognition.documentType.${result.documentType}`)}
      </Typography>
      {offered.length === 0 ? (
        <Alert severity="warning">{t('idRecognition.review.nothing')}</Alert>
      ) : (
        <Alert severity={toCheck > 0 ? 'warning' : 'info'}>
          {toCheck > 0
            ? t('idRecognition.review.toCheck', { count: toCheck })
            : t('idRecognition.review.checkAll')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Picture file={file} />
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('idRecognition.review.values')}
        >
          {offered.map((v) => {
            const standing = standingOf(v);
            const now = current[v.field];
            return (
              <Box
                component="li"
                key={v.field}
                data-field={v.field}
                sx={{
                  border: 1,
                  borderColor: standing === 'failed' ? 'error.main' : 'divider',
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                }}
              >
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.has(v.field)}
                      onChange={(event) =>
                        setChosen((was) => {
                          const next = new Set(was);
                          if (event.target.checked) next.add(v.field);
                          else next.delete(v.field);
                          return next;
                        })
                      }
                    />
                  }
                  label={
                    <span>
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        {t(`idRecognition.fields.${v.field}`)}
                      </Typography>
                      <Typography
                        component="span"
                        sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
                      >
                        {shown(v)}
                      </Typography>
                    </span>
                  }
                />
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ flexWrap: 'wrap', alignItems: 'center', pl: 4 }}
                  useFlexGap
                >
                  <Chip
                    size="small"
                    variant="outlined"
                    color={CHIP_COLOUR[standing]}
                    label={t(`idRecognition.standing.${standing}`)}
                  />
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('recognition.review.confidence', { percent: Math.round(v.confidence * 100) })}
                  </Typography>
                  {now && now !== v.value && (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {t('idRecognition.review.replaces', { value: now })}
                    </Typography>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </Box>
      {canAttach && offered.length > 0 && (
        <FormControlLabel
          control={<Checkbox checked={attach} onChange={(event) => setAttach(event.target.checked)} />}
          label={t('idRecognition.review.attach')}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onDiscard} disabled={busy}>
          {t('idRecognition.review.discard')}
        </Button>
        {offered.length > 0 && (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => void accept(offered)}>
              {t('idRecognition.review.acceptAll', { count: offered.length })}
            </Button>
            <Button
              variant="contained"
              disabled={busy || chosen.size === 0}
              onClick={() => void accept(offered.filter((v) => chosen.has(v.field)))}
            >
              {t('idRecognition.review.acceptChosen', { count: chosen.size })}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
