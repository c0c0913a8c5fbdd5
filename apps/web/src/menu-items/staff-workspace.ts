import { IconListCheck, IconShieldCheck } from '@tabler/icons-react';
import { routeLink, type TMenuGroup } from './menu-entry';
import { casesItem, entitiesCollapse, messagesItem, VIEW_TASKS_PREFIX } from './shared-items';

/** Staff menu (spec §2): messages, entities, cases, tasks (in progress, complete), compliance. */
export const staffWorkspaceMenu: TMenuGroup = {
  id: 'staff-workspace',
  type: 'group',
  titleKey: 'menu.groups.workspace',
  children: [
    messagesItem,
    entitiesCollapse,
    casesItem,
    {
      id: 'tasks',
      type: 'collapse',
      titleKey: 'menu.tasks',
      icon: IconListCheck,
      children: [
        {
          id: 'tasks-in-progress',
          type: 'item',
          titleKey: 'menu.tasksInProgress',
          ...routeLink('tasksIncomplete'),
        },
        {
          id: 'tasks-complete',
          type: 'item',
          titleKey: 'menu.tasksComplete',
          activePrefixes: [VIEW_TASKS_PREFIX],
          ...routeLink('tasksComplete'),
        },
      ],
    },
    {
      id: 'compliance',
      type: 'item',
      titleKey: 'menu.compliance',
      icon: IconShieldCheck,
      ...routeLink('compliance'),
    },
  ],
};
