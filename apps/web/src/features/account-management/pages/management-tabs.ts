import type { TUserType } from '@portal/domain';

/** Every tab the screen has; which ones a person sees depends on their role. */
export const MANAGEMENT_TABS = [
  'firms',
  'staff',
  'clients',
  'invitations',
  'outbox',
  'audit',
  'renewals',
  'security',
] as const;
export type TManagementTab = (typeof MANAGEMENT_TABS)[number];

/** The query parameters: `tab` picks the tab, `firm` the firm SMOOOTH looks at. */
export const TAB_PARAM = 'tab';
export const FIRM_PARAM = 'firm';

/** The tabs of each role, in order (clients see a card of their firms instead). */
export const TABS_BY_ROLE = {
  SYSTEM_ADMIN: ['staff', 'clients', 'invitations', 'outbox', 'audit', 'renewals', 'security'],
  COM_SEC: ['staff', 'clients', 'invitations'],
  SMOOOTH: ['firms', 'staff', 'clients', 'invitations', 'outbox', 'audit'],
  GU: [],
} as const satisfies Record<TUserType, readonly TManagementTab[]>;

/** What a role may do on the screen; the server checks the same again. */
export interface TManagementRights {
  /** Change roles, deactivate and reactivate staff of the own firm. */
  manageStaff: boolean;
  /** Send invitations: a SYSTEM_ADMIN to any role, COM_SEC to clients only. */
  invite: boolean;
  /** The roles this person may invite. */
  invitableRoles: readonly ('GU' | 'COM_SEC' | 'SYSTEM_ADMIN')[];
  /** Looks at any firm, chosen on the screen (SMOOOTH). */
  choosesFirm: boolean;
}

export const RIGHTS_BY_ROLE = {
  SYSTEM_ADMIN: {
    manageStaff: true,
    invite: true,
    invitableRoles: ['GU', 'COM_SEC', 'SYSTEM_ADMIN'],
    choosesFirm: false,
  },
  COM_SEC: { manageStaff: false, invite: true, invitableRoles: ['GU'], choosesFirm: false },
  SMOOOTH: { manageStaff: false, invite: false, invitableRoles: [], choosesFirm: true },
  GU: { manageStaff: false, invite: false, invitableRoles: [], choosesFirm: false },
} as const satisfies Record<TUserType, TManagementRights>;

/** The tab a `tab` value names, if this role has it; the role's first tab otherwise. */
export function resolveTab(value: string | null, userType: TUserType): TManagementTab | null {
  const tabs: readonly TManagementTab[] = TABS_BY_ROLE[userType];
  return tabs.find((tab) => tab === value) ?? tabs[0] ?? null;
}
