import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRIES, countryName, type TLanguage } from '@portal/domain';
import { HelpedField } from '../../help/components/TopicHelp';
import type { THelpTopic } from '../../help/field-help';

interface TCountryFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (iso3: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  language: TLanguage;
  /** The help beside the field (why the country is asked, its format), when it has a topic. */
  help?: THelpTopic;
}

/** A country picker over the domain's COUNTRIES (stores the ISO3 code, shows the name in the UI language). */
export default function CountryField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  language,
  help,
}: TCountryFieldProps) {
  const options = useMemo(
    () =>
      COUNTRIES.map((c) => c.iso3).sort((a, b) =>
        (countryName(a, language) ?? a).localeCompare(countryName(b, language) ?? b, language),
      ),
    [language],
  );
  const field = (
    <Autocomplete
      id={id}
      options={options}
      value={value ? value : null}
      onChange={(_event, next) => onChange(next ?? '')}
      onBlur={onBlur}
      getOptionLabel={(iso3) => countryName(iso3, language) ?? iso3}
      autoHighlight
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          autoComplete="off"
        />
      )}
    />
  );
  return (
    <HelpedField topic={help} label={label}>
      {field}
    </HelpedField>
  );
}
