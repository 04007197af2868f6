import { INVITABLE_ROLES } from '#domain/roles';
import type { InvitableRole } from '#domain/invitations';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

/** Viewer, member or admin (the only roles one can invite as). */
export function RoleSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: InvitableRole;
  onChange: (role: InvitableRole) => void;
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as InvitableRole)} disabled={disabled}>
      <SelectTrigger id={id} className="w-full sm:w-36" aria-label="Role">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {INVITABLE_ROLES.map((role) => (
          <SelectItem key={role} value={role} className="capitalize">
            {role.charAt(0).toUpperCase() + role.slice(1)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
