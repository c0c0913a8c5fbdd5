import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface TOutlinedFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; its presence marks the field invalid. */
  error?: string;
  /** A hint under the field (e.g. "Optional"), shown while there is no error. */
  helperText?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /**
   * Keeps the field required (for assistive technology and validation) without the asterisk after
   * the label: for forms where every field is required, the mark tells nothing, and the label then
   * reads exactly as written.
   */
  hideRequiredMark?: boolean;
  disabled?: boolean;
  endAdornment?: ReactNode;
  /** A text area instead of a one-line input, `rows` lines high. */
  multiline?: boolean;
  rows?: number;
  /** Id of further text that explains the field (e.g. rules shown below it), read after the label. */
  describedBy?: string;
  /** Keeps the label above the box (date inputs show their own placeholder). */
  shrinkLabel?: boolean;
  /** The keyboard a phone shows (e.g. 'numeric' for one-time codes). */
  inputMode?: 'numeric' | 'text';
}

/**
 * An outlined text input with label and message. MUI's TextField would do the same but always
 * bundles Select (and with it Menu and Popover), which the sign-in page does not need.
 */
export default function OutlinedField({
  label,
  name,
  value,
  onChange,
  error,
  helperText,
  endAdornment,
  describedBy,
  hideRequiredMark = false,
  shrinkLabel,
  inputMode,
  ...input
}: TOutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = error || helperText;
  const describedByIds = [helper ? helperId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <FormControl
      fullWidth
      error={Boolean(error)}
      required={input.required}
      disabled={input.disabled}
      variant="outlined"
    >
      <InputLabel
        htmlFor={id}
        required={hideRequiredMark ? false : undefined}
        {...(shrinkLabel ? { shrink: true } : {})}
      >
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        {...(shrinkLabel ? { notched: true } : {})}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={endAdornment}
        aria-describedby={describedByIds || undefined}
        {...(inputMode ? { slotProps: { input: { inputMode } } } : {})}
        {...input}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
