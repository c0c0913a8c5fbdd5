import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useFieldMark, type TFieldMark } from '../field-marks';

/** The outline of a field whose recognised value wants checking. */
export function markSx(mark: TFieldMark | undefined): object {
  return mark?.check
    ? {
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
        '& .MuiInputLabel-root:not(.Mui-error)': { color: 'warning.dark' },
      }
    : {};
}

/**
 * A field's helper text with its mark first: "Read from page 2 · 92 %" and, for a low-confidence
 * value not edited yet, "check this value". Part of the helper text, so screen readers read it with
 * the field (aria-describedby).
 */
export function useMarkedHelper(path: string, text: ReactNode): { helper: ReactNode; sx: object } {
  const { t } = useTranslation();
  const mark = useFieldMark(path);
  if (!mark) return { helper: text, sx: {} };
  const helper = (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Chip
        component="span"
        size="small"
        variant="outlined"
        color={mark.check ? 'warning' : 'default'}
        label={t('caseForm.mark.readFrom', { page: mark.page, percent: Math.round(mark.confidence * 100) })}
      />
      {mark.check && (
        <Box component="span" sx={{ color: 'warning.dark', fontWeight: 500 }}>
          {t('caseForm.mark.check')}
        </Box>
      )}
      {text && <span>{text}</span>}
    </Box>
  );
  return { helper, sx: markSx(mark) };
}
