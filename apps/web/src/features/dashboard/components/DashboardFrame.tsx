import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LAYOUT, type TDashboard, type TUserProfile } from '@portal/domain';
import { dashboardQuery } from '../api';
import WelcomeCard from './WelcomeCard';

type TBoardOf<R extends TDashboard['role']> = Extract<TDashboard, { role: R }>;

/**
 * What every dashboard shares: the welcome, GET /api/dashboard read once (a failure or the wait said
 * as such), then the role's own content; `after` shows whether or not the figures have come.
 */
export default function DashboardFrame<R extends TDashboard['role']>({
  user,
  role,
  children,
  after,
}: {
  user: TUserProfile;
  role: R;
  children: (board: TBoardOf<R>) => ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery(dashboardQuery());
  const board = query.data?.role === role ? (query.data as TBoardOf<R>) : null;
  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <WelcomeCard user={user} />
      {query.isError && <Alert severity="error">{t('dashboard.loadFailed')}</Alert>}
      {!board && !query.isError && (
        <Skeleton variant="rounded" height={240} aria-label={t('dashboard.loading')} />
      )}
      {board && children(board)}
      {after}
    </Stack>
  );
}

/** The "At a glance" figures of a dashboard: a heading and a grid of tiles. */
export function FiguresSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-figures">
      <Typography id="dashboard-figures" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.staff.figures')}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </section>
  );
}
