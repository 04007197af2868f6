import { useSearchParams } from 'react-router';
import { BarChart3, Building2, Mail, PlugZap, Users } from 'lucide-react';
import { INVITE_MSG } from '#domain/invitations';
import { useAuth } from '../../../app/auth-context';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AnalyticsTab } from '../components/analytics-tab';
import { CompanyDetailsTab } from '../components/company-details-tab';
import { ContactDiscoverySettingsCard } from '../components/contact-discovery-settings-card';
import { IntegrationsTab } from '../components/integrations-tab';
import { InvitationsTab } from '../components/invitations-tab';
import { TeamManagementTab } from '../components/team-management-tab';

const TABS = [
  { value: 'details', label: 'Company Details', icon: Building2 },
  { value: 'team', label: 'Team Management', icon: Users },
  { value: 'invitations', label: 'Invitations', icon: Mail },
  { value: 'analytics', label: 'Analytics', icon: BarChart3 },
  { value: 'integrations', label: 'Integrations', icon: PlugZap },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** Company Settings (/dashboard/company): details, team, invitations and invitation analytics; ?tab= keeps the open tab. */
export function CompanySettingsPage() {
  const { currentCompany } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : 'details';

  if (!currentCompany) {
    return (
      <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
        <Card>
          <CardHeader>
            <CardTitle>{INVITE_MSG.noCompany}</CardTitle>
            <CardDescription>Select or create a company to manage its settings.</CardDescription>
          </CardHeader>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Company Settings</h1>
        <p className="mt-1 text-muted-foreground">Manage {currentCompany.name}, its team and invitations.</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'details' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="py-1.5">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="details" className="mt-4 space-y-4">
          <CompanyDetailsTab company={currentCompany} />
          <ContactDiscoverySettingsCard />
        </TabsContent>
        <TabsContent value="team" className="mt-4">
          <TeamManagementTab company={currentCompany} />
        </TabsContent>
        <TabsContent value="invitations" className="mt-4">
          <InvitationsTab />
        </TabsContent>
        <TabsContent value="analytics" className="mt-4">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="integrations" className="mt-4">
          <IntegrationsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
