import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { AiConfiguration } from '../../features/configuration/components/ai-configuration';
import { ConfigurationTips } from '../../features/configuration/components/tips-card';

/** /dashboard: the dashboard page with the configuration form and tips composed in (one chunk for the three). */
export function DashboardHome() {
  return <DashboardPage getStarted={<AiConfiguration />} tips={<ConfigurationTips />} />;
}
