import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Building2, Loader2, MailQuestion } from 'lucide-react';
import { INVITE_MSG, type CompanyBySlug } from '#domain/invitations';
import { useAuth } from '../../../app/auth-context';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { api, ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';

/**
 * The company invite link (/company-onboarding?company={slug}): shows the company and, when the signed-in
 * user has a pending invitation to it, lets them accept. Without an invitation nobody joins.
 */
export function InviteLinkView({ slug, onBack }: { slug: string; onBack: () => void }) {
  const { user, refresh, selectCompany } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['company-by-slug', slug],
    queryFn: () => api<CompanyBySlug>(`/companies/by-slug/${encodeURIComponent(slug)}`),
    retry: false,
  });

  if (query.isPending) return <Skeleton className="h-56 w-full rounded-xl" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert variant="destructive" data-testid="invite-link-error">
        <AlertDescription>
          {missing
            ? 'This invite link does not match any company. Check the link with the person who shared it.'
            : 'Failed to load the company. Please try again.'}
        </AlertDescription>
        <Button variant="outline" size="sm" className="mt-3 w-fit" onClick={onBack}>
          Back to Companies
        </Button>
      </Alert>
    );
  }
  const { company, isMember, invitation } = query.data;

  const open = async () => {
    setBusy(true);
    try {
      if (invitation && !isMember) {
        await api('/invitations/accept', { body: { invitationId: invitation.id } });
        toast.success('Welcome aboard!', { description: `You joined ${company.name}.` });
      }
      await refresh();
      // The visitor chose this company through its link, so it becomes the one they work in.
      await selectCompany(company.id);
      navigate('/dashboard');
    } catch (error) {
      toast.error(INVITE_MSG.acceptFailed, {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="invite-link-view">
      <CardHeader className="flex flex-row items-center gap-4">
        {company.logoUrl ? (
          <img src={company.logoUrl} alt="" className="size-12 rounded-lg border object-contain" />
        ) : (
          <span
            className="brand-gradient flex size-12 shrink-0 items-center justify-center rounded-lg text-white"
            aria-hidden="true"
          >
            <Building2 className="size-6" />
          </span>
        )}
        <div className="min-w-0">
          <CardTitle className="truncate text-2xl" data-testid="invite-link-company">
            {company.name}
          </CardTitle>
          <CardDescription className="mt-1">
            {window.location.host}/{company.slug}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {isMember ? (
          <p data-testid="invite-link-member">You are already a member of {company.name}.</p>
        ) : invitation ? (
          <div className="flex flex-col gap-2 rounded-lg border p-4" data-testid="invite-link-invitation">
            <p>
              You have been invited to join as <Badge className="capitalize">{invitation.role}</Badge>
            </p>
            <p className="text-muted-foreground">The invitation expires {formatDateTime(invitation.expiresAt)}.</p>
          </div>
        ) : (
          <div className="flex gap-3 rounded-lg border border-dashed p-4" data-testid="invite-link-none">
            <MailQuestion className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p>
              You need an invitation to join {company.name}. Ask an owner or admin of {company.name} to invite{' '}
              <strong>{user?.email}</strong>, then open this link again.
            </p>
          </div>
        )}
      </CardContent>
      <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back to Companies
        </Button>
        {isMember || invitation ? (
          <Button onClick={open} disabled={busy}>
            {busy ? <Loader2 className="size-4 animate-spin" /> : null}
            {isMember ? `Open ${company.name}` : 'Accept Invitation'}
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
