import { IconChartBar, IconDashboard, IconHelpCircle, IconListDetails } from '@tabler/icons-react';
import { isStaff, type TUserType } from '@portal/domain';
import { routeLink, type TMenuGroup } from './menu-entry';

/**
 * The dashboard group: SMOOOTH has its own dashboard, other staff the default one, clients theirs;
 * staff (SMOOOTH too) the firm's analytics; everyone the services and fees, and help for their role.
 */
export function dashboardMenu(userType: TUserType): TMenuGroup {
  const route =
    userType === 'GU' ? 'dashboardClient' : userType === 'SMOOOTH' ? 'dashboardSmoooth' : 'dashboardDefault';
  return {
    id: 'dashboard-group',
    type: 'group',
    titleKey: 'menu.groups.dashboard',
    children: [
      { id: 'dashboard', type: 'item', titleKey: 'menu.dashboard', icon: IconDashboard, ...routeLink(route) },
      ...(isStaff(userType)
        ? [
            {
              id: 'analytics',
              type: 'item' as const,
              titleKey: 'menu.analytics',
              icon: IconChartBar,
              ...routeLink('dashboardAnalytics'),
            },
          ]
        : []),
      {
        id: 'services',
        type: 'item',
        titleKey: 'menu.services',
        icon: IconListDetails,
        ...routeLink('dashboardServices'),
      },
      // Each role's own guide and the formats the Registry expects (issue 22 point 8).
      { id: 'help', type: 'item', titleKey: 'menu.help', icon: IconHelpCircle, ...routeLink('help') },
    ],
  };
}
