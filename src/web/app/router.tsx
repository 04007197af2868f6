import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/pages/landing-page';
import { AuthPage } from '../features/auth/pages/auth-page';
import { CompanyOnboardingPage } from '../features/companies/pages/company-onboarding-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { NotFoundPage } from '../features/system/pages/not-found-page';
import { ComingSoonPage } from '../features/system/pages/coming-soon-page';
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

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/accept-invite" element={<ComingSoonPage feature="Invitation acceptance" />} />
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
          <Route path="outreach" element={<OutreachPage />} />
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
            <RequireCompany>
              <DashboardLayout />
            </RequireCompany>
          }
        >
          <Route index element={<ComingSoonPage feature="Tech Support Back Office" />} />
        </Route>
        <Route
          path="/demo"
          element={
            <RequireUser>
              <ComingSoonPage feature="Impersonation Demo" />
            </RequireUser>
          }
        />
        <Route
          path="/billing/success"
          element={
            <RequireUser>
              <ComingSoonPage feature="Subscription success" />
            </RequireUser>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
