import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PATHS } from '../../../routes/paths';
import AuthCard from '../../../ui-component/AuthCard';
import LoginForm from '../components/LoginForm';

// Plain styled router links (not MUI Link/Divider): every kilobyte here is on the first load.
const LINK_SX = {
  color: 'secondary.main',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

/** /login: sign in with username or e-mail and password. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard>
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
          {t('login.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('login.subtitle')}</Typography>
      </Box>
      <LoginForm />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Typography component={RouterLink} to={PATHS.forgotPassword} variant="body2" sx={LINK_SX}>
          {t('login.forgotPassword')}
        </Typography>
        <Typography component={RouterLink} to={PATHS.resetUsername} variant="body2" sx={LINK_SX}>
          {t('login.forgotUsername')}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          textAlign: 'center',
          mt: 3,
          pt: 3,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {t('login.byInvitation')}
      </Typography>
    </AuthCard>
  );
}
