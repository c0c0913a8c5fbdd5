import type { TRouteName, TUserType } from '@portal/domain';

/**
 * The help page's guides (issue 22 point 8), one per side of the portal, as data: each section's
 * texts are `help.sections.<id>.{title,intro,points}` in the locale files (`points` is one line per
 * point), and a section may add links to screens, the case workflows or the field formats.
 */
export type TGuide = 'staff' | 'client' | 'smoooth';

export interface THelpSection {
  id: string;
  /** The points are steps to follow in order. */
  ordered?: boolean;
  /** What the section shows after its points: the workflow tables, or the fields' formats. */
  kind?: 'workflows' | 'fields';
  /** Screens the section mentions, linked after its points. */
  links?: readonly TRouteName[];
  /** Only for this role within the guide (a firm's administrator). */
  only?: TUserType;
}

export const GUIDES = {
  staff: [
    { id: 'staffStart', links: ['dashboardDefault', 'tasksIncomplete', 'cases', 'addNewCase'] },
    { id: 'caseFlow', kind: 'workflows' },
    { id: 'deadlines', links: ['entitiesActive'] },
    { id: 'staffCompliance', links: ['compliance'] },
    { id: 'whereToFind', links: ['messages', 'entitiesActive', 'entitiesArchive', 'dashboardServices'] },
    { id: 'firmAdmin', only: 'SYSTEM_ADMIN', links: ['accountManagement', 'subscriptionPlan'] },
    { id: 'fields', kind: 'fields' },
  ],
  client: [
    { id: 'clientLink', ordered: true, links: ['dashboardClient'] },
    { id: 'clientForm', ordered: true, links: ['myTasks'] },
    { id: 'clientIdentity', ordered: true },
    { id: 'clientSignPay', ordered: true },
    { id: 'clientRenewal' },
    { id: 'clientMessages', links: ['messages', 'cases', 'entitiesActive'] },
    { id: 'fields', kind: 'fields' },
  ],
  smoooth: [
    { id: 'smooothRole', links: ['dashboardSmoooth'] },
    { id: 'smooothFirms', ordered: true, links: ['accountManagement', 'subscriptionPlan'] },
    { id: 'smooothHealth', links: ['dashboardSmoooth', 'accountManagement'] },
    { id: 'smooothReading', links: ['cases', 'entitiesActive', 'compliance', 'dashboardAnalytics'] },
  ],
} as const satisfies Record<TGuide, readonly THelpSection[]>;

/** The guide a role reads: a firm's staff, a client, or the platform operator. */
export function guideFor(userType: TUserType): TGuide {
  if (userType === 'GU') return 'client';
  return userType === 'SMOOOTH' ? 'smoooth' : 'staff';
}

/** The sections a user of this role sees, in order. */
export function sectionsFor(userType: TUserType): readonly THelpSection[] {
  return (GUIDES[guideFor(userType)] as readonly THelpSection[]).filter(
    (section) => section.only === undefined || section.only === userType,
  );
}

/** Every section id of every guide (to check that each has its texts). */
export const SECTION_IDS = [
  ...new Set(Object.values(GUIDES).flatMap((sections) => sections.map((s) => s.id))),
];
