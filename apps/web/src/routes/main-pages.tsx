import { lazy, type ReactNode } from 'react';
import type { TRouteName } from '@portal/domain';
import Loadable from '../ui-component/Loadable';

// Each signed-in page is a chunk of its own, loaded when its route opens. This table of them is a
// chunk too (loaded with the signed-in shell), so the first load of /login does not carry it.
const DashboardPage = Loadable(lazy(() => import('../features/dashboard/pages/DashboardPage')));
const AccountProfilePage = Loadable(lazy(() => import('../features/account/pages/AccountProfilePage')));
const HelpPage = Loadable(lazy(() => import('../features/help/pages/HelpPage')));
const AccountManagementPage = Loadable(
  lazy(() => import('../features/account-management/pages/AccountManagementPage')),
);
const ScreenNotReady = Loadable(lazy(() => import('../ui-component/ScreenNotReady')));
const CaseListPage = Loadable(lazy(() => import('../features/cases/pages/CaseListPage')));
const CaseViewPage = Loadable(lazy(() => import('../features/cases/pages/CaseViewPage')));
const PendingClientOnboardPage = Loadable(
  lazy(() => import('../features/cases/pages/PendingClientOnboardPage')),
);
const StaffTaskListPage = Loadable(lazy(() => import('../features/tasks/pages/StaffTaskListPage')));
const CompletedTaskPage = Loadable(lazy(() => import('../features/tasks/pages/CompletedTaskPage')));
const MyTasksPage = Loadable(lazy(() => import('../features/tasks/pages/MyTasksPage')));
const TaskScreenPage = Loadable(lazy(() => import('../features/tasks/pages/TaskScreenPage')));
const StakeholderIdentificationPage = Loadable(
  lazy(() => import('../features/stakeholder-identification/pages/StakeholderIdentificationPage')),
);
const AddNewCasePage = Loadable(lazy(() => import('../features/case-opening/pages/AddNewCasePage')));
const NewRequestPage = Loadable(lazy(() => import('../features/case-opening/pages/NewRequestPage')));
const CaseFormPage = Loadable(lazy(() => import('../features/case-form/pages/CaseFormPage')));
const EntityMigrationPage = Loadable(
  lazy(() => import('../features/entity-migration/pages/EntityMigrationPage')),
);
const DocsSignPage = Loadable(lazy(() => import('../features/docs-sign/pages/DocsSignPage')));
const MessagesPage = Loadable(lazy(() => import('../features/messages/pages/MessagesPage')));
const CrossCheckPage = Loadable(lazy(() => import('../features/cross-check/pages/CrossCheckPage')));
const CaseReviewPage = Loadable(lazy(() => import('../features/review/pages/CaseReviewPage')));
const FilingPage = Loadable(lazy(() => import('../features/filing/pages/FilingPage')));
const CompletionPage = Loadable(lazy(() => import('../features/filing/pages/CompletionPage')));
const EntityListPage = Loadable(lazy(() => import('../features/entities/pages/EntityListPage')));
const EntityPage = Loadable(lazy(() => import('../features/entities/pages/EntityPage')));
const ArchivedHolderPage = Loadable(lazy(() => import('../features/entities/pages/ArchivedHolderPage')));
const InvoiceInfoPage = Loadable(lazy(() => import('../features/billing/pages/InvoiceInfoPage')));
const PaymentPage = Loadable(lazy(() => import('../features/billing/pages/PaymentPage')));
const DueDiligencePage = Loadable(lazy(() => import('../features/compliance/pages/DueDiligencePage')));
const ComplianceListPage = Loadable(lazy(() => import('../features/compliance/pages/ComplianceListPage')));
const PocRenewalPage = Loadable(lazy(() => import('../features/renewal/pages/PocRenewalPage')));
const AddressProofPage = Loadable(lazy(() => import('../features/renewal/pages/AddressProofPage')));
const RenewalAmendmentPage = Loadable(lazy(() => import('../features/renewal/pages/RenewalAmendmentPage')));
const ComplianceRecordPage = Loadable(
  lazy(() => import('../features/compliance/pages/ComplianceRecordPage')),
);
const RecordUpdatePage = Loadable(lazy(() => import('../features/amendments/pages/RecordUpdatePage')));
const NameSearchAddPage = Loadable(lazy(() => import('../features/name-search/pages/NameSearchAddPage')));
const NameSearchHistoryPage = Loadable(
  lazy(() => import('../features/name-search/pages/NameSearchHistoryPage')),
);
const NameSearchRecordPage = Loadable(
  lazy(() => import('../features/name-search/pages/NameSearchRecordPage')),
);
const SubscriptionPlanPage = Loadable(
  lazy(() => import('../features/subscription/pages/SubscriptionPlanPage')),
);

