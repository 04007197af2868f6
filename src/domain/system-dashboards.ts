// What the Testing, Deployment and Optimization dashboards read from /api/system: the server builds these
// shapes (its modules are typed against them), the web renders them.

export type CheckStatus = 'passed' | 'failed';
export type CheckResult = { name: string; status: CheckStatus; durationMs: number; detail: string };
export type CheckRun = {
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  passed: number;
  failed: number;
  results: CheckResult[];
};

/** GET /api/system/checks/last: the check names and the last run (null before the first). */
export type LastChecks = { checks: string[]; run: CheckRun | null };

export type BuildInfo = {
  version: string;
  commit: string;
  buildTime: string | null;
  startedAt: string;
  uptimeSeconds: number;
  environment: {
    nodeEnv: string;
    database: string;
    workerMode: string;
    mail: string;
    aiProvider: string;
    nodeVersion: string;
    pid: number;
  };
};

export type HealthStatus = 'healthy' | 'degraded' | 'down';
export type DependencyHealth = { name: string; status: HealthStatus; latencyMs: number | null; detail: string };

/** GET /api/system/deployment. */
export type Deployment = BuildInfo & { status: HealthStatus; dependencies: DependencyHealth[]; checkedAt: string };

export const MAINTENANCE_ACTIONS = ['purge-expired-contacts', 'expire-invitations', 'vacuum-analyze'] as const;
export type MaintenanceAction = (typeof MAINTENANCE_ACTIONS)[number];
export type MaintenanceResult = {
  action: MaintenanceAction;
  affected: number | null;
  durationMs: number;
  detail: string;
};

/** A metric's health: good, warning or critical (the spec's optimization statuses). */
export type MetricStatus = 'good' | 'warning' | 'critical';

export type MetricKey =
  'requestP95Ms' | 'errorRate' | 'queueBacklog' | 'jobDurationP95Ms' | 'dbProbeP95Ms' | 'heapUsedRatio';

export type RatedMetric = {
  key: MetricKey;
  label: string;
  value: number | null;
  unit: string;
  status: MetricStatus;
  warning: number;
  critical: number;
  note: string;
};

export type RequestSummary = {
  windowMinutes: number;
  count: number;
  perMinute: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  /** Share of 5xx answers (0..1): failures of the server, not of the caller. */
  errorRate: number;
  /** Share of 4xx answers (0..1), for context (signed-out visitors, validation). */
  clientErrorRate: number;
};

export type QueueDepth = { name: string; created: number; retry: number; active: number };
export type JobDurations = {
  windowMinutes: number;
  count: number;
  failed: number;
  p50Ms: number | null;
  p95Ms: number | null;
};
export type ProbeSummary = { windowMinutes: number; samples: number; p50: number | null; p95: number | null };
export type MemoryFigures = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  heapLimit: number;
  heapUsedRatio: number;
};

/** GET /api/system/metrics: this process's live figures and the shared database's, each rated. */
export type MetricsSnapshot = {
  generatedAt: string;
  scope: { pid: number; note: string };
  status: MetricStatus;
  metrics: RatedMetric[];
  requests: { last5m: RequestSummary; last15m: RequestSummary };
  queue: { queues: QueueDepth[]; backlog: number; jobDurations: JobDurations };
  database: ProbeSummary;
  memory: MemoryFigures;
};
