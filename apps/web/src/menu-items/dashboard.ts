import { IconDashboard } from '@tabler/icons-react';
import type { TUserType } from '@portal/domain';
import { routeLink, type TMenuGroup } from './menu-entry';

/** The dashboard entry: SMOOOTH has its own dashboard, other staff the default one, clients theirs. */
export function dashboardMenu(userType: TUserType): TMenuGroup {
  const route =
    userType === 'GU' ? 'dashboardClient' : userType === 'SMOOOTH' ? 'dashboardSmoooth' : 'dashboardDefault';
  return {
    id: 'dashboard-group',
    type: 'group',
    titleKey: 'menu.groups.dashboard',
    children: [
      { id: 'dashboard', type: 'item', titleKey: 'menu.dashboard', icon: IconDashboard, ...routeLink(route) },
    ],
  };
}
