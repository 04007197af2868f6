import { Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { ConfigurationTips } from '../../features/configuration/components/tips-card';
import { lazyPage } from './lazy-page';

// The form (zod schemas, the select, its dialogs) sits below the fold: its own chunk, loaded after the first paint.
const AiConfiguration = lazyPage(
  () => import('../../features/configuration/components/ai-configuration'),
  'AiConfiguration',
);

/** /dashboard: the dashboard page with the configuration form and tips composed in. */
export function DashboardHome() {
  return (
    <DashboardPage
      getStarted={
        <Suspense fallback={<Skeleton className="h-40 w-full" aria-label="Loading the configuration form" />}>
          <AiConfiguration />
        </Suspense>
      }
      tips={<ConfigurationTips />}
    />
  );
}
