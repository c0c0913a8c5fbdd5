import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Shown when rendering a route throws, most often because a page's code chunk could not be fetched
 * (offline, or a new version was deployed): reloading fetches the current files.
 */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route failed to render', error);
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          alignItems: 'center',
          textAlign: 'center',
          maxWidth: 480,
        }}
      >
        <Typography variant="h2" component="h1">
          {t('routeError.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('routeError.body')}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <Button variant="outlined" href="/">
            {t('common.backToHome')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
