import { BarChart3 } from 'lucide-react';
import { BarList } from '../../../../components/charts/bar-list';
import { ChartCard } from '../../../../components/charts/chart-card';
import { FIT_CHART_COLORS } from '../../../../components/charts/chart-colors';
import { useRunCharts } from '../api/use-run-charts';

/** The analysis run in pictures (fit, industries, sizes), folded away until asked for. */
export function RunCharts({ sessionId }: { sessionId: string }) {
  const charts = useRunCharts(sessionId);
  if (!charts.data) return null;
  const { fit, industries, sizes } = charts.data;
  if (fit.every((d) => d.count === 0)) return null;
  return (
    <details className="group rounded-xl border bg-card p-4" data-testid="run-charts">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <BarChart3 className="size-4 text-primary" aria-hidden="true" />
        Charts for this analysis
      </summary>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <ChartCard title="Fit" description="Organizations of this analysis by fit">
          <BarList
            caption="This analysis's organizations by fit"
            data={fit}
            colors={FIT_CHART_COLORS}
            unit="Organizations"
          />
        </ChartCard>
        <ChartCard title="Industries" description="Where they work">
          <BarList caption="This analysis's organizations by industry" data={industries} unit="Organizations" />
        </ChartCard>
        <ChartCard title="Size" description="By employees">
          <BarList caption="This analysis's organizations by number of employees" data={sizes} unit="Organizations" />
        </ChartCard>
      </div>
    </details>
  );
}
