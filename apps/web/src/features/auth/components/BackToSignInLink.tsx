import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconArrowLeft } from '@tabler/icons-react';
import { PATHS } from '../../../routes/paths';

/** "Back to sign in", centred under an account card's content. */
export default function BackToSignInLink() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Typography
        component={RouterLink}
        to={PATHS.login}
        variant="body2"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          color: 'secondary.main',
          fontWeight: 500,
          textDecoration: 'none',
          '&:hover, &:focus-visible': { textDecoration: 'underline' },
        }}
      >
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('recovery.backToSignIn')}
      </Typography>
    </Box>
  );
}
