import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconClock, IconMail, IconInfoCircle, type TablerIcon } from '@tabler/icons-react';
import { LAYOUT } from '@portal/domain';
import { publicConfigQuery } from '../../support/api';
import ContactForm from '../../support/components/ContactForm';
import EmailAddress from '../../../ui-component/EmailAddress';

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%', p: 3 }}>
      <Stack spacing={1.5}>
        <Avatar
          variant="rounded"
          sx={{ bgcolor: 'primary.light', color: 'primary.dark', width: 48, height: 48 }}
        >
          <Icon size={26} stroke={1.5} />
        </Avatar>
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * /pages/contact-us: how to reach support (e-mail from GET /api/config), office hours, a note, and a
 * form that sends a message to support.
 */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const config = useQuery(publicConfigQuery);

  let email: ReactNode;
  if (config.isPending) email = <Skeleton width="70%" aria-label={t('app.loading')} />;
  else if (config.isError) email = <Alert severity="warning">{t('pages.contactUs.emailUnavailable')}</Alert>;
  else
    email = (
      <Link href={`mailto:${config.data.supportEmail}`} variant="h5" underline="hover">
        <EmailAddress email={config.data.supportEmail} />
      </Link>
    );

  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 } }}>
      <Stack spacing={1.5} sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: 5 }}>
        <Typography variant="h1">{t('pages.contactUs.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1rem' }}>
          {t('pages.contactUs.subtitle')}
        </Typography>
      </Stack>
      <Grid container spacing={LAYOUT.gridSpacing} sx={{ maxWidth: 1100, mx: 'auto' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ContactCard icon={IconMail} title={t('pages.contactUs.emailTitle')}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('pages.contactUs.emailBody')}
            </Typography>
            {email}
          </ContactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ContactCard icon={IconClock} title={t('pages.contactUs.hoursTitle')}>
            <Typography>{t('pages.contactUs.hoursWeekdays')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('pages.contactUs.hoursNote')}
            </Typography>
          </ContactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ContactCard icon={IconInfoCircle} title={t('pages.contactUs.noteTitle')}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('pages.contactUs.noteBody')}
            </Typography>
          </ContactCard>
        </Grid>
        <Grid size={12}>
          <Card sx={{ p: { xs: 3, md: 4 }, maxWidth: 720, mx: 'auto' }}>
            <ContactForm />
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
