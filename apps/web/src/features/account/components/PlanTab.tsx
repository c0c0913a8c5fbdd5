import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMyProfile } from '@portal/domain';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
    </Stack>
  );
}

/** Staff only: the firm and its plan. Plan details and changes arrive with billing. */
export default function PlanTab({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation();
  if (!profile.firm) {
    return <Alert severity="info">{t('accountProfile.plan.noFirm')}</Alert>;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }}>
        <Row label={t('accountProfile.plan.firm')} value={profile.firm.name} />
        <Row
          label={t('accountProfile.plan.plan')}
          value={profile.subscription?.planName ?? t('accountProfile.plan.none')}
        />
      </Stack>
      <Alert severity="info">{t('accountProfile.plan.billingNote')}</Alert>
    </Stack>
  );
}
