import { getHeapStatistics } from 'node:v8';
import type {
  JobDurations,
  MetricKey,
  MetricsSnapshot,
  QueueDepth,
  RatedMetric,
  RequestSummary,
} from '#domain/system-dashboards';
import type { Deps } from '../../context';
import { dbProbeRecorder, probeDatabase } from '../../metrics/db-probe';
import { requestRecorder } from '../../metrics/request-metrics';
import { rate, THRESHOLDS, worst, type Threshold } from '../../metrics/thresholds';

const JOB_WINDOW_MINUTES = 60;
const PROBES_PER_SNAPSHOT = 3;

/** Jobs waiting or running per queue, from pg-boss's job table. */
export async function queueDepths(deps: Deps): Promise<QueueDepth[]> {
  const { rows } = await deps.database.query<{ name: string; state: string; count: number }>(
    `select name, state::text as state, count(*)::int as count from pgboss.job where state in ('created', 'retry', 'active') group by name, state order by name`,
    [],
  );
  const byName = new Map<string, QueueDepth>();
  for (const row of rows) {
    const entry = byName.get(row.name) ?? { name: row.name, created: 0, retry: 0, active: 0 };
    entry[row.state as 'created' | 'retry' | 'active'] = row.count;
    byName.set(row.name, entry);
  }
  return [...byName.values()];
}

/** Enqueue-to-finish durations of AI jobs that finished in the last hour (all companies). */
export async function aiJobDurations(deps: Deps): Promise<JobDurations> {
  const since = new Date(deps.clock.now().getTime() - JOB_WINDOW_MINUTES * 60_000);
  const { rows } = await deps.database.query<{ count: number; failed: number; p50: number | null; p95: number | null }>(
    `select count(*)::int as count,
            count(*) filter (where status = 'failed')::int as failed,
            percentile_cont(0.5) within group (order by extract(epoch from (finished_at - created_at)) * 1000)::float8 as p50,
            percentile_cont(0.95) within group (order by extract(epoch from (finished_at - created_at)) * 1000)::float8 as p95
       from ai_jobs where finished_at is not null and finished_at >= $1`,
    [since.toISOString()],
  );
  const row = rows[0];
  const round = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    windowMinutes: JOB_WINDOW_MINUTES,
    count: row?.count ?? 0,
    failed: row?.failed ?? 0,
    p50Ms: round(row?.p50),
    p95Ms: round(row?.p95),
  };
}

function memory() {
  const usage = process.memoryUsage();
  const heapLimit = getHeapStatistics().heap_size_limit;
  return { ...usage, heapLimit, heapUsedRatio: Math.round((usage.heapUsed / heapLimit) * 1000) / 1000 };
}

function rated(key: MetricKey, label: string, value: number | null, note: string): RatedMetric {
  const threshold: Threshold = THRESHOLDS[key];
  return {
    key,
    label,
    value,
    unit: threshold.unit,
    status: rate(value, threshold),
    warning: threshold.warning,
    critical: threshold.critical,
    note,
  };
}

/** The live figures of this process and the shared database, each rated good / warning / critical. */
export async function metricsSnapshot(deps: Deps): Promise<MetricsSnapshot> {
  for (let i = 0; i < PROBES_PER_SNAPSHOT; i++) await probeDatabase(deps.database);
  const requests: { last5m: RequestSummary; last15m: RequestSummary } = {
    last5m: requestRecorder.summarize(5),
    last15m: requestRecorder.summarize(15),
  };
  const queues = await queueDepths(deps);
  const backlog = queues.reduce((sum, q) => sum + q.created + q.retry, 0);
  const jobDurations = await aiJobDurations(deps);
  const database = dbProbeRecorder.summarize(15);
  const mem = memory();
  const metrics: RatedMetric[] = [
    rated(
      'requestP95Ms',
      'Request latency p95',
      requests.last5m.p95,
      `${requests.last5m.count} requests in the last 5 minutes`,
    ),
    rated(
      'errorRate',
      'Server error rate',
      requests.last5m.count ? requests.last5m.errorRate : null,
      '5xx answers in the last 5 minutes',
    ),
    rated('queueBacklog', 'Queue backlog', backlog, 'Jobs waiting (created or retry) in all queues'),
    rated(
      'jobDurationP95Ms',
      'AI job duration p95',
      jobDurations.p95Ms,
      `${jobDurations.count} AI jobs finished in the last hour`,
    ),
    rated(
      'dbProbeP95Ms',
      'Database round trip p95',
      database.p95,
      `${database.samples} probes (select 1) in the last 15 minutes`,
    ),
    rated('heapUsedRatio', 'Heap used', mem.heapUsedRatio, 'Share of the V8 heap limit in use'),
  ];
  return {
    generatedAt: new Date().toISOString(),
    scope: {
      pid: process.pid,
      note: 'Request, database and memory figures are for this process only; queue and job figures come from the shared database.',
    },
    status: worst(metrics.map((m) => m.status)),
    metrics,
    requests,
    queue: { queues, backlog, jobDurations },
    database,
    memory: mem,
  };
}
