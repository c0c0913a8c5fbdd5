import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/** A date input (YYYY-MM-DD) with its label kept above, a latest allowed day and a message. */
export default function BillingDateField({
  label,
  name,
  value,
  max,
  error,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  max?: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl
      variant="outlined"
      error={Boolean(error)}
      disabled={disabled}
      required
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type="date"
        label={label}
        notched
        value={value}
        inputProps={{ max }}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
