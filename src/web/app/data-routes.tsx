import { Navigate, Route, Routes } from 'react-router';
import { AccessGuard } from './impersonation/access-guard';
import { RestrictedDuringImpersonation } from './impersonation/impersonation-restricted';
import { RequireCompany } from './guards/require-company';
import { RequireUser } from './guards/require-user';
import { RoleGate } from './guards/role-gate';
import { queryClient } from '../lib/query-client';
import { prefetchFirstLoad } from './routes/first-load-prefetch';
import { UPCOMING_PAGES } from './navigation';
import { QueryDataProvider } from './query-data-provider';
export { preloadFirstLoadPages } from './routes/first-load-pages';
import {
  AcceptInvitePage,
  AccountsPage,
  AdminPage,
  AllRowsPage,
  BillingPage,
  BillingSuccessPage,
  ComingSoonPage,
  CompanyOnboardingPage,
  CompanySettingsPage,
  ContactsPage,
  DashboardHome,
  DashboardLayout,
  DemoPage,
  DeploymentPage,
  DocsPage,
  ListPage,
  ListsPage,
  LandingPage,
  MailboxPage,
  SequencePage,
  SequencesPage,
  TasksPage,
  NotFoundPage,
  OptimizationPage,
  OutreachPage,
  PeopleSearchPage,
  ResearchPage,
  SalesforceCallbackPage,
  SecurityDashboardPage,
  TargetingPage,
  TestingPage,
  UserManagementPage,
  WhiteLabelPage,
} from './routes/pages';

prefetchFirstLoad(queryClient);

/**
 * Every page but /auth, inside the query cache: this module, the query library and the class merger load with the
 * first of them (see router.tsx), not with the sign-in form.
 */
export function DataRoutes() {
  return (
    <QueryDataProvider client={queryClient}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/accept-invite" element={<AcceptInvitePage />} />
        <Route
          path="/company-onboarding"
          element={
            <RequireUser>
              <CompanyOnboardingPage />
            </RequireUser>
          }
        />
        <Route
          path="/dashboard"
          element={
            <RequireCompany>
              <DashboardLayout />
            </RequireCompany>
          }
        >
          <Route index element={<DashboardHome />} />
          <Route
            path="targeting"
            element={
              <RoleGate requirement={{ minRole: 'member' }}>
                <TargetingPage />
              </RoleGate>
            }
          />
          <Route
            path="research"
            element={
              <RoleGate requirement={{ roles: ['owner', 'admin', 'member'] }}>
                <ResearchPage />
              </RoleGate>
            }
          />
          <Route
            path="contacts"
            element={
              <RoleGate requirement={{ roles: ['owner', 'admin', 'member'] }}>
                <ContactsPage />
              </RoleGate>
            }
          />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="lists" element={<ListsPage />} />
          <Route path="lists/:id" element={<ListPage />} />
          <Route
            path="all/contacts"
            element={
              <RoleGate requirement={{ roles: ['owner', 'admin', 'member'] }}>
                <AllRowsPage />
              </RoleGate>
            }
          />
          <Route path="all/:kind" element={<AllRowsPage />} />
          <Route path="people" element={<PeopleSearchPage />} />
          {/* Features that do not require tech_support are closed while impersonating (the server refuses them
              too). */}
          <Route
            path="billing"
            element={
              <RestrictedDuringImpersonation>
                <BillingPage />
              </RestrictedDuringImpersonation>
            }
          />
          <Route
            path="company"
            element={
              <RestrictedDuringImpersonation>
                <CompanySettingsPage />
              </RestrictedDuringImpersonation>
            }
          />
          <Route
            path="company/salesforce/callback"
            element={
              <RestrictedDuringImpersonation>
                <SalesforceCallbackPage />
              </RestrictedDuringImpersonation>
            }
          />
          <Route path="outreach" element={<OutreachPage />} />
          <Route path="sequences" element={<SequencesPage />} />
          <Route path="sequences/:id" element={<SequencePage />} />
          <Route
            path="tasks"
            element={
              <RoleGate requirement={{ roles: ['owner', 'admin', 'member'] }}>
                <TasksPage />
              </RoleGate>
            }
          />
          {/* The user's own mailbox: never shown to support while impersonating (the server refuses it too). */}
          <Route
            path="mailbox"
            element={
              <RestrictedDuringImpersonation>
                <RoleGate requirement={{ roles: ['owner', 'admin', 'member'] }}>
                  <MailboxPage />
                </RoleGate>
              </RestrictedDuringImpersonation>
            }
          />
          <Route
            path="users"
            element={
              <RestrictedDuringImpersonation>
                <UserManagementPage />
              </RestrictedDuringImpersonation>
            }
          />
          <Route
            path="security"
            element={
              <RestrictedDuringImpersonation>
                <SecurityDashboardPage />
              </RestrictedDuringImpersonation>
            }
          />
          <Route
            path="white-label"
            element={
              <RestrictedDuringImpersonation>
                <RoleGate requirement={{ roles: ['owner', 'admin'] }}>
                  <WhiteLabelPage />
                </RoleGate>
              </RestrictedDuringImpersonation>
            }
          />
          <Route path="testing" element={<TestingPage />} />
          <Route path="deployment" element={<DeploymentPage />} />
          <Route path="optimization" element={<OptimizationPage />} />
          <Route path="docs" element={<DocsPage />} />
          {UPCOMING_PAGES.filter((p) => p.path.startsWith('/dashboard/')).map((page) => (
            <Route
              key={page.path}
              path={page.path.replace('/dashboard/', '')}
              element={
                page.requirement ? (
                  <RoleGate requirement={page.requirement}>
                    <ComingSoonPage feature={page.title} />
                  </RoleGate>
                ) : (
                  <ComingSoonPage feature={page.title} />
                )
              }
            />
          ))}
        </Route>
        <Route
          path="/admin"
          element={
            <RequireUser>
              <DashboardLayout />
            </RequireUser>
          }
        >
          <Route
            index
            element={
              <AccessGuard requiredRoles={['tech_support']}>
                <AdminPage />
              </AccessGuard>
            }
          />
        </Route>
        <Route
          path="/demo"
          element={
            <RequireUser>
              <DemoPage />
            </RequireUser>
          }
        />
        <Route
          path="/billing/success"
          element={
            <RequireUser>
              <BillingSuccessPage />
            </RequireUser>
          }
        />
        <Route path="/billing" element={<Navigate to="/dashboard/billing" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </QueryDataProvider>
  );
}
