import { Badge } from '../../../components/ui/badge';

const VARIANT: Record<string, 'default' | 'secondary' | 'outline'> = {
  owner: 'default',
  admin: 'secondary',
  member: 'outline',
  viewer: 'outline',
};

export function RoleBadge({ role }: { role: string }) {
  return (
    <Badge variant={VARIANT[role] ?? 'outline'} className="capitalize" data-testid="role-badge">
      {role}
    </Badge>
  );
}
