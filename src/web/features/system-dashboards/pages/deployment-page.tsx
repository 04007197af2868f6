import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeployment } from '../api/use-system';
import { BuildCard } from '../components/build-card';
import { DependencyList } from '../components/dependency-list';
import { PageHeader } from '../components/page-header';
import { RefreshButton } from '../components/refresh-button';
import { StatusBadge } from '../components/status-badge';
import { TechSupportGate } from '../components/tech-support-gate';

function DeploymentDashboard() {
  const deployment = useDeployment();
  const data = deployment.data;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title="Deployment Monitoring"
        description="The build this server is running and the health of everything it depends on."
      >
        <RefreshButton
          onRefresh={() => void deployment.refetch()}
          fetching={deployment.isFetching}
          updatedAt={deployment.dataUpdatedAt}
        />
      </PageHeader>
      {deployment.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : !data ? (
        <p className="text-sm text-destructive">Deployment data could not be loaded.</p>
      ) : (
        <>
          <BuildCard deployment={data} />
          <Card>
            <CardHeader>
              <CardTitle className="flex flex-wrap items-center gap-2">
                Environment health <StatusBadge status={data.status} />
              </CardTitle>
              <CardDescription>
                Each dependency is probed on every refresh: healthy, degraded (working with a limitation) or down.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <DependencyList dependencies={data.dependencies} />
            </CardContent>
          </Card>
        </>
      )}
      <Alert>
        <Info className="size-4" />
        <AlertDescription>
          Deployments happen outside the app (your CI, or restarting the server with a new build), so this page shows
          what is running and offers no Deploy or Rollback buttons: they could not do anything real here.
        </AlertDescription>
      </Alert>
    </div>
  );
}

export function DeploymentPage() {
  return (
    <TechSupportGate>
      <DeploymentDashboard />
    </TechSupportGate>
  );
}
