import { useQuery } from '@tanstack/react-query';
import type { DashboardCharts } from '#domain/charts';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api';

/** The dashboard's charts for the current company. */
export function useDashboardCharts() {
  const { currentCompany } = useAuth();
  return useQuery({
    queryKey: ['dashboard-charts', currentCompany?.id ?? null],
    queryFn: () => api<DashboardCharts>('/dashboard/charts'),
    enabled: Boolean(currentCompany),
  });
}
