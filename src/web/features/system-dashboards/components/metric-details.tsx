import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { MetricsSnapshot } from '#domain/system-dashboards';
import { formatBytes, formatDuration, formatPercent } from '../lib/system-format';

const cell = 'px-3 py-2 text-right tabular-nums';

/** Requests over 5 and 15 minutes, queues and job durations, and memory, in plain tables. */
export function MetricDetails({ snapshot }: { snapshot: MetricsSnapshot }) {
  const { requests, queue, memory } = snapshot;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="min-w-0 gap-3 lg:col-span-2">
        <CardHeader>
          <CardTitle>Requests (this process)</CardTitle>
        </CardHeader>
        <CardContent
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Requests in the last 5 and 15 minutes"
        >
          <table className="w-full min-w-[36rem] text-sm" data-testid="request-table">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th className="px-3 py-2 text-left font-medium">Window</th>
                {['Requests', 'Per min', 'p50', 'p95', 'p99', '5xx', '4xx'].map((h) => (
                  <th key={h} className="px-3 py-2 text-right font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {[requests.last5m, requests.last15m].map((r) => (
                <tr key={r.windowMinutes}>
                  <td className="px-3 py-2">Last {r.windowMinutes} min</td>
                  <td className={cell}>{r.count}</td>
                  <td className={cell}>{r.perMinute}</td>
                  <td className={cell}>{formatDuration(r.p50)}</td>
                  <td className={cell}>{formatDuration(r.p95)}</td>
                  <td className={cell}>{formatDuration(r.p99)}</td>
                  <td className={cell}>{formatPercent(r.errorRate)}</td>
                  <td className={cell}>{formatPercent(r.clientErrorRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card className="min-w-0 gap-3">
        <CardHeader>
          <CardTitle>Job queue</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {queue.queues.length === 0 ? (
            <p className="text-muted-foreground">No jobs waiting or running.</p>
          ) : (
            <ul className="divide-y rounded-md border" data-testid="queue-list">
              {queue.queues.map((q) => (
                <li key={q.name} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span className="font-medium">{q.name}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {q.created} waiting · {q.retry} retrying · {q.active} running
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-muted-foreground">
            AI jobs finished in the last hour: {queue.jobDurations.count} ({queue.jobDurations.failed} failed); enqueue
            to finish p50 {formatDuration(queue.jobDurations.p50Ms)}, p95 {formatDuration(queue.jobDurations.p95Ms)}.
          </p>
        </CardContent>
      </Card>
      <Card className="min-w-0 gap-3">
        <CardHeader>
          <CardTitle>Memory (this process)</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {[
              ['Resident set', formatBytes(memory.rss)],
              ['Heap used', formatBytes(memory.heapUsed)],
              ['Heap allocated', formatBytes(memory.heapTotal)],
              ['Heap limit', formatBytes(memory.heapLimit)],
              ['External', formatBytes(memory.external)],
              ['Array buffers', formatBytes(memory.arrayBuffers)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
