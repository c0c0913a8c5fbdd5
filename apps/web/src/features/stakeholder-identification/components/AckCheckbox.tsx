import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { fieldId } from '../particulars';
import { useIdentificationForm, type TFlagKey } from '../form-context';

/** An acknowledgement or certification the stakeholder ticks. */
export default function AckCheckbox({ name, label }: { name: TFlagKey; label: ReactNode }) {
  const form = useIdentificationForm();
  const error = form.messageFor(name);
  return (
    <FormControl error={Boolean(error)} required disabled={form.readOnly}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            sx={{ mt: -0.75 }}
            checked={form.draft[name] === true}
            onChange={(event) => {
              form.setFlag(name, event.target.checked);
              form.touch(name);
            }}
            slotProps={{ input: { id: fieldId(name) } }}
          />
        }
        label={label}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
