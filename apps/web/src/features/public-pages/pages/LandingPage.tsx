import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconLogin } from '@tabler/icons-react';
import { PATHS } from '../../../routes/paths';
import LandingAudiences from '../components/LandingAudiences';
import LandingFeatures from '../components/LandingFeatures';

function SignInButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={PATHS.login}
      variant="contained"
      color="secondary"
      size="large"
      startIcon={<IconLogin size={20} />}
    >
      {t('common.signIn')}
    </Button>
  );
}

/** /pages/landing: what the portal does for Hong Kong company-secretarial firms and their clients. */ import ContactUsButton from '../components/ContactUsButton';

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ pb: 8 }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 8 }, pb: { xs: 6, md: 10 } }}>
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 820, mx: 'auto' }}>
          <Typography
            variant="overline"
            sx={{ color: 'secondary.main', fontWeight: 600, letterSpacing: '0.12em' }}
          >
            {t('pages.landing.eyebrow')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, lineHeight: 1.2 }}>
            {t('pages.landing.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: { xs: '1rem', md: '1.125rem' } }}>
            {t('pages.landing.subtitle')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <SignInButton />
            <ContactUsButton />
          </Stack>
        </Stack>
      </Container>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="landing-features"
        sx={{ mb: { xs: 6, md: 10 } }}
      >
        <Typography id="landing-features" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          {t('pages.landing.featuresTitle')}
        </Typography>
        <LandingFeatures />
      </Container>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="landing-audiences"
        sx={{ mb: { xs: 6, md: 10 } }}
      >
        <Typography id="landing-audiences" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          {t('pages.landing.audiencesTitle')}
        </Typography>
        <LandingAudiences />
      </Container>

      <Container maxWidth="md" component="section">
        <Stack
          spacing={2}
          sx={{
            alignItems: 'center',
            textAlign: 'center',
            p: { xs: 4, md: 6 },
            borderRadius: 4,
            color: '#fff',
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.primary.dark} 100%)`,
          }}
        >
          <Typography variant="h2" sx={{ color: 'inherit' }}>
            {t('pages.landing.ctaTitle')}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>{t('pages.landing.ctaBody')}</Typography>
          <Button
            component={RouterLink}
            to={PATHS.login}
            variant="contained"
            size="large"
            sx={{ bgcolor: '#fff', color: 'secondary.dark', '&:hover': { bgcolor: 'grey.100' } }}
          >
            {t('common.signIn')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
