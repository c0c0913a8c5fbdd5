import { useId } from 'react';
import Box from '@mui/material/Box';

/** Off-screen rather than display:none, which form-filling robots recognise and skip. */
const OFF_SCREEN = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * The `website` spam trap: a field people never see, reach with Tab or hear read out, which robots
 * fill in. The server drops a message whose trap is not empty.
 */
export default function SpamTrapField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Box aria-hidden="true" sx={OFF_SCREEN}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
