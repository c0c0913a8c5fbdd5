import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { HelpedField } from '../../help/components/TopicHelp';
import { useCaseForm } from '../case-form-context';
import { fieldID, valueAt } from '../draft-model';
import { useMarkedHelper } from './FieldMark';
import { pinkAsterisk, useFieldMessage } from './FormFields';

export interface TCodeOption {
  code: string;
  label: string;
}

/** A searchable code list (countries, business natures) bound to the draft at `path`. */
export default function DraftAutocomplete({
  path,
  label,
  options,
  required,
}: {
  path: string;
  label: string;
  options: readonly TCodeOption[];
  required?: boolean;
}) {
  const { draft, setValue, touch } = useCaseForm();
  const raw = valueAt(draft, path);
  const code = typeof raw === 'string' ? raw : '';
  const selected = options.find((o) => o.code === code) ?? null;
  const message = useFieldMessage(path);
  const marked = useMarkedHelper(path, message);
  const field = (
    <Autocomplete
      id={fieldID(path)}
      options={options}
      value={selected}
      onChange={(_event, option) => setValue(path, option?.code)}
      onBlur={() => touch(path)}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(message)}
          helperText={marked.helper}
          sx={[pinkAsterisk, marked.sx]}
        />
      )}
    />
  );
  return (
    <HelpedField path={path} label={label}>
      {field}
    </HelpedField>
  );
}
