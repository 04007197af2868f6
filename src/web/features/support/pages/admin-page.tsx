import { Link } from 'react-router';
import { ArrowRight, UserCog } from 'lucide-react';
import { isSuperAdmin } from '#domain/roles';
import { useAuth } from '../../../app/auth-context';
import { AccessGuard } from '../../../app/impersonation/access-guard';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SubscriptionsTab } from '../components/subscriptions-tab';
import { SupportStatCards } from '../components/support-stat-cards';
import { SystemHealthTab } from '../components/system-health-tab';
import { UserLookup } from '../components/user-lookup';

function UserManagementTab() {
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <UserCog className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="space-y-1.5">
            <CardTitle>User Management</CardTitle>
            <CardDescription>
              Roles, e-mail verification and account deletion live on the User Management page (platform admins).
            </CardDescription>
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to="/dashboard/users">
            Open User Management
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
    </Card>
  );
}

/** /admin: the Tech Support Back Office (tech_support or super_admin; Subscriptions for super admin only). */
export function AdminPage() {
  const { realPlatformRoles } = useAuth();
  const superAdmin = isSuperAdmin(realPlatformRoles);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tech Support Back Office</h1>
        <p className="mt-1 text-muted-foreground">Look up users, troubleshoot their data and act on their behalf.</p>
      </div>
      <SupportStatCards />
      <Tabs defaultValue="lookup" className="gap-4">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
          <TabsTrigger value="lookup" className="flex-none">
            User Lookup
          </TabsTrigger>
          <TabsTrigger value="management" className="flex-none">
            User Management
          </TabsTrigger>
          {superAdmin ? (
            <TabsTrigger value="subscriptions" className="flex-none">
              Subscriptions
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="health" className="flex-none">
            System Health
          </TabsTrigger>
        </TabsList>
        <TabsContent value="lookup">
          <UserLookup />
        </TabsContent>
        <TabsContent value="management">
          <UserManagementTab />
        </TabsContent>
        {superAdmin ? (
          <TabsContent value="subscriptions">
            <AccessGuard requiredRoles={['super_admin']}>
              <SubscriptionsTab />
            </AccessGuard>
          </TabsContent>
        ) : null}
        <TabsContent value="health">
          <SystemHealthTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
