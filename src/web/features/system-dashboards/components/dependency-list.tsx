import type { DependencyHealth } from '#domain/system-dashboards';
import { formatDuration } from '../lib/system-format';
import { StatusBadge } from './status-badge';

/** Each dependency's health (healthy / degraded / down), how long the probe took and why. */
export function DependencyList({ dependencies }: { dependencies: DependencyHealth[] }) {
  return (
    <ul className="divide-y rounded-lg border" data-testid="dependency-list">
      {dependencies.map((dep) => (
        <li
          key={dep.name}
          data-testid="dependency-row"
          data-dependency={dep.name}
          className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_6.5rem_5rem_1fr] sm:items-center sm:gap-4"
        >
          <span className="font-medium">{dep.name}</span>
          <span className="flex items-center justify-between gap-2 sm:contents">
            <StatusBadge status={dep.status} />
            <span className="text-sm text-muted-foreground tabular-nums sm:text-right">
              {formatDuration(dep.latencyMs)}
            </span>
          </span>
          <span className="text-sm break-words text-muted-foreground">{dep.detail}</span>
        </li>
      ))}
    </ul>
  );
}
