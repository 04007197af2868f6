import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../auth-context';
import { FullPageSpinner } from './full-page-spinner';

/** Signed in with a current company; otherwise /auth (or a deliberate sign-out's destination) or /company-onboarding. */
export function RequireCompany({ children }: { children: ReactNode }) {
  const { loading, user, currentCompany, signedOutTo } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={signedOutTo ?? '/auth'} replace />;
  if (!currentCompany) return <Navigate to="/company-onboarding" replace />;
  return <>{children}</>;
}
