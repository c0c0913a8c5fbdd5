import TextField from '@mui/material/TextField';
import DateField from '../../../ui-component/date-field/DateField';
import { HelpedField } from '../../help/components/TopicHelp';
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
  const field =
    type === 'date' ? (
      <DateField
        id={fieldId(name)}
        name={name}
        label={label}
        value={form.draft[name] ?? ''}
        onChange={(value) => form.setText(name, value)}
        onBlur={() => form.touch(name)}
        error={error ?? false}
        helperText={helperText}
        required={required}
        disabled={form.readOnly}
      />
    ) : (
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
          htmlInput: lang ? { lang } : undefined,
        }}
      />
    );
  return (
    <HelpedField path={name} label={label}>
      {field}
    </HelpedField>
  );
}
