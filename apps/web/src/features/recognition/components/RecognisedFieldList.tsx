import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TRecognisedField } from '@portal/domain';
import {
  confidencePercent,
  groupFields,
  isLowConfidence,
  labelField,
  valueWordKey,
  type TFieldGroup,
} from '../recognition-fields';

interface TRecognisedFieldListProps {
  fields: readonly TRecognisedField[];
  /** Ticked values, by index in `fields`. */
  ticked: ReadonlySet<number>;
  onToggle: (index: number, ticked: boolean) => void;
  selected: number | null;
  /** Marks the value as the one looked at (its page and frame in the preview). */
  onSelect: (index: number) => void;
  /** The same, and brings the preview into sight. */
  onShow: (index: number) => void;
}

/** The words the review shows for a field and its value, in the user's language. */
export function useFieldWords() {
  const { t, i18n } = useTranslation();
  const label = (field: TRecognisedField) => {
    const { key, partKey, shareClass } = labelField(field.path);
    const own = key === 'recognition.field.other' ? t(key, { path: field.path }) : t(key);
    const where = [
      shareClass ? t('recognition.review.shareClass', { n: shareClass }) : '',
      partKey ? t(partKey) : '',
    ].filter(Boolean);
    return where.length ? `${where.join(' · ')}: ${own}` : own;
  };
  const value = (field: TRecognisedField) => {
    const word = valueWordKey(field.path, field.value);
    if (word) return t(word);
    return typeof field.value === 'boolean'
      ? t(field.value ? 'caseForm.yes' : 'caseForm.no')
      : typeof field.value === 'number'
        ? new Intl.NumberFormat(i18n.language).format(field.value)
        : field.value;
  };
  const title = (group: TFieldGroup) =>
    group.kind === 'stakeholder'
      ? group.name
        ? t('recognition.review.groups.stakeholderNamed', { n: group.number, name: group.name })
        : t('recognition.review.groups.stakeholder', { n: group.number })
      : t(`recognition.review.groups.${group.kind}`);
  return { label, value, title };
}

/**
 * The proposed values, grouped as the form is (company, share capital, each stakeholder): each with
 * a checkbox named after the field and its value, its confidence, page and method; values below the
 * confidence threshold are marked for checking.
 */
export default function RecognisedFieldList({
  fields,
  ticked,
  onToggle,
  selected,
  onSelect,
  onShow,
}: TRecognisedFieldListProps) {
  const { t } = useTranslation();
  const words = useFieldWords();
  const indexOf = new Map(fields.map((field, index) => [field, index]));

  return (
    <Stack spacing={3}>
      {groupFields(fields).map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`recognition-group-${group.key}`}>
          <Typography id={`recognition-group-${group.key}`} variant="h6" component="h5" sx={{ mb: 1 }}>
            {words.title(group)}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.fields.map((field) => {
              const index = indexOf.get(field) ?? -1;
              const low = isLowConfidence(field);
              const label = words.label(field);
              const value = words.value(field);
              return (
                <Box
                  component="li"
                  key={index}
                  id={`recognition-field-${index}`}
                  data-testid="recognition-field"
                  data-low={low || undefined}
                  sx={(theme) => ({
                    display: 'flex',
                    alignItems: 'flex-start',
                    gap: 1,
                    p: 1,
                    borderRadius: 1,
                    border: 1,
                    borderColor: index === selected ? 'primary.main' : low ? 'warning.main' : 'divider',
                    bgcolor: low ? alpha(theme.palette.warning.main, 0.12) : 'transparent',
                  })}
                >
                  <Checkbox
                    checked={ticked.has(index)}
                    onChange={(event) => onToggle(index, event.target.checked)}
                    onFocus={() => onSelect(index)}
                    slotProps={{ input: { 'aria-label': t('recognition.review.take', { label, value }) } }}
                    sx={{ mt: -0.5 }}
                  />
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {label}
                    </Typography>
                    <Typography variant="body1" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                      {value}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                      <Chip
                        size="small"
                        color={low ? 'warning' : 'default'}
                        variant={low ? 'filled' : 'outlined'}
                        label={t('recognition.review.confidence', {
                          percent: confidencePercent(field.confidence),
                        })}
                      />
                      <Link
                        component="button"
                        type="button"
                        variant="caption"
                        onClick={() => onShow(index)}
                        // The darker blue keeps 4.5:1 on the tinted row of a value to check; in the dark theme the main one does.
                        sx={(theme) => ({
                          color: theme.palette.mode === 'dark' ? 'primary.main' : 'primary.dark',
                        })}
                      >
                        {t('recognition.review.showPage', { page: field.page })}
                      </Link>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {t(`recognition.method.${field.method}`)}
                      </Typography>
                      {low && (
                        <Typography
                          variant="caption"
                          sx={(theme) => ({
                            display: 'inline-flex',
                            alignItems: 'center',
                            gap: 0.5,
                            fontWeight: 600,
                            // The dark shade is readable on paper, the light one on the dark theme.
                            color: theme.palette.mode === 'dark' ? 'warning.light' : 'warning.dark',
                          })}
                        >
                          <IconAlertTriangle size={14} aria-hidden="true" />
                          {t('recognition.review.check')}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
