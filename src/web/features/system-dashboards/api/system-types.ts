import type { CheckRun } from '#server/features/system/system-checks';
import type { BuildInfo } from '#server/features/system/build-info';
import type { DependencyHealth, HealthStatus } from '#server/features/system/dependency-health';
import type { MaintenanceAction, MaintenanceResult } from '#server/features/system/maintenance-actions';
import type { MetricsSnapshot, RatedMetric } from '#server/features/system/metrics-snapshot';

export type {
  CheckRun,
  DependencyHealth,
  HealthStatus,
  MaintenanceAction,
  MaintenanceResult,
  MetricsSnapshot,
  RatedMetric,
};

/** GET /api/system/checks/last: the check names and the last run (null before the first). */
export type LastChecks = { checks: string[]; run: CheckRun | null };

/** GET /api/system/deployment. */
export type Deployment = BuildInfo & { status: HealthStatus; dependencies: DependencyHealth[]; checkedAt: string };
