import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TablerIcon } from '@tabler/icons-react';

interface TRecoveryNoticeProps {
  icon: TablerIcon;
  tone: 'secondary' | 'success' | 'warning' | 'error';
  title: string;
  children: ReactNode;
  /** Buttons and links under the text, stacked full width. */
  actions: ReactNode;
}

/**
 * One outcome of an account-recovery step inside the card: an icon, a heading, what happened and
 * where to go next (mail sent, link expired, password changed…).
 */
export default function RecoveryNotice({ icon: Icon, tone, title, children, actions }: TRecoveryNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The notice usually replaces the form the user just sent, taking the focused button with it:
  // moving focus to the heading keeps keyboard users in place and has screen readers read the news.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: `${tone}.light`,
          color: `${tone}.dark`,
        }}
      >
        <Icon size={36} stroke={1.5} aria-hidden="true" />
      </Box>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        component="h1"
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{children}</Typography>
      <Stack spacing={2} sx={{ alignSelf: 'stretch', pt: 1 }}>
        {actions}
      </Stack>
    </Stack>
  );
}
