import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';

/** The centred card that sign-in and account pages sit in (minimal layout). */
export default function AuthCard({ children, maxWidth = 475 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, md: 6 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth, boxShadow: (theme) => theme.shadows[3] }}>
        <CardContent sx={{ p: { xs: 3, sm: 4.5 }, '&:last-child': { pb: { xs: 3, sm: 4.5 } } }}>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
