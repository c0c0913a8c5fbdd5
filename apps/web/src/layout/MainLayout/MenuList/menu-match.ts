import type { TMenuCollapse, TMenuItem } from '../../../menu-items/menu-entry';

/** True when the page at `pathname` belongs to this menu link (the link itself or a screen below it). */
export function isItemActive(item: TMenuItem, pathname: string): boolean {
  if (pathname === item.url || pathname.startsWith(`${item.url}/`)) return true;
  return (item.activePrefixes ?? []).some((prefix) => pathname.startsWith(prefix));
}

/** True when any link inside the fold-out is the current page. */
export function isCollapseActive(collapse: TMenuCollapse, pathname: string): boolean {
  return collapse.children.some((item) => isItemActive(item, pathname));
}
