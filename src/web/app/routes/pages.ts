import { lazyPage } from './lazy-page';

/** Every page as its own chunk, so a first visit downloads the shell and the page it opens, nothing more. */

export const LandingPage = lazyPage(() => import('../../features/landing/pages/landing-page'), 'LandingPage');
export const AcceptInvitePage = lazyPage(
  () => import('../../features/invitations/pages/accept-invite-page'),
  'AcceptInvitePage',
);
export const CompanyOnboardingPage = lazyPage(
  () => import('../../features/companies/pages/company-onboarding-page'),
  'CompanyOnboardingPage',
);
export const DashboardLayout = lazyPage(() => import('../layout/dashboard-layout'), 'DashboardLayout');
export const DashboardHome = lazyPage(() => import('./dashboard-home'), 'DashboardHome');
export const TargetingPage = lazyPage(
  () => import('../../features/prospecting/targeting/pages/targeting-page'),
  'TargetingPage',
);
export const ResearchPage = lazyPage(
  () => import('../../features/prospecting/research/pages/research-page'),
  'ResearchPage',
);
export const ContactsPage = lazyPage(
  () => import('../../features/prospecting/contacts/pages/contacts-page'),
  'ContactsPage',
);
export const OutreachPage = lazyPage(
  () => import('../../features/prospecting/contacts/pages/outreach-page'),
  'OutreachPage',
);
export const ListsPage = lazyPage(() => import('../../features/lists/pages/lists-page'), 'ListsPage');
export const ListPage = lazyPage(() => import('../../features/lists/pages/list-page'), 'ListPage');
export const AllRowsPage = lazyPage(() => import('../../features/lists/pages/all-rows-page'), 'AllRowsPage');
export const PeopleSearchPage = lazyPage(
  () => import('../../features/people-search/people-search-page'),
  'PeopleSearchPage',
);
export const AccountsPage = lazyPage(() => import('../../features/imports/pages/accounts-page'), 'AccountsPage');
export const BillingPage = lazyPage(() => import('../../features/billing/pages/billing-page'), 'BillingPage');
export const BillingSuccessPage = lazyPage(
  () => import('../../features/billing/pages/billing-success-page'),
  'BillingSuccessPage',
);
export const UserManagementPage = lazyPage(
  () => import('../../features/admin/pages/user-management-page'),
  'UserManagementPage',
);
export const SecurityDashboardPage = lazyPage(
  () => import('../../features/security/pages/security-dashboard-page'),
  'SecurityDashboardPage',
);
export const WhiteLabelPage = lazyPage(
  () => import('../../features/branding/pages/white-label-page'),
  'WhiteLabelPage',
);
export const CompanySettingsPage = lazyPage(
  () => import('../../features/company-settings/pages/company-settings-page'),
  'CompanySettingsPage',
);
export const SalesforceCallbackPage = lazyPage(
  () => import('../../features/company-settings/pages/salesforce-callback-page'),
  'SalesforceCallbackPage',
);
export const TestingPage = lazyPage(() => import('../../features/system-dashboards/pages/testing-page'), 'TestingPage');
export const DeploymentPage = lazyPage(
  () => import('../../features/system-dashboards/pages/deployment-page'),
  'DeploymentPage',
);
export const OptimizationPage = lazyPage(
  () => import('../../features/system-dashboards/pages/optimization-page'),
  'OptimizationPage',
);
export const DocsPage = lazyPage(() => import('../../features/docs/pages/docs-page'), 'DocsPage');
export const AdminPage = lazyPage(() => import('../../features/support/pages/admin-page'), 'AdminPage');
export const DemoPage = lazyPage(() => import('../../features/demo/pages/demo-page'), 'DemoPage');
export const ComingSoonPage = lazyPage(() => import('../../features/system/pages/coming-soon-page'), 'ComingSoonPage');
export const NotFoundPage = lazyPage(() => import('../../features/system/pages/not-found-page'), 'NotFoundPage');
export const MailboxPage = lazyPage(() => import('../../features/sequences/pages/mailbox-page'), 'MailboxPage');
export const SequencesPage = lazyPage(() => import('../../features/sequences/pages/sequences-page'), 'SequencesPage');
export const SequencePage = lazyPage(() => import('../../features/sequences/pages/sequence-page'), 'SequencePage');
export const TasksPage = lazyPage(() => import('../../features/sequences/pages/tasks-page'), 'TasksPage');
