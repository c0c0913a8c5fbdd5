import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Typography from '@mui/material/Typography';
import { PATHS } from '../../../routes/paths';

/** "Already have an account? Sign in", centred under an invitation's card content. */
export default function HaveAccountLink() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
      {t('register.link.haveAccount')}{' '}
      <Typography
        component={RouterLink}
        to={PATHS.login}
        variant="body2"
        sx={{
          color: 'secondary.main',
          fontWeight: 500,
          textDecoration: 'none',
          '&:hover, &:focus-visible': { textDecoration: 'underline' },
        }}
      >
        {t('common.signIn')}
      </Typography>
    </Typography>
  );
}
