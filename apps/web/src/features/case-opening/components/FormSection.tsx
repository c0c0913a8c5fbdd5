import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled part of a long form. */
export default function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2}>
      <Typography variant="h4" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
