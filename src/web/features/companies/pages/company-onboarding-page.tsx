import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Building2, LogOut } from 'lucide-react';
import { PENDING_INVITE_STORAGE_KEY } from '#domain/invitations';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { CompanyList } from '../components/company-list';
import { CreateCompanyForm } from '../components/create-company-form';
import { InviteLinkView } from '../components/invite-link-view';

/** A token remembered by /accept-invite while the visitor signed in or signed up. */
function pendingInviteToken(): string | null {
  try {
    return localStorage.getItem(PENDING_INVITE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Company selection or creation; also where the e-mail verification link lands. With a current
 * company it goes straight to the dashboard, unless the visitor came to pick or create one (?new=1) or
 * opened a company invite link (?company={slug}). An invitation remembered during sign-in resumes first.
 */
export function CompanyOnboardingPage() {
  const { currentCompany, memberships, user, signOut } = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const inviteSlug = params.get('company');
  const explicit = params.has('new') || inviteSlug !== null;
  const [creating, setCreating] = useState(params.get('new') === 'create');
  const pendingToken = inviteSlug === null ? pendingInviteToken() : null;

  if (pendingToken) return <Navigate to={`/accept-invite?token=${encodeURIComponent(pendingToken)}`} replace />;
  if (currentCompany && !explicit) return <Navigate to="/dashboard" replace />;
  const hasMemberships = memberships.length > 0;
  const showCreate = creating || !hasMemberships;

  return (
    <div className="min-h-screen bg-muted/40">
      <header className="flex items-center justify-between px-6 py-4">
        <div className="flex items-center gap-2 font-semibold">
          <span className="brand-gradient flex size-8 items-center justify-center rounded-lg text-white">
            <Building2 className="size-4" />
          </span>
          Scoutline
        </div>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className="hidden sm:inline">{user?.email}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={async () => {
              await signOut();
              navigate('/auth');
            }}
          >
            <LogOut className="size-4" /> Sign out
          </Button>
        </div>
      </header>
      <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
        {inviteSlug !== null ? (
          <InviteLinkView slug={inviteSlug} onBack={() => setParams({ new: '1' }, { replace: true })} />
        ) : showCreate ? (
          <CreateCompanyForm onBack={hasMemberships ? () => setCreating(false) : undefined} />
        ) : (
          <CompanyList memberships={memberships} onCreate={() => setCreating(true)} />
        )}
      </main>
    </div>
  );
}
