import type { MetricKey, MetricStatus } from '#domain/system-dashboards';

/** At or above `warning` is warning, at or above `critical` is critical (higher is worse). */
export type Threshold = { warning: number; critical: number; unit: string };

/** The limits each live metric is judged by; shown beside the figures so the rating is explainable. */
export const THRESHOLDS = {
  requestP95Ms: { warning: 500, critical: 1500, unit: 'ms' },
  errorRate: { warning: 0.01, critical: 0.05, unit: 'ratio' },
  queueBacklog: { warning: 50, critical: 200, unit: 'jobs' },
  jobDurationP95Ms: { warning: 120_000, critical: 600_000, unit: 'ms' },
  dbProbeP95Ms: { warning: 50, critical: 200, unit: 'ms' },
  heapUsedRatio: { warning: 0.7, critical: 0.9, unit: 'ratio' },
} as const satisfies Record<MetricKey, Threshold>;

/** Rates a value; no value yet (no samples) counts as good. */
export function rate(value: number | null, threshold: Threshold): MetricStatus {
  if (value === null) return 'good';
  if (value >= threshold.critical) return 'critical';
  if (value >= threshold.warning) return 'warning';
  return 'good';
}

/** The worst of several statuses (the overall badge). */
export function worst(statuses: readonly MetricStatus[]): MetricStatus {
  if (statuses.includes('critical')) return 'critical';
  if (statuses.includes('warning')) return 'warning';
  return 'good';
}
