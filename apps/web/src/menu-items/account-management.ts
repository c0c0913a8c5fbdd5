import { IconCreditCard, IconUsersGroup } from '@tabler/icons-react';
import { routeLink, type TMenuGroup } from './menu-entry';

/**
 * Account management (spec §2, shared by every role): staff manage or read their firm's accounts,
 * the platform operator every firm's, clients see the firms they are linked with.
 */
export const accountManagementMenu: TMenuGroup = {
  id: 'account-group',
  type: 'group',
  titleKey: 'accountManagement.menu.group',
  children: [
    {
      // The firm's plan and usage (staff); SMOOOTH sees the plans and sets firms' plans from the Firms tab.
      id: 'subscription-plan',
      type: 'item',
      titleKey: 'screens.subscriptionPlan',
      icon: IconCreditCard,
      ...routeLink('subscriptionPlan'),
    },
    {
      id: 'account-management',
      type: 'item',
      titleKey: 'accountManagement.menu.item',
      icon: IconUsersGroup,
      ...routeLink('accountManagement'),
    },
  ],
};
