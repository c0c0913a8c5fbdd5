import { IconHistory, IconUserSearch } from '@tabler/icons-react';
import { routeLink, type TMenuGroup } from './menu-entry';

/** Name searches (anti-money-laundering screening): staff only, and only where the feature is on. */
export const nameSearchMenu: TMenuGroup = {
  id: 'name-search-group',
  type: 'group',
  titleKey: 'menu.groups.nameSearch',
  children: [
    {
      id: 'name-search-add',
      type: 'item',
      titleKey: 'menu.nameSearchAdd',
      icon: IconUserSearch,
      ...routeLink('nameSearchAdd'),
    },
    {
      id: 'name-search-history',
      type: 'item',
      titleKey: 'menu.nameSearchHistory',
      icon: IconHistory,
      activePrefixes: ['/name-search/history/'],
      ...routeLink('nameSearchHistory'),
    },
  ],
};
