import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { IconCalendar } from '@tabler/icons-react';
import { toLanguage } from '../../i18n/language';
import { DATE_FORMAT, normaliseDateText } from './date-text';

// The calendar (MUI X and dayjs's locales) loads when someone first opens it, not with the form.
const CalendarPopover = lazy(() => import('./CalendarPopover'));

export interface TDateFieldProps {
  label: string;
  /** YYYY-MM-DD, or what the person has typed so far. */
  value: string;
  /** Called with the text as typed, and with YYYY-MM-DD when a day is picked or the field is left. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  /** true marks the field invalid; a string is also shown as its message. */
  error?: string | boolean;
  /** A hint under the field while there is no error message. */
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The earliest and latest days the calendar offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** A date of birth is quicker to reach by its year first. */
  openTo?: 'day' | 'year';
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A date in the spec's YYYY-MM-DD in every language, typed or picked from a calendar that speaks
 * the reader's language. What is typed stays as typed until the field is left, when the common
 * ways of writing a day (20260105, 2026/1/5, full-width digits) become YYYY-MM-DD; anything else is
 * left for the form's validation to name.
 */
export default function DateField({
  label,
  value,
  onChange,
  onBlur,
  id,
  name,
  error,
  helperText,
  required,
  disabled,
  readOnly,
  min,
  max,
  openTo,
  fullWidth = true,
  size,
  sx,
}: TDateFieldProps) {
  const { t, i18n } = useTranslation();
  const ownID = useId();
  const inputID = id ?? ownID;
  const helperID = `${inputID}-helper`;
  // The calendar is open while it has the button to hang from.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const message = typeof error === 'string' && error ? error : helperText;
  return (
    <FormControl
      variant="outlined"
      error={Boolean(error)}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={inputID} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputID}
        name={name}
        label={label}
        notched
        value={value}
        readOnly={readOnly}
        placeholder={DATE_FORMAT}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off', spellCheck: false }}
        aria-describedby={message ? helperID : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          const written = normaliseDateText(value);
          if (written !== value) onChange(written);
          onBlur?.();
        }}
        endAdornment={
          readOnly ? undefined : (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                disabled={disabled}
                aria-label={t('dateField.choose')}
                aria-haspopup="dialog"
                onClick={(event) => setAnchor(event.currentTarget)}
              >
                <IconCalendar size={20} stroke={1.5} aria-hidden />
              </IconButton>
            </InputAdornment>
          )
        }
      />
      {message && <FormHelperText id={helperID}>{message}</FormHelperText>}
      {anchor && (
        <Suspense fallback={null}>
          <CalendarPopover
            anchorEl={anchor}
            label={label}
            language={toLanguage(i18n.language)}
            value={value}
            min={min}
            max={max}
            openTo={openTo}
            onPick={(day) => {
              onChange(day);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </FormControl>
  );
}
