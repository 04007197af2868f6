import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { ACCESS_MSG } from '#domain/access';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { AccessGuard } from './access-guard';

/** The spec's notice for a feature closed while impersonating, for use inside a card. */
export function ImpersonationRestrictedNotice() {
  return (
    <Alert variant="destructive" data-testid="access-restricted">
      <ShieldAlert className="size-4" />
      <AlertTitle>{ACCESS_MSG.impersonationTitle}</AlertTitle>
      <AlertDescription>{ACCESS_MSG.impersonationDescription}</AlertDescription>
    </Alert>
  );
}

/**
 * A feature that does not require tech_support (administration spec section 6: "During impersonation,
 * anything not requiring tech_support is blocked"): its page shows "Access Restricted During
 * Impersonation" while impersonating, as the server refuses it then; otherwise the page as usual.
 */
export function RestrictedDuringImpersonation({ children }: { children: ReactNode }) {
  return <AccessGuard requiredRoles={[]}>{children}</AccessGuard>;
}
