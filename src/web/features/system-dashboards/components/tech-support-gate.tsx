import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { useAuth } from '../../../app/auth-context';

export const TECH_SUPPORT_DENIED = 'Access Restricted: You need one of these roles: tech_support, super_admin';

/** The dashboards expose internals: only tech support and super admins see them (the server checks too). */
export function TechSupportGate({ children }: { children: ReactNode }) {
  const { isTechSupport } = useAuth();
  if (!isTechSupport) {
    return (
      <Alert variant="destructive" className="m-4 max-w-xl sm:m-6" data-testid="access-restricted">
        <ShieldAlert className="size-4" />
        <AlertDescription>{TECH_SUPPORT_DENIED}</AlertDescription>
      </Alert>
    );
  }
  return <>{children}</>;
}
