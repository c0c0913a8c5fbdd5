import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { fieldId } from '../particulars';
import { useIdentificationForm, type TFlagKey } from '../form-context';

/** A declaration answered Yes or No explicitly: nothing is chosen until the stakeholder chooses. */
export default function YesNoQuestion({ name, question }: { name: TFlagKey; question: string }) {
  const { t } = useTranslation();
  const form = useIdentificationForm();
  const error = form.messageFor(name);
  const value = form.draft[name];
  const id = fieldId(name);
  return (
    <FormControl component="fieldset" error={Boolean(error)} required disabled={form.readOnly}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ color: 'text.primary' }}>
        {question}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={`${id}-label`}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          form.setFlag(name, event.target.value === 'true');
          form.touch(name);
        }}
      >
        <FormControlLabel
          value="true"
          control={<Radio slotProps={{ input: { id } }} />}
          label={t('shIdentification.yes')}
        />
        <FormControlLabel value="false" control={<Radio />} label={t('shIdentification.no')} />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
