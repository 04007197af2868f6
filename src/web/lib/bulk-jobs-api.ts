import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BULK_JOB_FINAL, type BulkJobDto, type BulkJobRowDto } from '#domain/bulk-jobs';
import type { TableSelection } from '#domain/table-query';
import { api } from './api';

/** Bulk actions as jobs (issue 19): start one on a selection, follow it, cancel it, read its rows. */
export const bulkJobKeys = {
  one: (id: string) => ['bulk-job', id] as const,
  rows: (id: string) => ['bulk-job', id, 'rows'] as const,
};

export const isFinal = (job: Pick<BulkJobDto, 'status'> | undefined) =>
  Boolean(job && BULK_JOB_FINAL.includes(job.status));

export const startBulkJob = (action: string, selection: TableSelection, params?: Record<string, unknown>) =>
  api<{ job: BulkJobDto }>('/bulk-jobs', { body: { action, selection, ...(params && { params }) } }).then((r) => r.job);

/** A job's counters, asked again every second until it has ended. */
export function useBulkJob(id: string | null) {
  return useQuery({
    queryKey: bulkJobKeys.one(id ?? ''),
    queryFn: () => api<{ job: BulkJobDto }>(`/bulk-jobs/${id}`).then((r) => r.job),
    enabled: Boolean(id),
    refetchInterval: (query) => (isFinal(query.state.data) ? false : 1000),
    staleTime: 0,
  });
}

/** The first `limit` rows with their results (asked again while the job runs). */
export function useBulkJobRows(id: string | null, limit: number, running: boolean) {
  return useQuery({
    queryKey: [...bulkJobKeys.rows(id ?? ''), limit],
    queryFn: () => api<{ rows: BulkJobRowDto[]; nextAfter: number | null }>(`/bulk-jobs/${id}/rows?limit=${limit}`),
    enabled: Boolean(id),
    refetchInterval: running ? 2000 : false,
    staleTime: 0,
  });
}

export function useCancelBulkJob(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ job: BulkJobDto }>(`/bulk-jobs/${id}/cancel`, { body: {} }).then((r) => r.job),
    onSuccess: (job) => client.setQueryData(bulkJobKeys.one(job.id), job),
  });
}
