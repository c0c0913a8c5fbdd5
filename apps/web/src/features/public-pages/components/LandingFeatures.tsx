import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IconBuildingCommunity,
  IconCalendarRepeat,
  IconFileCertificate,
  IconId,
  IconMessages,
  IconPencilCheck,
  IconShieldSearch,
  IconTransfer,
  type TablerIcon,
} from '@tabler/icons-react';
import { LAYOUT } from '@portal/domain';

interface TFeature {
  id: string;
  icon: TablerIcon;
}

// What the portal does (spec §1): the four case types, compliance, ID reading, messaging and signing.
const FEATURES: readonly TFeature[] = [
  { id: 'incorporation', icon: IconBuildingCommunity },
  { id: 'annualReturn', icon: IconCalendarRepeat },
  { id: 'entityMigration', icon: IconTransfer },
  { id: 'amendments', icon: IconFileCertificate },
  { id: 'dueDiligence', icon: IconShieldSearch },
  { id: 'idRecognition', icon: IconId },
  { id: 'messaging', icon: IconMessages },
  { id: 'signing', icon: IconPencilCheck },
];

/** The feature grid of the landing page. */
export default function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={LAYOUT.gridSpacing}>
      {FEATURES.map(({ id, icon: Icon }) => (
        <Grid key={id} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card sx={{ height: '100%', p: 3 }}>
            <Stack spacing={1.5}>
              <Avatar
                variant="rounded"
                sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', width: 48, height: 48 }}
              >
                <Icon size={26} stroke={1.5} />
              </Avatar>
              <Typography variant="h4" component="h3">
                {t(`pages.landing.features.${id}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`pages.landing.features.${id}.body`)}
              </Typography>
            </Stack>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
