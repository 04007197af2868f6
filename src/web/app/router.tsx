import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/pages/landing-page';
import { AuthPage } from '../features/auth/pages/auth-page';
import { CompanyOnboardingPage } from '../features/companies/pages/company-onboarding-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { NotFoundPage } from '../features/system/pages/not-found-page';
import { ComingSoonPage } from '../features/system/pages/coming-soon-page';
import { AdminPage } from '../features/support/pages/admin-page';
import { DemoPage } from '../features/demo/pages/demo-page';
import { AccessGuard } from './impersonation/access-guard';
import { RestrictedDuringImpersonation } from './impersonation/impersonation-restricted';
import { RequireCompany } from './guards/require-company';
import { RequireUser } from './guards/require-user';
import { RoleGate } from './guards/role-gate';
import { DashboardLayout } from './layout/dashboard-layout';
import { UPCOMING_PAGES } from './navigation';
import { AccountsPage } from '../features/imports/pages/accounts-page';
import { AiConfiguration } from '../features/configuration/components/ai-configuration';
import { ConfigurationTips } from '../features/configuration/components/tips-card';
import { TargetingPage } from '../features/prospecting/targeting/pages/targeting-page';
import { ResearchPage } from '../features/prospecting/research/pages/research-page';
import { ContactsPage } from '../features/prospecting/contacts/pages/contacts-page';
import { OutreachPage } from '../features/prospecting/contacts/pages/outreach-page';
import { BillingPage } from '../features/billing/pages/billing-page';
import { BillingSuccessPage } from '../features/billing/pages/billing-success-page';
import { UserManagementPage } from '../features/admin/pages/user-management-page';
import { SecurityDashboardPage } from '../features/security/pages/security-dashboard-page';
import { WhiteLabelPage } from '../features/branding/pages/white-label-page';
import { CompanySettingsPage } from '../features/company-settings/pages/company-settings-page';
import { AcceptInvitePage } from '../features/invitations/pages/accept-invite-page';
import { TestingPage } from '../features/system-dashboards/pages/testing-page';
import { DeploymentPage } from '../features/system-dashboards/pages/deployment-page';
import { OptimizationPage } from '../features/system-dashboards/pages/optimization-page';
import { DocsPage } from '../features/docs/pages/docs-page';

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/auth" element={<AuthPage />} />
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
          <Route index element={<DashboardPage getStarted={<AiConfiguration />} tips={<ConfigurationTips />} />} />
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
          {/* Features that do not require tech_support are closed while impersonating (the server refuses them too). */}
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
          <Route path="outreach" element={<OutreachPage />} />
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
    </BrowserRouter>
  );
}
