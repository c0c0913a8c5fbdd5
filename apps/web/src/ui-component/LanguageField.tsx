import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LANGUAGES, type TLanguage } from '@portal/domain';
import { LANGUAGE_NAMES, toLanguage } from '../i18n/language';

interface TLanguageFieldProps {
  label: string;
  name: string;
  value: TLanguage;
  onChange: (value: TLanguage) => void;
  /** The message under the field; its presence marks the field invalid. */
  error?: string;
  /** A hint under the field, shown while there is no error. */
  helperText?: string;
  disabled?: boolean;
}

/**
 * The interface languages as an outlined select, each named in its own script. A native select:
 * the platform's own picker on phones, typing to jump on desktops, and no Menu/Popover code.
 */
export default function LanguageField({
  label,
  name,
  value,
  onChange,
  error,
  helperText,
  disabled,
}: TLanguageFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = error || helperText;
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(toLanguage(event.target.value))}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name, 'aria-describedby': helper ? helperId : undefined }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </NativeSelect>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
