import type { QueryClient } from '@tanstack/react-query';
import { brandingQuery } from '../branding/use-branding';
import { onFirstIdentity } from '../identity/first-identity';
import { dashboardChartsQuery } from '../../features/dashboard/api/use-dashboard-charts';
import { dashboardStatsQuery } from '../../features/dashboard/api/use-dashboard-stats';
import { configurationQuery } from '../../features/configuration/api/use-configuration';
import { subscriptionQuery } from '../../lib/subscription';

/**
 * A first load of /dashboard asks for the home's data as soon as /api/me names the company, with the queries the
 * home's components use (same keys, so they find the answers in the cache), instead of after the layout and the
 * page have rendered and committed (~250 ms on a quiet machine, decision 023).
 */
export function prefetchFirstLoad(client: QueryClient) {
  onFirstIdentity((me) => {
    const companyId = me.currentCompany?.id;
    if (!companyId || !/^\/dashboard\/?$/.test(window.location.pathname)) return;
    for (const query of [
      brandingQuery(companyId),
      subscriptionQuery(companyId),
      dashboardStatsQuery(companyId),
      dashboardChartsQuery(companyId),
      configurationQuery(companyId, me.user.id),
    ])
      void client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
  });
}
