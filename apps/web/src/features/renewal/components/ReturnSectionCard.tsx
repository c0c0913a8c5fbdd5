import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import {
  RENEWAL_SECTION_NAMES,
  type TLanguage,
  type TRenewalSection,
  type TRenewalView,
} from '@portal/domain';
import OutlinedField from '../../../ui-component/OutlinedField';
import { formatDate } from '../../../utils/date-format';
import { toLanguage } from '../../../i18n/language';
import DateField from '../../../ui-component/date-field/DateField';

type TAnswer = TRenewalView['sections'][number];
export type TChangeInput = { note: string; effectiveDate: string };

/** How the part stands: to answer, confirmed, or changed. */
function AnswerChip({ status }: { status: TAnswer['status'] }) {
  const { t } = useTranslation();
  if (status === 'CONFIRMED')
    return <Chip size="small" color="success" variant="outlined" label={t('renewal.status.CONFIRMED')} />;
  if (status === 'CHANGED')
    return (
      <Chip
        size="small"
        variant="outlined"
        label={t('renewal.status.CHANGED')}
        sx={{ color: 'warning.dark', borderColor: 'warning.main' }}
      />
    );
  return <Chip size="small" variant="outlined" label={t('renewal.status.open')} />;
}

/**
 * One part of Form NAR1 as the records show it, with the client's answer: confirm it, or say what
 * changed and since when (the firm then records the change through an amendment).
 */
export default function ReturnSectionCard({
  section,
  lines,
  answer,
  editable,
  busy,
  errors,
  onConfirm,
  onChange,
}: {
  section: TRenewalSection;
  lines: string[];
  answer: TAnswer;
  editable: boolean;
  busy: boolean;
  errors: Partial<Record<'note' | 'effectiveDate', string>>;
  onConfirm: () => void;
  onChange: (input: TChangeInput, done: () => void) => void;
}) {
  const { t, i18n } = useTranslation();
  const language: TLanguage = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const titleId = `renewal-section-${section}`;
  const [editing, setEditing] = useState(false);
  const [input, setInput] = useState<TChangeInput>({
    note: answer.note ?? '',
    effectiveDate: answer.effectiveDate ?? '',
  });
  const name = RENEWAL_SECTION_NAMES[section][language];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h4" component="h2" id={titleId}>
            {name}
          </Typography>
          <AnswerChip status={answer.status} />
        </Stack>
        {lines.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {lines.map((line, index) => (
              <Typography component="li" key={index} sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('renewal.values.nothingRecorded')}</Typography>
        )}
        {answer.status === 'CHANGED' && !editing && (
          <Box sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('renewal.changedSince', { date: formatDate(answer.effectiveDate ?? '') })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {answer.note}
            </Typography>
          </Box>
        )}
        {editing && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <OutlinedField
              label={t('renewal.fields.note')}
              name={`${section}-note`}
              required
              multiline
              rows={3}
              value={input.note}
              onChange={(note) => setInput((v) => ({ ...v, note }))}
              error={errors.note}
              helperText={t('renewal.hints.note')}
            />
            <DateField
              label={t('renewal.fields.effectiveDate')}
              name={`${section}-effectiveDate`}
              required
              value={input.effectiveDate}
              onChange={(effectiveDate) => setInput((v) => ({ ...v, effectiveDate }))}
              error={errors.effectiveDate}
              helperText={t('renewal.hints.effectiveDate')}
            />
            <Stack direction="row" spacing={1.5}>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() =>
                  onChange({ note: input.note.trim(), effectiveDate: input.effectiveDate }, () =>
                    setEditing(false),
                  )
                }
              >
                {t('renewal.saveChange')}
              </Button>
              <Button onClick={() => setEditing(false)} disabled={busy}>
                {t('renewal.cancel')}
              </Button>
            </Stack>
          </Stack>
        )}
        {editable && !editing && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant={answer.status === 'CONFIRMED' ? 'outlined' : 'contained'}
              startIcon={<IconCheck size={18} aria-hidden="true" />}
              disabled={busy || answer.status === 'CONFIRMED'}
              onClick={onConfirm}
              aria-describedby={titleId}
            >
              {answer.status === 'CONFIRMED' ? t('renewal.confirmed') : t('renewal.confirm')}
            </Button>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<IconPencil size={18} aria-hidden="true" />}
              disabled={busy}
              onClick={() => setEditing(true)}
              aria-describedby={titleId}
            >
              {answer.status === 'CHANGED' ? t('renewal.editChange') : t('renewal.somethingChanged')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
