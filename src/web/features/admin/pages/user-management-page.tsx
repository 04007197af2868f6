import { useEffect, useMemo, useState } from 'react';
import { Loader2, MailCheck, Search, ShieldAlert } from 'lucide-react';
import { toast } from 'sonner';
import { decideAccess } from '#domain/access';
import { useAuth } from '../../../app/auth-context';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminUsers, useSuperAdminSetup, useVerificationStatus, type AdminUser } from '../api/use-admin-users';
import { useUserActions } from '../api/use-user-actions';
import { SuperAdminCard } from '../components/super-admin-card';
import { UserCard } from '../components/user-card';
import { ADMIN_TOASTS } from '../lib/admin-rules';

const matches = (user: AdminUser, query: string) =>
  [user.email, user.username ?? '', user.companyName ?? '', ...user.companies.map((c) => c.name)].some((field) => field.toLowerCase().includes(query));

/** /dashboard/users: platform user administration; the server refuses everyone but platform admins. */
export function UserManagementPage() {
  const { isSuperAdmin, user: me, realPlatformRoles, impersonating } = useAuth();
  // The shared access rule (administration spec section 6), the same one the server applies.
  const access = decideAccess({ roles: realPlatformRoles, required: ['admin', 'super_admin'], impersonating });
  const isAdmin = access.allowed;
  const usersQuery = useAdminUsers(isAdmin);
  const verification = useVerificationStatus(isAdmin);
  const actions = useUserActions();
  const superAdminSetup = useSuperAdminSetup(!isSuperAdmin && !impersonating);
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (usersQuery.isError) toast.error(ADMIN_TOASTS.fetchFailed);
  }, [usersQuery.isError]);

  const users = useMemo(() => {
    const query = search.trim().toLowerCase();
    const all = usersQuery.data ?? [];
    return query ? all.filter((u) => matches(u, query)) : all;
  }, [usersQuery.data, search]);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">User Management</h1>
          <p className="mt-1 text-muted-foreground">Platform users, their roles, e-mail verification and last sign-in.</p>
        </div>
        {isAdmin && (
          <Button variant="outline" disabled={actions.pending === 'sync'} onClick={() => void actions.syncEmails()}>
            {actions.pending === 'sync' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MailCheck aria-hidden="true" />}
            Sync User Emails
          </Button>
        )}
      </div>

      {!isSuperAdmin && superAdminSetup.data === true && (
        <SuperAdminCard busy={actions.pending === 'super-admin'} onSubmit={(token) => void actions.becomeSuperAdmin(token)} />
      )}

      {!isAdmin ? (
        <Alert variant="destructive" data-testid="users-access-denied">
          <ShieldAlert className="size-4" aria-hidden="true" />
          <AlertTitle>{access.allowed ? '' : access.title}</AlertTitle>
          <AlertDescription>{access.allowed ? '' : access.message}</AlertDescription>
        </Alert>
      ) : usersQuery.isPending ? (
        <div className="space-y-3" aria-label="Loading users">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : usersQuery.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{ADMIN_TOASTS.fetchFailed}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {usersQuery.error.message}
            <Button size="sm" variant="outline" onClick={() => void usersQuery.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <section aria-label="Users" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="relative w-full sm:max-w-xs">
              <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input className="pl-8" placeholder="Filter by e-mail, username or company" aria-label="Filter users" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <p className="text-sm text-muted-foreground" data-testid="user-count">
              {users.length === (usersQuery.data?.length ?? 0) ? `${users.length} users` : `${users.length} of ${usersQuery.data?.length ?? 0} users`}
            </p>
          </div>
          {users.length === 0 ? (
            <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">No users match this filter.</p>
          ) : (
            users.map((user) => {
              // When the verification call fails, users read as Unverified (spec section 8).
              const status = verification.data?.get(user.id);
              const verified = status ? status.email_verified : verification.isPending && user.emailVerified;
              return (
                <UserCard
                  key={user.id}
                  user={user}
                  verified={verified}
                  lastSignInAt={status?.last_sign_in_at ?? user.lastSignInAt}
                  isSelf={user.id === me?.id}
                  pending={actions.pending}
                  onAddRole={(role) => void actions.addRole(user, role)}
                  onRemoveRole={(role) => void actions.dropRole(user, role)}
                  onExtractCompany={() => void actions.extractCompany(user)}
                  onDelete={() => void actions.deleteAccount(user)}
                />
              );
            })
          )}
        </section>
      )}
    </div>
  );
}
