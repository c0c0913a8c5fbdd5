import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { TRouteName } from '@portal/domain';
import { LAYOUT } from '@portal/domain';
import { flattenMenu, getMenuItems } from '../../../menu-items/menu-items';
import { useAuth } from '../../auth/auth-context';
import LinkCaseCard from '../components/LinkCaseCard';
import QuickLinks from '../components/QuickLinks';
import WelcomeCard from '../components/WelcomeCard';

/**
 * The dashboards (/dashboard/default, smoooth, client, analytics, services). The spec leaves their
 * content open; until real figures exist they welcome the user and link to the areas of their menu.
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
  const isExtraDashboard = routeName === 'dashboardAnalytics' || routeName === 'dashboardServices';
  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <WelcomeCard user={user} />
      {isExtraDashboard && (
        <Alert severity="info">{t('dashboard.noFiguresYet', { screen: t(`screens.${routeName}`) })}</Alert>
      )}
      {routeName === 'dashboardClient' && <LinkCaseCard />}
      <QuickLinks items={links} />
    </Stack>
  );
}
