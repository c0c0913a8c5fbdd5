import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * An error message above a form, announced to screen readers. Lighter than MUI's Alert, which
 * would add its icon set and close button to the sign-in page's first load.
 */
export default function FormErrorNotice({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        color: 'error.dark',
        bgcolor: 'error.light',
        border: 1,
        borderColor: 'error.main',
        fontSize: '0.875rem',
      }}
    >
      <IconAlertCircle size={20} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden="true" />
      <Box component="span">{children}</Box>
    </Box>
  );
}
