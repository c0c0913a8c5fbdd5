import TextField from '@mui/material/TextField';
import { fieldId } from '../particulars';
import { useIdentificationForm, type TTextKey } from '../form-context';

interface TParticularFieldProps {
  name: TTextKey;
  label: string;
  required?: boolean;
  type?: 'text' | 'date' | 'email' | 'tel';
  autoComplete?: string;
  helperText?: string;
  lang?: string;
}

/** One text particular of the stakeholder, with its problem shown once the field was left. */
export default function ParticularField({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  helperText,
  lang,
}: TParticularFieldProps) {
  const form = useIdentificationForm();
  const error = form.messageFor(name);
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      type={type}
      value={form.draft[name] ?? ''}
      onChange={(event) => form.setText(name, event.target.value)}
      onBlur={() => form.touch(name)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required={required}
      disabled={form.readOnly}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        htmlInput: lang ? { lang } : undefined,
      }}
    />
  );
}
