/**
 * The tabs, in order; `plan` is for staff only, `calendar` for a firm's staff and clients (SMOOOTH has
 * no companies of its own). The query parameter `tabValue` picks one (spec §2).
 */
export const ACCOUNT_TABS = [
  'personal',
  'password',
  'security',
  'preferences',
  'sessions',
  'calendar',
  'plan',
] as const;
export type TAccountTab = (typeof ACCOUNT_TABS)[number];
export const TAB_PARAM = 'tabValue';

/** The tab a `tabValue` names, if this user may see it; the personal tab otherwise. */
export function resolveTab(value: string | null, isStaff: boolean, isOperator = false): TAccountTab {
  const tab = ACCOUNT_TABS.find((candidate) => candidate === value);
  if (!tab || !tabShown(tab, isStaff, isOperator)) return 'personal';
  return tab;
}

/** Whether a tab is offered to this user. */
export function tabShown(tab: TAccountTab, isStaff: boolean, isOperator: boolean): boolean {
  if (tab === 'plan') return isStaff;
  if (tab === 'calendar') return !isOperator;
  return true;
}
