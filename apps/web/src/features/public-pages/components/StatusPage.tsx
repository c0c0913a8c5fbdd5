import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TablerIcon } from '@tabler/icons-react';

interface TStatusPageProps {
  icon: TablerIcon;
  tone: 'primary' | 'secondary' | 'error' | 'warning';
  /** A large code above the title, e.g. 404. */
  code?: string;
  title: ReactNode;
  body: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Shared look of the one-message pages: error, not found, under construction, coming soon. */
export default function StatusPage({
  icon: Icon,
  tone,
  code,
  title,
  body,
  actions,
  children,
}: TStatusPageProps) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Box
          sx={{
            width: 112,
            height: 112,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${tone}.light`,
            color: `${tone}.dark`,
            boxShadow: (theme) => `0 0 0 14px ${theme.palette.background.paper}`,
          }}
        >
          <Icon size={56} stroke={1.4} aria-hidden="true" />
        </Box>
        {code && (
          <Typography
            sx={{
              fontSize: { xs: '3.5rem', md: '4.5rem' },
              fontWeight: 700,
              lineHeight: 1,
              color: `${tone}.main`,
            }}
          >
            {code}
          </Typography>
        )}
        <Typography variant="h1">{title}</Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1rem' }}>{body}</Typography>
        {children}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
