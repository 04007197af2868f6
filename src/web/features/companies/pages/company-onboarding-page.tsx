import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Building2, LogOut } from 'lucide-react';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { CompanyList } from '../components/company-list';
import { CreateCompanyForm } from '../components/create-company-form';

/**
 * Company selection or creation; also where the e-mail verification link lands. With a current
 * company it goes straight to the dashboard, unless the visitor came to pick or create one (?new=1).
 */
export function CompanyOnboardingPage() {
  const { currentCompany, memberships, user, signOut } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const explicit = params.has('new');
  const [creating, setCreating] = useState(params.get('new') === 'create');

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
        {showCreate ? (
          <CreateCompanyForm onBack={hasMemberships ? () => setCreating(false) : undefined} />
        ) : (
          <CompanyList memberships={memberships} onCreate={() => setCreating(true)} />
        )}
      </main>
    </div>
  );
}
