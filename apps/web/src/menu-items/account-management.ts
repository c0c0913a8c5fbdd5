import { IconUsersGroup } from '@tabler/icons-react';
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
      id: 'account-management',
      type: 'item',
      titleKey: 'accountManagement.menu.item',
      icon: IconUsersGroup,
      ...routeLink('accountManagement'),
    },
  ],
};
