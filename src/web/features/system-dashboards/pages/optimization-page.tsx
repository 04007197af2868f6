import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMaintenance, useSystemMetrics } from '../api/use-system';
import { MaintenanceCard } from '../components/maintenance-card';
import { MetricCards } from '../components/metric-cards';
import { MetricDetails } from '../components/metric-details';
import { PageHeader } from '../components/page-header';
import { RefreshButton } from '../components/refresh-button';
import { StatusBadge } from '../components/status-badge';
import { TechSupportGate } from '../components/tech-support-gate';

function OptimizationDashboard() {
  const metrics = useSystemMetrics();
  const maintenance = useMaintenance();
  const data = metrics.data;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title="System Optimization"
        description={
          <>
            Live metrics rated good, warning or critical against fixed limits.{' '}
            {data && <StatusBadge status={data.status} className="ml-1 align-middle" />}
          </>
        }
      >
        <RefreshButton
          onRefresh={() => void metrics.refetch()}
          fetching={metrics.isFetching}
          updatedAt={metrics.dataUpdatedAt}
        />
      </PageHeader>
      {data && (
        <Alert>
          <Info className="size-4" />
          <AlertDescription data-testid="metrics-scope">
            Request, database and memory figures are measured in this server process only (PID {data.scope.pid}; the
            last 10,000 requests are kept in memory and reset on restart). Queue and job figures come from the shared
            database.
          </AlertDescription>
        </Alert>
      )}
      {metrics.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : !data ? (
        <p className="text-sm text-destructive">Optimization data could not be loaded.</p>
      ) : (
        <>
          <MetricCards metrics={data.metrics} />
          <MetricDetails snapshot={data} />
        </>
      )}
      <MaintenanceCard
        run={maintenance.mutateAsync}
        busyAction={maintenance.isPending ? (maintenance.variables ?? null) : null}
      />
    </div>
  );
}

export function OptimizationPage() {
  return (
    <TechSupportGate>
      <OptimizationDashboard />
    </TechSupportGate>
  );
}
