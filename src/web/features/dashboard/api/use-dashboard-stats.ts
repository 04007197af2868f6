import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api';

export type DashboardStats = {
  organizationsIdentified: number;
  greatFitProspects: number;
  qualifiedContacts: number;
  successRate: number;
};

export const EMPTY_STATS: DashboardStats = {
  organizationsIdentified: 0,
  greatFitProspects: 0,
  qualifiedContacts: 0,
  successRate: 0,
};

/** The tiles' query, also started by the first load of /dashboard (app/routes/first-load-prefetch.ts). */
export const dashboardStatsQuery = (companyId: string | null) =>
  queryOptions({ queryKey: ['dashboard-stats', companyId], queryFn: () => api<DashboardStats>('/dashboard/stats') });

/** The four dashboard tiles for the current company. */
export function useDashboardStats() {
  const { currentCompany } = useAuth();
  const query = useQuery({ ...dashboardStatsQuery(currentCompany?.id ?? null), enabled: Boolean(currentCompany) });
  return { stats: query.data ?? EMPTY_STATS, loading: query.isPending && Boolean(currentCompany) };
}
