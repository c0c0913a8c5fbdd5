import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The page heading and a line of explanation at the top of an account card, as on /login. */
export default function AuthCardHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        alignItems: 'center',
        textAlign: 'center',
        mb: 3.5,
      }}
    >
      <Typography variant="h2" component="h1" sx={{ color: 'secondary.main' }}>
        {title}
      </Typography>
      {subtitle && <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>}
    </Box>
  );
}
