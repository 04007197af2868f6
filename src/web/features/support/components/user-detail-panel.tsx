import { useState } from 'react';
import { Loader2, ShieldCheck, UserRoundSearch, UserX } from 'lucide-react';
import { useAuth } from '../../../app/auth-context';
import { useImpersonationActions } from '../../../app/impersonation/use-impersonation-actions';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useUserDetail } from '../api/use-support';
import { ConfigsList, ContactsList, OrganizationsList, PitchesList } from './user-detail-lists';
import { UserOverview } from './user-detail-overview';

const TABS = ['Overview', 'AI Config', 'Organizations', 'Contacts', 'Pitches', 'Raw Data'] as const;

/** The user troubleshooting panel: everything the user owns, across companies, plus Impersonate User. */
export function UserDetailPanel({ userId }: { userId: string }) {
  const { data, isPending, notFound } = useUserDetail(userId);
  const { realUser } = useAuth();
  const { start } = useImpersonationActions();
  const [starting, setStarting] = useState(false);

  if (isPending) {
    return (
      <Card className="p-6" aria-busy="true">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-32 w-full" />
      </Card>
    );
  }
  if (notFound || !data) {
    return (
      <Card data-testid="user-not-found" className="items-center gap-2 p-10 text-center">
        <UserX className="size-8 text-muted-foreground" aria-hidden="true" />
        <h3 className="text-lg font-semibold">User Not Found</h3>
        <p className="text-sm text-muted-foreground">This user has no profile.</p>
      </Card>
    );
  }

  const { profile, roles, account } = data;
  const self = realUser?.id === profile.userId;
  const impersonate = async () => {
    setStarting(true);
    await start(profile.userId);
    setStarting(false);
  };

  return (
    <Card data-testid="user-detail-panel" className="gap-4">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h3 className="text-lg leading-tight font-semibold break-all" data-testid="detail-email">
            {profile.email}
          </h3>
          <p className="text-sm text-muted-foreground">
            {profile.username ?? 'No username'} ·{' '}
            {profile.companyName ?? data.memberships[0]?.companyName ?? 'No company'}
          </p>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={account.emailVerified ? 'secondary' : 'outline'}>
              {account.emailVerified ? 'Verified' : 'Unverified'}
            </Badge>
            {roles.map((role) => (
              <Badge key={role} variant="outline">
                {role}
              </Badge>
            ))}
            {profile.isProtected ? (
              <Badge variant="outline" className="gap-1">
                <ShieldCheck aria-hidden="true" />
                Protected
              </Badge>
            ) : null}
          </div>
        </div>
        <Button
          onClick={() => void impersonate()}
          disabled={starting || self || profile.isProtected}
          title={profile.isProtected ? 'Protected accounts cannot be impersonated' : undefined}
          className="w-full sm:w-auto"
        >
          {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserRoundSearch aria-hidden="true" />}
          Impersonate User
        </Button>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="Overview">
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="flex-none">
                {tab}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="Overview" className="pt-2">
            <UserOverview detail={data} />
          </TabsContent>
          <TabsContent value="AI Config" className="pt-2">
            <ConfigsList configs={data.configs} total={data.totals.configs} />
          </TabsContent>
          <TabsContent value="Organizations" className="pt-2">
            <OrganizationsList organizations={data.organizations} total={data.totals.organizations} />
          </TabsContent>
          <TabsContent value="Contacts" className="pt-2">
            <ContactsList contacts={data.contacts} total={data.totals.contacts} />
          </TabsContent>
          <TabsContent value="Pitches" className="pt-2">
            <PitchesList pitches={data.pitches} total={data.totals.pitches} />
          </TabsContent>
          <TabsContent value="Raw Data" className="pt-2">
            <pre
              data-testid="raw-data"
              className="max-h-[28rem] overflow-auto rounded-lg bg-muted p-4 font-mono text-xs leading-relaxed"
            >
              {JSON.stringify(data, null, 2)}
            </pre>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
