import { BarList } from '../../../components/charts/bar-list';
import { ColumnChart } from '../../../components/charts/column-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { EMAIL_STATUS_CHART_COLORS, FIT_CHART_COLORS } from '../../../components/charts/chart-colors';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboardCharts } from '../api/use-dashboard-charts';

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Where the company's prospecting stands, in pictures: fit, industries, sizes, people, credits. */
export function DashboardCharts() {
  const charts = useDashboardCharts();
  if (charts.isPending) return <Skeleton className="h-64 w-full" />;
  if (!charts.data) return null;
  const { fit, industries, sizes, seniority, emailStatus, creditsByDay } = charts.data;
  const organizations = fit.reduce((sum, d) => sum + d.count, 0);
  const people = seniority.reduce((sum, d) => sum + d.count, 0);
  const credits = creditsByDay.reduce((sum, d) => sum + d.used, 0);
  // Nothing to picture before the first analysis: the Get Started card comes first.
  if (organizations === 0 && people === 0 && credits === 0) return null;
  return (
    <section aria-labelledby="dashboard-charts-title" className="space-y-4" data-testid="dashboard-charts">
      <h2 id="dashboard-charts-title" className="text-lg font-semibold">
        At a glance
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <ChartCard title="Fit" description={`${organizations} organizations, each at its best fit`}>
          <BarList caption="Organizations by fit" data={fit} colors={FIT_CHART_COLORS} unit="Organizations" />
        </ChartCard>
        <ChartCard title="Industries" description="Where the organizations you found work">
          <BarList caption="Organizations by industry" data={industries} unit="Organizations" />
        </ChartCard>
        <ChartCard title="Size" description="Organizations by employees">
          <BarList caption="Organizations by number of employees" data={sizes} unit="Organizations" />
        </ChartCard>
        <ChartCard title="Seniority" description={`${people} current contacts`}>
          <BarList caption="Contacts by seniority" data={seniority} unit="Contacts" />
        </ChartCard>
        <ChartCard title="E-mail status" description="Contacts with an e-mail, by how deliverable it is">
          <BarList
            caption="Contacts by e-mail status"
            data={emailStatus}
            colors={EMAIL_STATUS_CHART_COLORS}
            unit="Contacts"
          />
        </ChartCard>
        <ChartCard title="Credits used" description="Per day over the last 30 days, refunds taken off">
          <ColumnChart
            caption="Credits used per day over the last 30 days"
            data={creditsByDay.map((d) => ({ label: d.day, value: d.used }))}
            unit="Credits"
            formatLabel={shortDay}
          />
        </ChartCard>
      </div>
    </section>
  );
}
