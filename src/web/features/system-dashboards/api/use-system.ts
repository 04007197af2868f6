import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api';
import type {
  CheckRun,
  Deployment,
  LastChecks,
  MaintenanceAction,
  MaintenanceResult,
  MetricsSnapshot,
} from '#domain/system-dashboards';

/** Deployment and optimization data refresh every 30 seconds (administration spec, section 9). */
export const SYSTEM_REFRESH_MS = 30_000;

export const SYSTEM_TOASTS = {
  loadTests: 'Failed to load test results',
  runTests: 'Failed to run tests',
  loadDeployment: 'Failed to load deployment data',
  loadOptimization: 'Failed to load optimization data',
  runOptimization: 'Failed to run optimization',
} as const;

const describe = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** Shows the spec's toast once per failed load (not on every re-render). */
function useLoadErrorToast(query: UseQueryResult<unknown>, title: string) {
  const { isError, errorUpdatedAt, error } = query;
  useEffect(() => {
    if (isError) toast.error(title, { description: describe(error) });
    // errorUpdatedAt changes with each new failure; error alone may be the same object.
  }, [isError, errorUpdatedAt, error, title]);
}

const lastChecksKey = ['system', 'checks'] as const;

export function useLastChecks() {
  const query = useQuery({
    queryKey: lastChecksKey,
    queryFn: () => api<LastChecks>('/system/checks/last'),
    staleTime: 0,
  });
  useLoadErrorToast(query, SYSTEM_TOASTS.loadTests);
  return query;
}

export function useRunChecks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<CheckRun>('/system/checks/run', { method: 'POST' }),
    onSuccess: (run) => {
      client.setQueryData<LastChecks>(lastChecksKey, (old) => ({
        checks: old?.checks ?? run.results.map((r) => r.name),
        run,
      }));
      if (run.failed === 0) toast.success(`All ${run.passed} checks passed`);
      else toast.error(`${run.failed} of ${run.results.length} checks failed`);
    },
    onError: (error) => toast.error(SYSTEM_TOASTS.runTests, { description: describe(error) }),
  });
}

export function useDeployment() {
  const query = useQuery({
    queryKey: ['system', 'deployment'],
    queryFn: () => api<Deployment>('/system/deployment'),
    refetchInterval: SYSTEM_REFRESH_MS,
    staleTime: 0,
  });
  useLoadErrorToast(query, SYSTEM_TOASTS.loadDeployment);
  return query;
}

const metricsKey = ['system', 'metrics'] as const;

export function useSystemMetrics() {
  const query = useQuery({
    queryKey: metricsKey,
    queryFn: () => api<MetricsSnapshot>('/system/metrics'),
    refetchInterval: SYSTEM_REFRESH_MS,
    staleTime: 0,
  });
  useLoadErrorToast(query, SYSTEM_TOASTS.loadOptimization);
  return query;
}

export function useMaintenance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: MaintenanceAction) =>
      api<MaintenanceResult>(`/system/maintenance/${action}`, { method: 'POST' }),
    onSuccess: (result) => {
      toast.success(result.detail);
      void client.invalidateQueries({ queryKey: metricsKey });
    },
    onError: (error) => toast.error(SYSTEM_TOASTS.runOptimization, { description: describe(error) }),
  });
}
