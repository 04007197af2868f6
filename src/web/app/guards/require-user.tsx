import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth-context';
import { FullPageSpinner } from './full-page-spinner';

/** Signed in, or off to /auth (or where a deliberate sign-out asked to go). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { loading, user, signedOutTo } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user)
    return <Navigate to={signedOutTo ?? '/auth'} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
