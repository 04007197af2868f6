import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { decideAccess } from '#domain/access';
import { useAuth } from '../../../app/auth-context';

export const TECH_SUPPORT_DENIED = 'Access Restricted: You need one of these roles: tech_support, super_admin';

/** The dashboards expose internals: only tech support and super admins see them (the server checks too). */
export function TechSupportGate({ children }: { children: ReactNode }) {
  const { realPlatformRoles, impersonating } = useAuth();
  // The shared access rule (administration spec section 6), the same one the server applies.
  const access = decideAccess({ roles: realPlatformRoles, required: ['tech_support', 'super_admin'], impersonating });
  if (!access.allowed) {
    return (
      <Alert variant="destructive" className="m-4 max-w-xl sm:m-6" data-testid="access-restricted">
        <ShieldAlert className="size-4" />
        <AlertDescription>{`${access.title}: ${access.message}`}</AlertDescription>
      </Alert>
    );
  }
  return <>{children}</>;
}
