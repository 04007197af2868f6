import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { ASSIGNABLE_ROLES } from '../lib/admin-rules';

type RoleEditorProps = {
  email: string;
  roles: string[];
  /** Protected accounts keep their roles: no remove buttons. */
  locked: boolean;
  busy: boolean;
  onAdd: (role: string) => void;
  onRemove: (role: string) => void;
};

/** Role chips with a remove button each, and a role picker with Add. */
export function RoleEditor({ email, roles, locked, busy, onAdd, onRemove }: RoleEditorProps) {
  const [choice, setChoice] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="role-editor">
      {roles.length === 0 && <span className="text-sm text-muted-foreground">No roles</span>}
      {roles.map((role) => (
        <Badge key={role} variant="secondary" className="gap-1 py-1 pr-1" data-testid={`role-chip-${role}`}>
          {role}
          {!locked && (
            <button
              type="button"
              className="rounded-sm p-0.5 hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
              aria-label={`Remove role ${role} from ${email}`}
              disabled={busy}
              onClick={() => onRemove(role)}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          )}
        </Badge>
      ))}
      <div className="flex items-center gap-2">
        <Select value={choice} onValueChange={setChoice} disabled={busy}>
          <SelectTrigger size="sm" className="w-36" aria-label={`Role to add for ${email}`}>
            <SelectValue placeholder="Add role" />
          </SelectTrigger>
          <SelectContent>
            {ASSIGNABLE_ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {role}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          size="sm"
          variant="outline"
          disabled={!choice || busy}
          onClick={() => {
            onAdd(choice);
            setChoice('');
          }}
        >
          <Plus aria-hidden="true" />
          Add Role
        </Button>
      </div>
    </div>
  );
}