/** The dedicated screens of tasks (spec §4): each shows its task for its assignee (later issues fill them in). */
const TASK_SCREEN_ROUTES = [] as const satisfies readonly TRouteName[];

/** Screens built so far; every other signed-in route shows ScreenNotReady until its issue lands. */
const PAGES: Partial<Record<TRouteName, ReactNode>> = {
  // First, so that a screen built since always takes the route over from the frame.
  ...Object.fromEntries(
    TASK_SCREEN_ROUTES.map((name) => [name, <TaskScreenPage key={name} routeName={name} />]),
  ),
  dashboardDefault: <DashboardPage routeName="dashboardDefault" />,
  dashboardSmoooth: <DashboardPage routeName="dashboardSmoooth" />,
  dashboardClient: <DashboardPage routeName="dashboardClient" />,
  dashboardAnalytics: <DashboardPage routeName="dashboardAnalytics" />,
  dashboardServices: <DashboardPage routeName="dashboardServices" />,
  help: <HelpPage />,
  accountProfile: <AccountProfilePage />,
  messages: <MessagesPage />,
  accountManagement: <AccountManagementPage />,
  cases: <CaseListPage routeName="cases" />,
  caseOngoing: <CaseViewPage routeName="caseOngoing" />,
  caseComplete: <CaseViewPage routeName="caseComplete" />,
  pendingClientOnboard: <PendingClientOnboardPage routeName="pendingClientOnboard" />,
  tasksIncomplete: <StaffTaskListPage routeName="tasksIncomplete" />,
  tasksComplete: <StaffTaskListPage routeName="tasksComplete" />,
  viewTaskComplete: <CompletedTaskPage routeName="viewTaskComplete" />,
  myTasks: <MyTasksPage routeName="myTasks" />,
  myTaskComplete: <CompletedTaskPage routeName="myTaskComplete" />,
  addNewCase: <AddNewCasePage routeName="addNewCase" />,
  newRequest: <NewRequestPage routeName="newRequest" />,
  stakeholderIdentification: <StakeholderIdentificationPage routeName="stakeholderIdentification" />,
  clientCaseForm: <CaseFormPage routeName="clientCaseForm" />,
  entityMigration: <EntityMigrationPage routeName="entityMigration" />,
  docsSign: <DocsSignPage routeName="docsSign" />,
  annualRenewalDocsSign: <DocsSignPage routeName="annualRenewalDocsSign" />,
  crossCheck: <CrossCheckPage routeName="crossCheck" />,
  annualRenewalCrossCheck: <CrossCheckPage routeName="annualRenewalCrossCheck" />,
  caseReview: <CaseReviewPage routeName="caseReview" />,
  caseFiling: <FilingPage routeName="caseFiling" />,
  annualRenewalCaseFiling: <FilingPage routeName="annualRenewalCaseFiling" />,
  caseCompletion: <CompletionPage routeName="caseCompletion" />,
  entitiesActive: <EntityListPage key="entitiesActive" routeName="entitiesActive" />,
  entitiesArchive: <EntityListPage key="entitiesArchive" routeName="entitiesArchive" />,
  entityActive: <EntityPage />,
  entityArchiveHolder: <ArchivedHolderPage />,
  incorporationInvoiceInfo: <InvoiceInfoPage routeName="incorporationInvoiceInfo" />,
  annualRenewalInvoiceInfo: <InvoiceInfoPage routeName="annualRenewalInvoiceInfo" />,
  incorporationPayment: <PaymentPage routeName="incorporationPayment" />,
  annualRenewalPayment: <PaymentPage routeName="annualRenewalPayment" />,
  dueDiligence: <DueDiligencePage routeName="dueDiligence" />,
  compliance: <ComplianceListPage routeName="compliance" />,
  complianceRecord: <ComplianceRecordPage routeName="complianceRecord" />,
  annualRenewalPocRenewal: <PocRenewalPage routeName="annualRenewalPocRenewal" />,
  annualRenewalUpdateAddressProof: <AddressProofPage routeName="annualRenewalUpdateAddressProof" />,
  annualRenewalAmendment: <RenewalAmendmentPage />,
  recordUpdate: <RecordUpdatePage routeName="recordUpdate" />,
  nameSearchAdd: <NameSearchAddPage routeName="nameSearchAdd" />,
  nameSearchHistory: <NameSearchHistoryPage routeName="nameSearchHistory" />,
  nameSearchRecord: <NameSearchRecordPage routeName="nameSearchRecord" />,
  subscriptionPlan: <SubscriptionPlanPage />,
};

/** The page of a signed-in route, or the notice that its screen is not built yet. */
export default function MainPage({ name }: { name: TRouteName }) {
  return PAGES[name] ?? <ScreenNotReady routeName={name} />;
}
