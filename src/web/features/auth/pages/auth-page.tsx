import { Loader2 } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { afterSignInPath } from '../lib/after-sign-in';
import { useOAuthErrorToast } from '../lib/oauth-error';
import { useAuth } from '../../../app/auth-context';
import { useHostBranding } from '../../../app/branding/use-host-branding';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { AuthBackdrop } from '../components/auth-backdrop';
import { AuthBrand } from '../components/auth-brand';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

/**
 * /auth: sign in (default) or sign up; a signed-in visitor goes on to company onboarding.
 * On a company's custom domain it wears that company's logo, name, colours and login background.
 */
export function AuthPage() {
  const { loading, user } = useAuth();
  const location = useLocation();
  const host = useHostBranding();
  useOAuthErrorToast();
  if (user) return <Navigate to={afterSignInPath(location.state)} replace />;
  const background = host.branding?.loginBackgroundUrl ?? null;

  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-background px-4 py-10 sm:py-16">
      <AuthBackdrop backgroundUrl={background} />
      <div className="relative w-full max-w-md space-y-6">
        <AuthBrand branding={host.branding} loading={host.loading} />
        <Card className="gap-4 shadow-xl">
          <CardHeader className="text-center">
            <CardTitle className="text-xl">Welcome</CardTitle>
            <CardDescription>Sign in to your account or create a new one</CardDescription>
          </CardHeader>
          <CardContent>
            {loading ? (
              <div className="flex justify-center py-16" role="status" aria-label="Loading">
                <Loader2 className="size-6 animate-spin text-primary" />
              </div>
            ) : (
              <Tabs defaultValue="signin" className="gap-5">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                </TabsList>
                {/* Both forms stay mounted so typed input and the "check your inbox" panel survive tab switches. */}
                <TabsContent value="signin" forceMount className="data-[state=inactive]:hidden">
                  <SignInForm />
                </TabsContent>
                <TabsContent value="signup" forceMount className="data-[state=inactive]:hidden">
                  <SignUpForm />
                </TabsContent>
              </Tabs>
            )}
          </CardContent>
        </Card>
        <p className={cn('text-center text-xs', background ? 'text-white/85' : 'text-muted-foreground')}>
          By continuing you agree to use Scoutline for legitimate business prospecting. Sign-up requires a work email.
        </p>
      </div>
    </main>
  );
}
