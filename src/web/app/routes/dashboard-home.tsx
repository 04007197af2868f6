import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { AiConfiguration } from '../../features/configuration/components/ai-configuration';
import { ConfigurationTips } from '../../features/configuration/components/tips-card';

/**
 * /dashboard: the dashboard page with the configuration form and tips composed in. The form is part of the page's
 * chunk: without zod (the API's schema is #domain/config-body) and with the teammate picker and its dialog loaded
 * only when a teammate has a configuration to offer, it is ~6 kB gzip, less than a request of its own costs.
 */
export function DashboardHome() {
  return <DashboardPage getStarted={<AiConfiguration />} tips={<ConfigurationTips />} />;
}
