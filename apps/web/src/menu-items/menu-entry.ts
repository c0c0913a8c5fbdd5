import type { TablerIcon } from '@tabler/icons-react';
import type { TRouteAccess, TRouteName } from '@portal/domain';
import { accessOf, PATHS } from '../routes/paths';

/** A link in the side menu; it carries the route access it needs so menus are filtered by permission. */
export interface TMenuItem {
  id: string;
  type: 'item';
  /** Translation key of the label. */
  titleKey: string;
  /** The route it opens; its screen title names the link where the menu's context is missing. */
  routeName: TRouteName;
  url: string;
  access: TRouteAccess;
  icon?: TablerIcon;
  /** Shows the unread-messages badge next to the label. */
  badge?: 'unreadMessages';
  /** Other path prefixes under which this entry counts as the current one (detail screens). */
  activePrefixes?: readonly string[];
}

/** A fold-out entry holding links (Berry's "collapse"). */
export interface TMenuCollapse {
  id: string;
  type: 'collapse';
  titleKey: string;
  icon?: TablerIcon;
  children: TMenuItem[];
}

/** A titled section of the menu. */
export interface TMenuGroup {
  id: string;
  type: 'group';
  titleKey?: string;
  children: Array<TMenuItem | TMenuCollapse>;
}

export type TMenuEntry = TMenuGroup | TMenuCollapse | TMenuItem;

/** Route name, URL and access of a route, so a menu entry never restates them. */
export function routeLink(name: TRouteName): { routeName: TRouteName; url: string; access: TRouteAccess } {
  return { routeName: name, url: PATHS[name], access: accessOf(name) };
}
