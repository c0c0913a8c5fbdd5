import { IconBuildingSkyscraper, IconBriefcase, IconMessages } from '@tabler/icons-react';
import { PATHS } from '../routes/paths';
import { routeLink, type TMenuCollapse, type TMenuItem } from './menu-entry';

// Entries both menus share (spec §2: messages, entities, cases).

export const messagesItem: TMenuItem = {
  id: 'messages',
  type: 'item',
  titleKey: 'menu.messages',
  icon: IconMessages,
  badge: 'unreadMessages',
  ...routeLink('messages'),
};

export const entitiesCollapse: TMenuCollapse = {
  id: 'entities',
  type: 'collapse',
  titleKey: 'menu.entities',
  icon: IconBuildingSkyscraper,
  children: [
    { id: 'entities-active', type: 'item', titleKey: 'menu.entitiesActive', ...routeLink('entitiesActive') },
    {
      id: 'entities-archive',
      type: 'item',
      titleKey: 'menu.entitiesArchive',
      ...routeLink('entitiesArchive'),
    },
  ],
};

export const casesItem: TMenuItem = {
  id: 'cases',
  type: 'item',
  titleKey: 'menu.cases',
  icon: IconBriefcase,
  activePrefixes: ['/view-cases/'],
  ...routeLink('cases'),
};

/** Prefix of every case-task screen, for highlighting the tasks entries while one is open. */
export const VIEW_TASKS_PREFIX = PATHS.viewTaskComplete.replace('/:taskID', '/');
