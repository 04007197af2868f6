import { AlertTriangle, Building2, CalendarClock, Loader2, Mail } from 'lucide-react';
import type { InvitationLookup } from '#domain/invitations';
import { INVITE_MSG } from '#domain/invitations';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

type Props = {
  invitation: InvitationLookup;
  signedInEmail: string;
  accepting: boolean;
  onAccept: () => void;
  onDecline: () => void;
};

/** The invitation: company, role badge, expiry, invited e-mail, a warning when signed in as someone else, Accept and Decline. */
export function InvitationCard({ invitation, signedInEmail, accepting, onAccept, onDecline }: Props) {
  const mismatch = signedInEmail.toLowerCase() !== invitation.email.toLowerCase();
  const { company } = invitation;
  return (
    <Card className="w-full max-w-md" data-testid="invitation-card">
      <CardHeader className="justify-items-center gap-3 text-center">
        {company.logoUrl ? (
          <img src={company.logoUrl} alt="" className="size-14 rounded-xl border object-contain" />
        ) : (
          <span
            className="brand-gradient flex size-14 items-center justify-center rounded-xl text-white"
            aria-hidden="true"
          >
            <Building2 className="size-7" />
          </span>
        )}
        <h1 className="text-xl leading-tight font-semibold">You're invited to join {company.name}</h1>
        <CardDescription>Accept to start working in this company's Scoutline workspace.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="flex flex-col gap-3 rounded-lg border p-4 text-sm">
          <div className="flex min-w-0 items-center justify-between gap-3">
            <dt className="shrink-0 text-muted-foreground">Role</dt>
            <dd>
              <Badge className="capitalize" data-testid="invite-role">
                {invitation.role}
              </Badge>
            </dd>
          </div>
          <div className="flex min-w-0 items-center justify-between gap-3">
            <dt className="flex shrink-0 items-center gap-1.5 text-muted-foreground">
              <CalendarClock className="size-4" aria-hidden="true" /> Expires
            </dt>
            <dd className="min-w-0 text-right" data-testid="invite-expiry">
              {formatDateTime(invitation.expiresAt)}
            </dd>
          </div>
          <div className="flex min-w-0 items-center justify-between gap-3">
            <dt className="flex shrink-0 items-center gap-1.5 text-muted-foreground">
              <Mail className="size-4" aria-hidden="true" /> Invited email
            </dt>
            <dd className="min-w-0 truncate font-medium" data-testid="invite-email">
              {invitation.email}
            </dd>
          </div>
        </dl>
        {mismatch ? (
          <Alert variant="destructive" data-testid="email-mismatch">
            <AlertTriangle />
            <AlertDescription>
              {INVITE_MSG.differentEmail}. You are signed in as {signedInEmail}; sign in as {invitation.email} to accept
              it.
            </AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col gap-2 sm:flex-row-reverse">
        <Button className="w-full sm:flex-1" onClick={onAccept} disabled={accepting || mismatch}>
          {accepting ? <Loader2 className="size-4 animate-spin" /> : null}
          Accept Invitation
        </Button>
        <Button variant="outline" className="w-full sm:flex-1" onClick={onDecline} disabled={accepting}>
          Decline
        </Button>
      </CardFooter>
    </Card>
  );
}
