import { Mail, Users } from 'lucide-react';
import type { InvitationDto, MemberDto } from '#domain/invitations';
import { useAuth, type Company } from '../../../app/auth-context';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/load-more';
import { useInvitations, useMembers } from '../api/use-company-settings';
import { CopyInviteLink } from './copy-invite-link';
import { InviteForm } from './invite-form';
import { RoleBadge } from './role-badge';

const initials = (name: string) => name.slice(0, 2).toUpperCase();

function MemberRow({ member, isYou }: { member: MemberDto; isYou: boolean }) {
  const display = member.username || member.email;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="member-row">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
        aria-hidden="true"
      >
        {initials(display)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate font-medium">
          <span className="truncate">{display}</span>
          {isYou ? (
            <Badge variant="secondary" data-testid="you-marker">
              You
            </Badge>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted-foreground" title={member.email}>
          {member.email}
        </p>
      </div>
      <RoleBadge role={member.role} />
    </li>
  );
}

function PendingRow({ invitation }: { invitation: InvitationDto }) {
  return (
    <li className="flex items-center gap-3 py-3" data-testid="pending-row">
      <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={invitation.email}>
          {invitation.email}
        </p>
        <p className="text-xs text-muted-foreground">Expires {formatDate(invitation.expiresAt)}</p>
      </div>
      <RoleBadge role={invitation.role} />
    </li>
  );
}

/** Members (used/max_users) with role badges and the You marker, pending invitations, and for owners and admins the invite controls. */
export function TeamManagementTab({ company }: { company: Company }) {
  const { user, currentRole } = useAuth();
  const members = useMembers();
  const pending = useInvitations('pending');
  const canInvite = currentRole === 'owner' || currentRole === 'admin';

  return (
    <div className="flex flex-col gap-6">
      {canInvite ? (
        <Card>
          <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <CardTitle>Invite Team Members</CardTitle>
              <CardDescription className="mt-1">Invitations are valid for 7 days.</CardDescription>
            </div>
            <CopyInviteLink slug={company.slug} />
          </CardHeader>
          <CardContent>
            <InviteForm />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-3">
          <div>
            <CardTitle className="flex items-center gap-2">
              <Users className="size-5" aria-hidden="true" /> Team Members
            </CardTitle>
            <CardDescription className="mt-1">Everyone with access to {company.name}.</CardDescription>
          </div>
          <Badge
            variant="outline"
            className="text-sm tabular-nums"
            data-testid="seat-usage"
            aria-label="Members used of maximum"
          >
            {members.data ? `${members.data.used}/${members.data.maxUsers}` : `…/${company.maxUsers}`}
          </Badge>
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : members.isError ? (
            <p className="text-sm text-destructive">Failed to load team members</p>
          ) : (
            <ul className="divide-y" aria-label="Team members">
              {members.data.members.map((m) => (
                <MemberRow key={m.id} member={m} isYou={m.userId === user?.id} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pending Invitations</CardTitle>
          <CardDescription>Invitations that have not been accepted yet.</CardDescription>
        </CardHeader>
        <CardContent>
          {pending.isPending ? (
            <Skeleton className="h-12 w-full" />
          ) : !pending.items?.length ? (
            <p className="text-sm text-muted-foreground">No pending invitations</p>
          ) : (
            <>
              <ul className="divide-y" aria-label="Pending invitations">
                {pending.items.map((i) => (
                  <PendingRow key={i.id} invitation={i} />
                ))}
              </ul>
              <LoadMore
                shown={pending.items.length}
                total={pending.total}
                hasMore={pending.hasMore}
                loading={pending.loadingMore}
                onLoadMore={pending.loadMore}
                noun="pending invitations"
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
