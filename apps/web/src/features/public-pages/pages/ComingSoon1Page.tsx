import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { IconRocket } from '@tabler/icons-react';
import HomeButton from '../components/HomeButton';
import StatusPage from '../components/StatusPage';

const UPCOMING = [
  'pages.comingSoon.upcoming.signing',
  'pages.comingSoon.upcoming.payments',
  'pages.comingSoon.upcoming.reminders',
] as const;

/** /pages/coming-soon1: the centred design, with what is on the way. */
export default function ComingSoon1Page() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={IconRocket}
      tone="secondary"
      title={t('pages.comingSoon.title')}
      body={t('pages.comingSoon.body')}
      actions={<HomeButton />}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {UPCOMING.map((key) => (
          <Chip key={key} label={t(key)} color="secondary" variant="outlined" />
        ))}
      </Stack>
    </StatusPage>
  );
}
