import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { decideAccess, type AccessMode } from '#domain/access';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { useAuth } from '../auth-context';

export type AccessGuardProps = { requiredRoles: readonly string[]; mode?: AccessMode; children: ReactNode };

/**
 * Platform-role guard (any-of or all-of; super admin always passes; tech_support also passes for
 * super_admin). It checks the real user's roles, and while impersonating refuses everything that
 * does not require tech_support, exactly as the server does.
 */
export function AccessGuard({ requiredRoles, mode = 'any', children }: AccessGuardProps) {
  const { realPlatformRoles, impersonating } = useAuth();
  const decision = decideAccess({ roles: realPlatformRoles, required: requiredRoles, mode, impersonating });
  if (decision.allowed) return <>{children}</>;
  return (
    <div className="p-4 sm:p-6">
      <Alert variant="destructive" className="max-w-xl" data-testid="access-restricted">
        <ShieldAlert className="size-4" />
        <AlertTitle>{decision.title}</AlertTitle>
        <AlertDescription>{decision.message}</AlertDescription>
      </Alert>
    </div>
  );
}
