import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { TRouteName } from '@portal/domain';
import { isStaff, LAYOUT } from '@portal/domain';
import { flattenMenu, getMenuItems } from '../../../menu-items/menu-items';
import { useAuth } from '../../auth/auth-context';
import QuickLinks from '../components/QuickLinks';
import WelcomeCard from '../components/WelcomeCard';
import ClientDashboard from './ClientDashboard';
import ServicesPage from './ServicesPage';

// The charts are fetched when the analytics are first opened, not with every dashboard.
const AnalyticsPage = lazy(() => import('../analytics/AnalyticsPage'));
import SmooothDashboard from './SmooothDashboard';
import StaffDashboard from './StaffDashboard';

/**
 * The dashboards. /dashboard/default (a firm's staff) and /dashboard/client say what to do next, with
 * figures equal to the lists they link to; /dashboard/smoooth shows the platform's firms and its queue;
 * /dashboard/services shows the firm's services, fees and times; /dashboard/analytics the firm's months
 * as charts (staff and SMOOOTH).
 */
export default function DashboardPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const userType = user?.userType.typeCode;
  const nameSearchEnabled = user?.features.nameSearch ?? false;
  const links = useMemo(
    () =>
      userType
        ? flattenMenu(getMenuItems({ userType, nameSearchEnabled })).filter(
            (item) => !item.url.startsWith('/dashboard/'),
          )
        : [],
    [userType, nameSearchEnabled],
  );
  if (!user) return null;
  const type = user.userType.typeCode;
  if (routeName === 'dashboardDefault' && isStaff(type) && type !== 'SMOOOTH')
    return <StaffDashboard user={user} />;
  if (routeName === 'dashboardClient' && type === 'GU') return <ClientDashboard user={user} />;
  if (routeName === 'dashboardSmoooth' && type === 'SMOOOTH') return <SmooothDashboard user={user} />;
  if (routeName === 'dashboardServices') return <ServicesPage user={user} />;
  if (routeName === 'dashboardAnalytics' && isStaff(type))
    return (
      <Suspense fallback={null}>
        <AnalyticsPage user={user} />
      </Suspense>
    );
  // A client has no analytics of a firm to read: their welcome and the menu's areas.
  const isExtraDashboard = routeName === 'dashboardAnalytics';
  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <WelcomeCard user={user} />
      {isExtraDashboard && (
        <Alert severity="info">{t('dashboard.noFiguresYet', { screen: t(`screens.${routeName}`) })}</Alert>
      )}
      <QuickLinks items={links} />
    </Stack>
  );
}
