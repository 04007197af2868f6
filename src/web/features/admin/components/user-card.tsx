import { Building2, CheckCircle2, Loader2, Lock, Sparkles, Trash2, XCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { AdminUser } from '../api/use-admin-users';
import { canExtractCompany, formatLastSignIn } from '../lib/admin-rules';
import { RoleEditor } from './role-editor';

export type UserCardProps = {
  user: AdminUser;
  verified: boolean;
  lastSignInAt: string | null;
  isSelf: boolean;
  pending: string | null;
  onAddRole: (role: string) => void;
  onRemoveRole: (role: string) => void;
  onExtractCompany: () => void;
  onDelete: () => void;
};

/** One user: identity, verification, last sign-in, companies, roles and the account actions. */
export function UserCard({
  user,
  verified,
  lastSignInAt,
  isSelf,
  pending,
  onAddRole,
  onRemoveRole,
  onExtractCompany,
  onDelete,
}: UserCardProps) {
  const companies = user.companies.map((c) => c.name);
  if (companies.length === 0 && user.companyName) companies.push(user.companyName);
  const extracting = pending === `extract:${user.id}`;
  const deleting = pending === `delete:${user.id}`;
  return (
    <Card data-testid="user-row" data-email={user.email} className="gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-all">{user.email}</p>
            {isSelf && <Badge variant="outline">You</Badge>}
            {user.isProtected && (
              <Badge variant="outline" className="gap-1" data-testid="protected-badge">
                <Lock aria-hidden="true" />
                Protected
              </Badge>
            )}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {user.username && <span>@{user.username}</span>}
            <span className="inline-flex items-center gap-1">
              <Building2 className="size-3.5" aria-hidden="true" />
              {companies.length > 0 ? companies.join(', ') : 'No company'}
            </span>
          </p>
        </div>
        {verified ? (
          <Badge className="gap-1 bg-emerald-700 text-white dark:bg-emerald-500" data-testid="verification-status">
            <CheckCircle2 aria-hidden="true" />
            Verified
          </Badge>
        ) : (
          <Badge
            variant="outline"
            className="gap-1 border-amber-400 text-amber-700 dark:border-amber-500/60 dark:text-amber-400"
            data-testid="verification-status"
          >
            <XCircle aria-hidden="true" />
            Unverified
          </Badge>
        )}
      </div>

      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Last sign-in:</dt>
          <dd data-testid="last-sign-in">{formatLastSignIn(lastSignInAt)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Joined:</dt>
          <dd>{formatLastSignIn(user.createdAt)}</dd>
        </div>
      </dl>

      <div className="flex flex-col gap-3 border-t pt-4 lg:flex-row lg:items-center lg:justify-between">
        <RoleEditor
          email={user.email}
          roles={user.roles}
          locked={user.isProtected}
          busy={pending === `role:${user.id}`}
          onAdd={onAddRole}
          onRemove={onRemoveRole}
        />
        <div className="flex flex-wrap gap-2">
          {canExtractCompany(user) && (
            <Button size="sm" variant="outline" disabled={extracting} onClick={onExtractCompany}>
              {extracting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              Extract Company
            </Button>
          )}
          {!user.isProtected && !isSelf && (
            <Button
              size="sm"
              variant="outline"
              className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={deleting}
              onClick={onDelete}
            >
              {deleting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
              Delete Account
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
