import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { RatedMetric } from '#domain/system-dashboards';
import { formatMetricValue, thresholdFill } from '../lib/system-format';
import { StatusBadge } from './status-badge';

const BAR = { good: 'bg-emerald-500', warning: 'bg-amber-500', critical: 'bg-red-500' } as const;

/** One live metric: value, status, a bar against the critical limit, and the limits themselves. */
function MetricCard({ metric }: { metric: RatedMetric }) {
  const fill = thresholdFill(metric.value, metric.critical);
  return (
    <Card className="gap-3 p-4" data-testid="metric-card" data-metric={metric.key} data-status={metric.status}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{metric.label}</h3>
        <StatusBadge status={metric.status} />
      </div>
      <p className="text-2xl font-semibold tabular-nums" data-testid="metric-value">
        {formatMetricValue(metric.value, metric.unit)}
      </p>
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={`${fill}% of the critical limit`}
      >
        <div
          className={cn('h-full rounded-full transition-all', BAR[metric.status])}
          style={{ width: `${Math.max(fill, metric.value === null ? 0 : 2)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Warning at {formatMetricValue(metric.warning, metric.unit)}, critical at{' '}
        {formatMetricValue(metric.critical, metric.unit)}
      </p>
      <p className="text-xs text-muted-foreground">{metric.note}</p>
    </Card>
  );
}

export function MetricCards({ metrics }: { metrics: RatedMetric[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="metric-cards">
      {metrics.map((metric) => (
        <MetricCard key={metric.key} metric={metric} />
      ))}
    </div>
  );
}
