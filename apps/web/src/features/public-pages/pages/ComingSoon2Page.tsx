import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCalendarTime, IconCircleCheck } from '@tabler/icons-react';
import HomeButton from '../components/HomeButton';
import ContactUsButton from '../components/ContactUsButton';

const POINTS = ['pages.comingSoon2.point1', 'pages.comingSoon2.point2', 'pages.comingSoon2.point3'] as const;

/** /pages/coming-soon2: the split design — message on one side, a coloured panel on the other. */
export default function ComingSoon2Page() {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', px: { xs: 2, md: 6 }, py: { xs: 4, md: 6 } }}>
      <Grid container spacing={4} sx={{ alignItems: 'stretch', width: '100%', maxWidth: 1100, mx: 'auto' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2.5} sx={{ height: '100%', justifyContent: 'center' }}>
            <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 600 }}>
              {t('pages.comingSoon2.eyebrow')}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { md: '2.75rem' } }}>
              {t('pages.comingSoon2.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: '1rem' }}>
              {t('pages.comingSoon2.body')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <HomeButton />
              <ContactUsButton />
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            sx={{
              height: '100%',
              minHeight: 320,
              borderRadius: 4,
              p: { xs: 3, md: 5 },
              color: '#fff',
              background: (theme) =>
                `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.secondary.dark} 100%)`,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 2.5,
            }}
          >
            <IconCalendarTime size={56} stroke={1.3} aria-hidden="true" />
            <Typography variant="h3" sx={{ color: 'inherit' }}>
              {t('pages.comingSoon2.panelTitle')}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {POINTS.map((key) => (
                <Stack
                  component="li"
                  key={key}
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <IconCircleCheck size={20} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
                  <Typography sx={{ color: 'inherit' }}>{t(key)}</Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}
