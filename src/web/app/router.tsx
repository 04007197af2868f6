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
          <Route index element={<DashboardPage />} />
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
