/** The tabs, in order; `plan` is for staff only. The query parameter `tabValue` picks one (spec §2). */
export const ACCOUNT_TABS = ['personal', 'password', 'preferences', 'sessions', 'plan'] as const;
export type TAccountTab = (typeof ACCOUNT_TABS)[number];
export const TAB_PARAM = 'tabValue';

/** The tab a `tabValue` names, if this user may see it; the personal tab otherwise. */
export function resolveTab(value: string | null, isStaff: boolean): TAccountTab {
  const tab = ACCOUNT_TABS.find((candidate) => candidate === value);
  if (!tab || (tab === 'plan' && !isStaff)) return 'personal';
  return tab;
}
