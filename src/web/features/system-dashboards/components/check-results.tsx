import type { CheckRun } from '#domain/system-dashboards';
import { formatDuration } from '../lib/system-format';
import { StatusBadge, type SystemStatus } from './status-badge';

type Row = { name: string; status: SystemStatus; durationMs: number | null; detail: string };

/** Rows for every known check: the last run's results, all running while a run is under way, pending before the first. */
export function checkRows(names: readonly string[], run: CheckRun | null, running: boolean): Row[] {
  return names.map((name) => {
    if (running) return { name, status: 'running', durationMs: null, detail: 'Running…' };
    const result = run?.results.find((r) => r.name === name);
    if (!result) return { name, status: 'pending', durationMs: null, detail: 'Not run yet' };
    return { name, status: result.status, durationMs: result.durationMs, detail: result.detail };
  });
}

export function CheckResults({ rows }: { rows: Row[] }) {
  return (
    <ul className="divide-y rounded-lg border" data-testid="check-results">
      {rows.map((row) => (
        <li
          key={row.name}
          data-testid="check-row"
          data-check={row.name}
          className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_6.5rem_5rem_1fr] sm:items-center sm:gap-4"
        >
          <span className="font-medium">{row.name}</span>
          <span className="flex items-center justify-between gap-2 sm:contents">
            <StatusBadge status={row.status} />
            <span className="text-sm text-muted-foreground tabular-nums sm:text-right" data-testid="check-duration">
              {formatDuration(row.durationMs)}
            </span>
          </span>
          <span className="text-sm break-words text-muted-foreground">{row.detail}</span>
        </li>
      ))}
    </ul>
  );
}
