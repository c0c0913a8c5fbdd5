import { canOpenRoute, isStaff, type TRouteContext, type TUserType } from '@portal/domain';
import { PATHS } from '../routes/paths';
import { accountManagementMenu } from './account-management';
import { clientWorkspaceMenu } from './client-workspace';
import { dashboardMenu } from './dashboard';
import type { TMenuCollapse, TMenuGroup, TMenuItem } from './menu-entry';
import { nameSearchMenu } from './name-search';
import { staffWorkspaceMenu } from './staff-workspace';

function permitted(item: TMenuItem, ctx: TRouteContext): boolean {
  return canOpenRoute(item.access, ctx);
}

function filterGroup(group: TMenuGroup, ctx: TRouteContext): TMenuGroup | null {
  const children = group.children.flatMap<TMenuItem | TMenuCollapse>((child) => {
    if (child.type === 'item') return permitted(child, ctx) ? [child] : [];
    const items = child.children.filter((item) => permitted(item, ctx));
    return items.length > 0 ? [{ ...child, children: items }] : [];
  });
  return children.length > 0 ? { ...group, children } : null;
}

/**
 * The side menu for a user (spec §2): staff see the staff menu, everyone else the client menu, and
 * every link is kept only if the user may open its route (so name search appears only when enabled).
 */
export function getMenuItems(ctx: TRouteContext): TMenuGroup[] {
  const groups = isStaff(ctx.userType)
    ? [dashboardMenu(ctx.userType), staffWorkspaceMenu, nameSearchMenu, accountManagementMenu]
    : [dashboardMenu(ctx.userType), clientWorkspaceMenu, accountManagementMenu];
  return groups
    .map((group) => filterGroup(group, ctx))
    .filter((group): group is TMenuGroup => group !== null);
}

/** Every link of a menu, in order (for quick links and tests); links in a fold-out take its icon. */
export function flattenMenu(groups: readonly TMenuGroup[]): TMenuItem[] {
  return groups.flatMap((group) =>
    group.children.flatMap((child) =>
      child.type === 'item'
        ? [child]
        : child.children.map((item) => ({ ...item, icon: item.icon ?? child.icon })),
    ),
  );
}

/**
 * The side menu's Create button: a firm's staff start a new case, clients a new request (spec §2).
 * SMOOOTH runs the platform, not cases: it gets none.
 */
export function createActionFor(userType: TUserType): { url: string; titleKey: string } | null {
  if (userType === 'SMOOOTH') return null;
  return isStaff(userType)
    ? { url: PATHS.addNewCase, titleKey: 'menu.createCase' }
    : { url: PATHS.newRequest, titleKey: 'menu.createRequest' };
}
