import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconTools } from '@tabler/icons-react';
import type { TRouteName } from '@portal/domain';
import { ROOT_PATH } from '../routes/paths';
import AuthCard from './AuthCard';
import MainCard from './MainCard';

interface TScreenNotReadyProps {
  routeName: TRouteName;
  /** Centred card (public layout) instead of a full-width content card (signed-in layout). */
  centered?: boolean;
  /** Replaces the default way back (e.g. a Log out button where the user is held). */
  actions?: ReactNode;
  /** Replaces the default explanation. */
  message?: ReactNode;
}

/** Stands in for a screen that a later release builds: names the screen and offers a way back. */
export default function ScreenNotReady({
  routeName,
  centered = false,
  actions,
  message,
}: TScreenNotReadyProps) {
  const { t } = useTranslation();
  const screen = t(`screens.${routeName}`);
  const body = (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', py: centered ? 0 : 4 }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.light',
          color: 'secondary.dark',
        }}
      >
        <IconTools size={36} stroke={1.5} aria-hidden="true" />
      </Box>
      <Typography variant="h2" component="h1">
        {screen}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
        {message ?? t('notReady.body', { screen })}
      </Typography>
      {actions ?? (
        <Button component={RouterLink} to={ROOT_PATH} variant="contained">
          {t('common.backToHome')}
        </Button>
      )}
    </Stack>
  );
  if (centered) return <AuthCard maxWidth={560}>{body}</AuthCard>;
  return <MainCard title={t('notReady.title')}>{body}</MainCard>;
}
