import { IconChecklist } from '@tabler/icons-react';
import { routeLink, type TMenuGroup } from './menu-entry';
import { casesItem, entitiesCollapse, messagesItem } from './shared-items';

/** Client menu (spec §2): messages, entities, cases, my tasks. */
export const clientWorkspaceMenu: TMenuGroup = {
  id: 'client-workspace',
  type: 'group',
  titleKey: 'menu.groups.workspace',
  children: [
    messagesItem,
    entitiesCollapse,
    casesItem,
    {
      id: 'my-tasks',
      type: 'item',
      titleKey: 'menu.myTasks',
      icon: IconChecklist,
      activePrefixes: ['/my-tasks/'],
      ...routeLink('myTasks'),
    },
  ],
};
