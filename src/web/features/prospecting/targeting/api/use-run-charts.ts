import { useQuery } from '@tanstack/react-query';
import type { OrganizationCharts } from '#domain/charts';
import { api } from '../../../../lib/api';

/** Fit, industry and size of one analysis run's organizations. */
export function useRunCharts(sessionId: string) {
  return useQuery({
    queryKey: ['run-charts', sessionId],
    queryFn: () => api<OrganizationCharts>(`/dashboard/charts?session=${encodeURIComponent(sessionId)}`),
  });
}
