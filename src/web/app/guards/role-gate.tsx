import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { MSG } from '#domain/messages';
import { requiredRolesList, roleSatisfies, type RoleRequirement } from '#domain/roles';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { useAuth } from '../auth-context';

/** The company role gate: an exact list of roles or a minimum role (owner 4, admin 3, member 2, viewer 1). */
export function RoleGate({ requirement, children }: { requirement: RoleRequirement; children: ReactNode }) {
  const { currentCompany, currentRole } = useAuth();
  if (!currentCompany || !currentRole) {
    return (
      <Alert className="m-6 max-w-xl">
        <ShieldAlert className="size-4" />
        <AlertTitle>No company</AlertTitle>
        <AlertDescription>{MSG.noCompanyContext}</AlertDescription>
      </Alert>
    );
  }
  if (!roleSatisfies(currentRole, requirement)) {
    return (
      <Alert variant="destructive" className="m-6 max-w-xl">
        <ShieldAlert className="size-4" />
        <AlertTitle>Access denied</AlertTitle>
        <AlertDescription>{MSG.permissionDenied(requiredRolesList(requirement))}</AlertDescription>
      </Alert>
    );
  }
  return <>{children}</>;
}
