import { useEffect, useState } from 'react';
import { Loader2, MailCheck, Search, ShieldAlert } from 'lucide-react';
import { toast } from 'sonner';
import { decideAccess } from '#domain/access';
import { useAuth } from '../../../app/auth-context';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { LoadMore } from '../../../components/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminUsers, useSuperAdminSetup, useVerificationStatus } from '../api/use-admin-users';
import { useUserActions } from '../api/use-user-actions';
import { SuperAdminCard } from '../components/super-admin-card';
import { UserCard } from '../components/user-card';
import { ADMIN_TOASTS } from '../lib/admin-rules';

/** How long typing pauses before the filter asks the server. */
export const USER_FILTER_DELAY_MS = 250;

const userCount = (n: number, filtered: boolean) =>
  filtered ? `${n} ${n === 1 ? 'user matches' : 'users match'}` : `${n} ${n === 1 ? 'user' : 'users'}`;

/** /dashboard/users: platform user administration; the server refuses everyone but platform admins. */
export function UserManagementPage() {
  const { isSuperAdmin, user: me, realPlatformRoles, impersonating } = useAuth();
  // The shared access rule (administration spec section 6), the same one the server applies.
  const access = decideAccess({ roles: realPlatformRoles, required: ['admin', 'super_admin'], impersonating });
  const isAdmin = access.allowed;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), USER_FILTER_DELAY_MS);
  const usersQuery = useAdminUsers(isAdmin, query);
  const verification = useVerificationStatus(isAdmin);
  const actions = useUserActions();
  const superAdminSetup = useSuperAdminSetup(!isSuperAdmin && !impersonating);

  useEffect(() => {
    if (usersQuery.isError) toast.error(ADMIN_TOASTS.fetchFailed);
  }, [usersQuery.isError]);

  const users = usersQuery.items ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">User Management</h1>
          <p className="mt-1 text-muted-foreground">
            Platform users, their roles, e-mail verification and last sign-in.
          </p>
        </div>
        {isAdmin && (
          <Button variant="outline" disabled={actions.pending === 'sync'} onClick={() => void actions.syncEmails()}>
            {actions.pending === 'sync' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <MailCheck aria-hidden="true" />
            )}
            Sync User Emails
          </Button>
        )}
      </div>

      {!isSuperAdmin && superAdminSetup.data === true && (
        <SuperAdminCard
          busy={actions.pending === 'super-admin'}
          onSubmit={(token) => void actions.becomeSuperAdmin(token)}
        />
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
            {usersQuery.error?.message}
            <Button size="sm" variant="outline" onClick={usersQuery.refetch}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <section aria-label="Users" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="relative w-full sm:max-w-xs">
              <Search
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                className="pl-8"
                placeholder="Filter by e-mail, username or company"
                aria-label="Filter users"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <p className="text-sm text-muted-foreground" data-testid="user-count">
              {userCount(usersQuery.total, Boolean(query))}
            </p>
          </div>
          {users.length === 0 ? (
            <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
              No users match this filter.
            </p>
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
          {users.length > 0 && (
            <LoadMore
              shown={users.length}
              total={usersQuery.total}
              hasMore={usersQuery.hasMore}
              loading={usersQuery.loadingMore}
              onLoadMore={usersQuery.loadMore}
              noun="users"
            />
          )}
        </section>
      )}
    </div>
  );
}
