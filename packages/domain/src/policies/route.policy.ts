import { isStaff, type TUserType } from '../roles.js';

/**
 * Who may open a route (spec §6):
 * - guest: public pages; a signed-in user is sent to their role's default path.
 * - open: public and readable signed in or not (e-mail links that must work in either state).
 * - setup: requires sign-in; where the first-time-login flag holds the user.
 * - all: any signed-in role. staff: SYSTEM_ADMIN, COM_SEC, SMOOOTH. client: GU only.
 * - nameSearch: staff, and only while name search is enabled.
 */
export type TRouteAccess = 'guest' | 'open' | 'setup' | 'all' | 'staff' | 'client' | 'nameSearch';

/** Every route of spec §2, keyed by a stable name; the web app's route table and menus use these. */
export const ROUTES = {
  // Public routes
  login: { path: '/login', access: 'guest' },
  resetUsername: { path: '/reset-username', access: 'guest' },
  resetPassword: { path: '/reset-password/:token', access: 'guest' },
  verifyEmail: { path: '/verify-email/:token', access: 'open' },
  createAccount: { path: '/create-account', access: 'guest' },
  setUpAccount: { path: '/set-up-account', access: 'setup' },
  forgotPassword: { path: '/pages/forgot/forgot-password', access: 'guest' },
  errorPage: { path: '/pages/error', access: 'guest' },
  comingSoon1: { path: '/pages/coming-soon1', access: 'guest' },
  comingSoon2: { path: '/pages/coming-soon2', access: 'guest' },
  underConstruction: { path: '/pages/under-construction', access: 'guest' },
  landing: { path: '/pages/landing', access: 'guest' },
  contactUs: { path: '/pages/contact-us', access: 'guest' },
  // Shared routes (all roles)
  accountProfile: { path: '/user/account-profile', access: 'all' },
  accountManagement: { path: '/account-management', access: 'all' },
  subscriptionPlan: { path: '/subscription-plan', access: 'staff' },
  messages: { path: '/messages', access: 'all' },
  caseOngoing: { path: '/view-cases/ongoing/:caseID', access: 'all' },
  cases: { path: '/cases', access: 'all' },
  caseComplete: { path: '/view-cases/complete/:caseID', access: 'all' },
  entitiesActive: { path: '/entities/active', access: 'all' },
  entityActive: { path: '/entities/active/:companyID', access: 'all' },
  entitiesArchive: { path: '/entities/archive', access: 'all' },
  entityArchiveHolder: { path: '/entities/archive/:companyID/:holderID', access: 'all' },
  dashboardSmoooth: { path: '/dashboard/smoooth', access: 'all' },
  dashboardAnalytics: { path: '/dashboard/analytics', access: 'all' },
  dashboardServices: { path: '/dashboard/services', access: 'all' },
  /** Help for the signed-in role (issue 22 point 8): each role reads its own guide. */
  help: { path: '/help', access: 'all' },
  // Staff-only routes
  dashboardDefault: { path: '/dashboard/default', access: 'staff' },
  compliance: { path: '/compliance', access: 'staff' },
  complianceRecord: { path: '/compliance/:complianceID', access: 'staff' },
  addNewCase: { path: '/add-new-case', access: 'staff' },
  tasksIncomplete: { path: '/tasks/incomplete', access: 'staff' },
  tasksComplete: { path: '/tasks/complete', access: 'staff' },
  viewTaskComplete: { path: '/view-tasks/complete/:taskID', access: 'staff' },
  caseReview: { path: '/case-review/:caseID', access: 'staff' },
  dueDiligence: { path: '/due-diligence/:caseID', access: 'staff' },
  crossCheck: { path: '/cross-check/:caseID', access: 'staff' },
  caseFiling: { path: '/case-filing/:caseID', access: 'staff' },
  caseCompletion: { path: '/case-completion/:caseID', access: 'staff' },
  entityMigration: { path: '/entity-migration/:caseID', access: 'staff' },
  recordUpdate: { path: '/record-update/:caseID', access: 'staff' },
  pendingClientOnboard: { path: '/view-cases/pending-client-onboard/:caseID', access: 'staff' },
  incorporationInvoiceInfo: { path: '/incorporation/invoice-info/:caseID', access: 'staff' },
  annualRenewalAmendment: { path: '/annual-renewal/amendment/:caseID', access: 'staff' },
  annualRenewalCrossCheck: { path: '/annual-renewal/cross-check/:caseID', access: 'staff' },
  annualRenewalCaseFiling: { path: '/annual-renewal/case-filing/:caseID', access: 'staff' },
  annualRenewalInvoiceInfo: { path: '/annual-renewal/invoice-info/:caseID', access: 'staff' },
  nameSearchAdd: { path: '/name-search/add', access: 'nameSearch' },
  nameSearchHistory: { path: '/name-search/history', access: 'nameSearch' },
  nameSearchRecord: { path: '/name-search/history/:searchID', access: 'nameSearch' },
  // Client-only routes
  dashboardClient: { path: '/dashboard/client', access: 'client' },
  newRequest: { path: '/new-request', access: 'client' },
  myTasks: { path: '/my-tasks', access: 'client' },
  myTaskComplete: { path: '/my-tasks/complete/:taskID', access: 'client' },
  clientCaseForm: { path: '/client/my-tasks/:caseID', access: 'client' },
  stakeholderIdentification: { path: '/stakeholder-identification/:caseID/:holderID', access: 'client' },
  docsSign: { path: '/docs-sign/:caseID', access: 'client' },
  incorporationPayment: { path: '/incorporation/payment/:caseID', access: 'client' },
  annualRenewalDocsSign: { path: '/annual-renewal/docs-sign/:caseID', access: 'client' },
  annualRenewalPayment: { path: '/annual-renewal/payment/:caseID', access: 'client' },
  annualRenewalUpdateAddressProof: {
    path: '/annual-renewal/update-address-proof/:caseID/:taskID',
    access: 'client',
  },
  annualRenewalPocRenewal: { path: '/annual-renewal/poc-renewal/:caseID', access: 'client' },
} as const satisfies Record<string, { path: string; access: TRouteAccess }>;

