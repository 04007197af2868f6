import { useEffect } from 'react';
import { ShieldAlert } from 'lucide-react';
import { toast } from 'sonner';
import { useAuth } from '../../../app/auth-context';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SECURITY_LOAD_FAILED, useSecurityData } from '../api/use-security';
import { AccessLogList } from '../components/access-log-list';
import { useSuppression } from '../api/use-suppression';
import { AuthEventsList } from '../components/auth-events-list';
import { ForgetByEmailCard } from '../components/forget-by-email-card';
import { SuppressionCard } from '../components/suppression-card';
import { SecurityFeatures } from '../components/security-features';
import { SecurityTiles } from '../components/security-tiles';

/** /dashboard/security: company owners and admins, and platform admins (the server enforces the same rule). */
export function SecurityDashboardPage() {
  const { currentRole, isAdmin, currentCompany } = useAuth();
  const allowed = currentRole === 'owner' || currentRole === 'admin' || isAdmin;
  const { overview, accessLogs, authEvents, failed } = useSecurityData(allowed);
  // The do-not-contact list and erasure are the company's owners' and admins' duty (the server checks the same).
  const managesPeople = currentRole === 'owner' || currentRole === 'admin';
  const suppression = useSuppression(managesPeople);

  useEffect(() => {
    if (failed) toast.error(SECURITY_LOAD_FAILED);
  }, [failed]);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Security Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Contact data protection and access activity{currentCompany ? ` for ${currentCompany.name}` : ''}.
        </p>
      </div>

      {!allowed ? (
        <Alert variant="destructive" data-testid="security-access-denied">
          <ShieldAlert className="size-4" aria-hidden="true" />
          <AlertTitle>Access Restricted</AlertTitle>
          <AlertDescription>
            You need one of these roles: owner, admin (company) or admin, super_admin (platform)
          </AlertDescription>
        </Alert>
      ) : (
        <>
          {failed && (
            <Alert variant="destructive">
              <AlertTitle>{SECURITY_LOAD_FAILED}</AlertTitle>
              <AlertDescription>Some figures below may be missing. Reload the page to try again.</AlertDescription>
            </Alert>
          )}
          <SecurityTiles data={overview.data} loading={overview.isPending} />
          <Tabs defaultValue="features" className="gap-4">
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="features">Security Features</TabsTrigger>
              <TabsTrigger value="access">Contact Access</TabsTrigger>
              <TabsTrigger value="auth">Auth Events</TabsTrigger>
              {managesPeople && <TabsTrigger value="do-not-contact">Do Not Contact</TabsTrigger>}
            </TabsList>
            <TabsContent value="features">
              <SecurityFeatures />
            </TabsContent>
            <TabsContent value="access">
              <AccessLogList list={accessLogs} />
            </TabsContent>
            <TabsContent value="auth">
              <AuthEventsList list={authEvents} />
            </TabsContent>
            {managesPeople && (
              <TabsContent value="do-not-contact" className="space-y-4">
                <SuppressionCard suppression={suppression} />
                <ForgetByEmailCard suppression={suppression} />
              </TabsContent>
            )}
          </Tabs>
        </>
      )}
    </div>
  );
}
