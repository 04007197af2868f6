import { Loader2, Radar } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { afterSignInPath } from '../lib/after-sign-in';
import { useAuth } from '../../../app/auth-context';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

/** /auth: sign in (default) or sign up; a signed-in visitor goes on to company onboarding. */
export function AuthPage() {
  const { loading, user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={afterSignInPath(location.state)} replace />;

  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-background px-4 py-10 sm:py-16">
      <div aria-hidden="true" className="brand-gradient pointer-events-none absolute inset-x-0 top-0 h-80 [mask-image:linear-gradient(to_bottom,black_55%,transparent)] sm:h-96" />
      <div className="relative w-full max-w-md space-y-6">
        <Link to="/" className="flex flex-col items-center gap-2 text-white">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-white/15 shadow-lg ring-1 ring-white/30">
            <Radar className="size-6" aria-hidden="true" />
          </span>
          <span className="text-2xl font-bold tracking-tight">Scoutline</span>
          <span className="text-sm text-white/80">Sales Intelligence</span>
        </Link>
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
        <p className="text-center text-xs text-muted-foreground">
          By continuing you agree to use Scoutline for legitimate business prospecting. Sign-up requires a work email.
        </p>
      </div>
    </main>
  );
}
