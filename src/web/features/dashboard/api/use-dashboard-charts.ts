import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCharts } from '#domain/charts';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api';

/** The charts' query, also started by the first load of /dashboard (app/routes/first-load-prefetch.ts). */
export const dashboardChartsQuery = (companyId: string | null) =>
  queryOptions({ queryKey: ['dashboard-charts', companyId], queryFn: () => api<DashboardCharts>('/dashboard/charts') });

/** The dashboard's charts for the current company. */
export function useDashboardCharts() {
  const { currentCompany } = useAuth();
  return useQuery({ ...dashboardChartsQuery(currentCompany?.id ?? null), enabled: Boolean(currentCompany) });
}