export type TRouteName = keyof typeof ROUTES;

/** Paths that redirect to / (spec §2): /register, /pages/forgot and /pages/forgot/forgot-username. */
export const REDIRECT_TO_ROOT_PATHS = [
  '/register',
  '/pages/forgot',
  '/pages/forgot/forgot-username',
] as const;

/** What a signed-in user may see beyond their role. */
export interface TRouteContext {
  userType: TUserType;
  nameSearchEnabled: boolean;
}

/** Decides whether a signed-in user may open a route of the given access class. */
export function canOpenRoute(access: TRouteAccess, ctx: TRouteContext): boolean {
  switch (access) {
    case 'guest':
    case 'open':
    case 'setup':
    case 'all':
      return true;
    case 'staff':
      return isStaff(ctx.userType);
    case 'client':
      return ctx.userType === 'GU';
    case 'nameSearch':
      return isStaff(ctx.userType) && ctx.nameSearchEnabled;
  }
}

/** Default path after login for each role (spec §6, DESIGN §5). */
export const DEFAULT_PATHS = {
  SYSTEM_ADMIN: ROUTES.dashboardDefault.path,
  COM_SEC: ROUTES.dashboardDefault.path,
  SMOOOTH: ROUTES.dashboardSmoooth.path,
  GU: ROUTES.dashboardClient.path,
} as const satisfies Record<TUserType, string>;

/** Returns the default path a user of this role lands on. */
export function defaultPathFor(userType: TUserType): string {
  return DEFAULT_PATHS[userType];
}

/** Fills a route pattern's `:params` (values are URI-encoded). */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${pattern}`);
    return encodeURIComponent(value);
  });
}
