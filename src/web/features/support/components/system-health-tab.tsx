import { RefreshCw } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useSystemHealth } from '../api/use-support';
import type { HealthStatus, SystemHealth } from '../api/support-types';

const BADGE: Record<HealthStatus, string> = {
  healthy: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  warning: 'border-amber-600/30 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  error: 'border-destructive/40 bg-destructive/10 text-destructive',
};

const uptime = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
};

const METRICS: { label: string; value: (m: NonNullable<SystemHealth['metrics']>) => string }[] = [
  { label: 'Database latency', value: (m) => `${m.databaseLatencyMs} ms` },
  { label: 'Profiles', value: (m) => m.totalProfiles.toLocaleString('en-US') },
  { label: 'Active users (24h)', value: (m) => m.activeUsers24h.toLocaleString('en-US') },
  { label: 'New profiles (24h)', value: (m) => m.newProfiles24h.toLocaleString('en-US') },
  { label: 'Analysis sessions (24h)', value: (m) => m.analysisSessions24h.toLocaleString('en-US') },
  { label: 'Contacts discovered (24h)', value: (m) => m.contactsDiscovered24h.toLocaleString('en-US') },
  { label: 'Failed AI jobs (24h)', value: (m) => m.failedJobs24h.toLocaleString('en-US') },
  { label: 'Queued or running jobs', value: (m) => `${m.pendingJobs} (${m.stalledJobs} stalled)` },
  { label: 'Uptime', value: (m) => uptime(m.uptimeSeconds) },
  { label: 'Memory', value: (m) => `${m.memoryMb} MB` },
];

/** System Health: a healthy / warning / error badge and live metrics; error when they fail to load. */
export function SystemHealthTab() {
  const { data, isPending, isError, isFetching, refetch } = useSystemHealth();
  const status: HealthStatus = isError ? 'error' : (data?.status ?? 'healthy');
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            System Health
            {isPending ? null : (
              <Badge variant="outline" data-testid="health-badge" className={cn('capitalize', BADGE[status])}>
                {status}
              </Badge>
            )}
          </CardTitle>
          <CardDescription>
            {data
              ? `Checked ${formatDateTime(data.checkedAt)} · refreshes every 5 minutes`
              : 'Refreshes every 5 minutes'}
          </CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : !data?.metrics ? (
          <p className="text-sm text-destructive">{data?.error ?? 'Failed to load some system metrics'}</p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {METRICS.map(({ label, value }) => (
              <div key={label} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums">{value(data.metrics!)}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
