/** The tabs of a company's page, in order; the query parameter `tabValue` picks one. */
export const ENTITY_TABS = [
  'particulars',
  'deadlines',
  'stakeholders',
  'registers',
  'documents',
  'cases',
  'history',
] as const;
export type TEntityTab = (typeof ENTITY_TABS)[number];
export const ENTITY_TAB_PARAM = 'tabValue';

/** The tab a `tabValue` names; the particulars otherwise. */
export function resolveEntityTab(value: string | null): TEntityTab {
  return ENTITY_TABS.find((tab) => tab === value) ?? 'particulars';
}
