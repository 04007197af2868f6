import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { afterSignInPath } from '../lib/after-sign-in';
import { useOAuthErrorToast } from '../lib/oauth-error';
import { useAuth } from '../../../app/auth-context';
import { useHostBranding } from '../../../app/branding/use-host-branding';
import { CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { AuthBackdrop } from '../components/auth-backdrop';
import { AuthBrand } from '../components/auth-brand';
import { SignInForm } from '../components/sign-in-form';
import { AuthTabs, type AuthTab } from '../components/auth-tabs';
import { LazySignUpForm } from '../components/lazy-sign-up-form';

type Tab = 'signin' | 'signup';
// A visited form stays mounted, so typed input and the "check your inbox" panel survive tab switches.
const TABS: AuthTab<Tab>[] = [
  { value: 'signin', label: 'Sign In', panel: <SignInForm /> },
  { value: 'signup', label: 'Sign Up', panel: <LazySignUpForm /> },
];

/**
 * /auth: sign in (default) or sign up; a signed-in visitor goes on to company onboarding.
 * On a company's custom domain it wears that company's logo, name, colours and login background.
 */
export function AuthPage() {
  const { loading, user } = useAuth();
  const location = useLocation();
  const host = useHostBranding();
  useOAuthErrorToast();
  const [tab, setTab] = useState<Tab>('signin');
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set(['signin']));
  const select = (next: Tab) => {
    setTab(next);
    setVisited((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  };
  if (user) return <Navigate to={afterSignInPath(location.state)} replace />;
  const background = host.branding?.loginBackgroundUrl ?? null;

  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-background px-4 py-10 sm:py-16">
      <AuthBackdrop backgroundUrl={background} />
      <div className="relative w-full max-w-md space-y-6">
        <AuthBrand branding={host.branding} loading={host.loading} />
        {/* The Card's look with its own gap and shadow written out: no class to override (see lib/cn.ts). */}
        <div
          data-slot="card"
          className="flex flex-col gap-4 rounded-xl border bg-card py-6 text-card-foreground shadow-xl"
        >
          <CardHeader className="text-center">
            {/* CardTitle's leading-none would contend with text-xl's line height. */}
            <h3 data-slot="card-title" className="text-xl font-semibold">
              Welcome
            </h3>
            <CardDescription>Sign in to your account or create a new one</CardDescription>
          </CardHeader>
          <CardContent>
            {loading ? (
              <div className="flex justify-center py-16" role="status" aria-label="Loading">
                <Loader2 className="size-6 animate-spin text-primary" />
              </div>
            ) : (
              <AuthTabs tabs={TABS} selected={tab} visited={visited} onSelect={select} />
            )}
          </CardContent>
        </div>
        <p className={cn('text-center text-xs', background ? 'text-white/85' : 'text-muted-foreground')}>
          By continuing you agree to use Scoutline for legitimate business prospecting. Sign-up requires a work email.
        </p>
      </div>
    </main>
  );
}
