import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2, Loader2, LogIn, Users, XCircle } from 'lucide-react';
import { ACCEPT_REDIRECT_MS, INVITE_MSG } from '#domain/invitations';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useAcceptInvitation, useInvitationLookup } from '../api/use-invitation';
import { InvitationCard } from '../components/invitation-card';
import { InviteShell } from '../components/invite-shell';
import { StatusCard } from '../components/status-card';
import { forgetPendingInvite, rememberPendingInvite } from '../lib/pending-invite';

function Invalid({ message }: { message: string }) {
  return (
    <StatusCard
      testId="invite-invalid"
      tone="danger"
      icon={<XCircle />}
      title="Invitation unavailable"
      description={message}
    >
      <Button asChild>
        <Link to="/">Go to Homepage</Link>
      </Button>
    </StatusCard>
  );
}

/** /accept-invite?token=…: loading, invalid, sign-in required, the invitation, already a member, and success. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const auth = useAuth();
  const lookup = useInvitationLookup(token);
  const accept = useAcceptInvitation();
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    if (!accepted) return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), ACCEPT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [accepted, navigate]);

  // Once a signed-in user has seen the invitation (or it is unusable), the remembered token has done its job.
  const settled = Boolean(auth.user && (lookup.data || lookup.isError));
  useEffect(() => {
    if (settled) forgetPendingInvite();
  }, [settled]);

  if (!token)
    return (
      <InviteShell>
        <Invalid message={INVITE_MSG.invalidLink} />
      </InviteShell>
    );
  if (accepted) {
    return (
      <InviteShell>
        <StatusCard
          testId="invite-success"
          tone="success"
          icon={<CheckCircle2 />}
          title="Welcome aboard!"
          description={`You joined ${lookup.data?.company.name ?? 'the company'}. Taking you to your dashboard…`}
        />
      </InviteShell>
    );
  }
  if (lookup.isPending || auth.loading) {
    return (
      <InviteShell>
        <div
          className="flex flex-col items-center gap-3 text-muted-foreground"
          role="status"
          data-testid="invite-loading"
        >
          <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
          Loading invitation…
        </div>
      </InviteShell>
    );
  }
  if (lookup.isError) {
    const message =
      lookup.error instanceof ApiError && lookup.error.status === 404 ? INVITE_MSG.notFound : INVITE_MSG.loadFailed;
    return (
      <InviteShell>
        <Invalid message={message} />
      </InviteShell>
    );
  }
  const invitation = lookup.data;
  if (invitation.status === 'expired')
    return (
      <InviteShell>
        <Invalid message={INVITE_MSG.expired} />
      </InviteShell>
    );

  if (!auth.user) {
    return (
      <InviteShell>
        <StatusCard
          testId="invite-sign-in"
          icon={<LogIn />}
          title="Sign in to accept"
          description={`You've been invited to join ${invitation.company.name}. Sign in or create an account with ${invitation.email} to accept the invitation.`}
        >
          <Button asChild onClick={() => rememberPendingInvite(token)}>
            <Link to="/auth">Sign In to Accept</Link>
          </Button>
        </StatusCard>
      </InviteShell>
    );
  }

  if (auth.memberships.some((m) => m.companyId === invitation.company.id)) {
    return (
      <InviteShell>
        <StatusCard
          testId="invite-member"
          icon={<Users />}
          title="Already a member"
          description={`${INVITE_MSG.alreadyMember}: ${invitation.company.name}.`}
        >
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </StatusCard>
      </InviteShell>
    );
  }

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: () => {
        // Success first: the refreshed memberships would otherwise flash the already-a-member state.
        setAccepted(true);
        void auth.refresh();
      },
      onError: (error) =>
        toast.error(INVITE_MSG.acceptFailed, {
          description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
        }),
    });

  return (
    <InviteShell>
      <InvitationCard
        invitation={invitation}
        signedInEmail={auth.user.email}
        accepting={accept.isPending}
        onAccept={onAccept}
        onDecline={() => navigate('/')}
      />
    </InviteShell>
  );
}
