import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowRight, IconPointFilled } from '@tabler/icons-react';
import { LAYOUT } from '@portal/domain';
import type { TMenuItem } from '../../../menu-items/menu-entry';

/**
 * One card per menu area the user has, so the dashboard is a starting point (no invented figures).
 * Cards use screen titles ("Archived entities"), as menu labels ("Archive") rely on their fold-out.
 */
export default function QuickLinks({ items }: { items: readonly TMenuItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-links-title">
      <Typography id="quick-links-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.quickLinks')}
      </Typography>
      <Grid container spacing={LAYOUT.gridSpacing}>
        {items.map((item) => {
          const Icon = item.icon ?? IconPointFilled;
          return (
            <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={item.url} sx={{ height: '100%', p: 2.5 }}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Avatar
                      variant="rounded"
                      sx={{ bgcolor: 'primary.light', color: 'primary.dark', width: 44, height: 44 }}
                    >
                      <Icon size={22} stroke={1.6} />
                    </Avatar>
                    <Typography variant="h4" component="span" sx={{ flexGrow: 1 }}>
                      {t(`screens.${item.routeName}`)}
                    </Typography>
                    <IconArrowRight size={18} aria-hidden />
                  </Stack>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </section>
  );
}
