import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBriefcase, IconCircleCheck, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { LAYOUT } from '@portal/domain';

const AUDIENCES: ReadonlyArray<{ id: 'firms' | 'clients'; icon: TablerIcon }> = [
  { id: 'firms', icon: IconBriefcase },
  { id: 'clients', icon: IconUsers },
];
const POINTS = ['point1', 'point2', 'point3'] as const;

/** "For firms" and "for clients": what each side does in the portal. */
export default function LandingAudiences() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={LAYOUT.gridSpacing}>
      {AUDIENCES.map(({ id, icon: Icon }) => (
        <Grid key={id} size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%', p: { xs: 3, md: 4 } }}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
                <Icon size={28} stroke={1.5} aria-hidden="true" />
                <Typography variant="h3" component="h3">
                  {t(`pages.landing.audiences.${id}.title`)}
                </Typography>
              </Stack>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {POINTS.map((point) => (
                  <Stack
                    component="li"
                    key={point}
                    direction="row"
                    spacing={1.25}
                    sx={{ alignItems: 'flex-start' }}
                  >
                    <Typography component="span" sx={{ color: 'success.main', display: 'flex', pt: '2px' }}>
                      <IconCircleCheck size={18} aria-hidden="true" />
                    </Typography>
                    <Typography>{t(`pages.landing.audiences.${id}.${point}`)}</Typography>
                  </Stack>
                ))}
              </Stack>
            </Stack>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
