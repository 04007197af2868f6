import { useMemo, useState } from 'react';
import { AlertTriangle, CalendarDays, Lightbulb, Timer, TrendingUp } from 'lucide-react';
import { analyticsFromSummary, type Insight, type InvitationSummary } from '#domain/invitations';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useInvitationSummary } from '../api/use-company-settings';
import { InvitationCounters } from './invitation-counters';

const dayLabel = (key: string) =>
  new Date(`${key}T12:00:00`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const TONE: Record<string, string> = {
  Excellent: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-400',
  Fast: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-400',
  Good: 'border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-400',
  Moderate: 'border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-400',
  'Needs Improvement': 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-400',
  Slow: 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-400',
};

function InsightItem({ insight }: { insight: Insight }) {
  const positive = insight.kind === 'excellent';
  return (
    <li
      className={cn(
        'flex gap-3 rounded-lg border p-3',
        positive ? 'border-emerald-500/30 bg-emerald-500/5' : 'border-amber-500/30 bg-amber-500/5',
      )}
      data-testid="insight"
    >
      {positive ? (
        <TrendingUp className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      ) : (
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" />
      )}
      <div>
        <p className="font-medium">{insight.title}</p>
        <p className="text-sm text-muted-foreground">{insight.description}</p>
      </div>
    </li>
  );
}

/** Section 9's analytics: counters, acceptance rate, average response time, the last 7 days and the insights. */
export function AnalyticsView({ summary, now }: { summary: InvitationSummary; now?: Date }) {
  const [openedAt] = useState(() => new Date());
  const at = now ?? openedAt;
  const a = useMemo(() => analyticsFromSummary(summary, at), [summary, at]);
  const peak = Math.max(1, ...a.recent.map((r) => r.count));
  return (
    <div className="flex flex-col gap-6">
      <InvitationCounters counts={a} />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <TrendingUp className="size-5" /> Acceptance Rate
            </CardTitle>
            <CardDescription>Accepted invitations out of all sent.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <div className="flex items-baseline justify-between">
              <span className="text-3xl font-bold tabular-nums" data-testid="acceptance-rate">
                {a.acceptanceRate}%
              </span>
              <Badge variant="outline" className={TONE[a.acceptanceLabel]} data-testid="acceptance-label">
                {a.acceptanceLabel}
              </Badge>
            </div>
            <Progress value={a.acceptanceRate} aria-label="Acceptance rate" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Timer className="size-5" /> Average Response Time
            </CardTitle>
            <CardDescription>From sending to acceptance, in whole days.</CardDescription>
          </CardHeader>
          <CardContent className="flex items-baseline justify-between">
            <span className="text-3xl font-bold tabular-nums" data-testid="response-time">
              {a.avgResponseDays === null ? '—' : `${a.avgResponseDays} ${a.avgResponseDays === 1 ? 'day' : 'days'}`}
            </span>
            {a.responseLabel ? (
              <Badge variant="outline" className={TONE[a.responseLabel]} data-testid="response-label">
                {a.responseLabel}
              </Badge>
            ) : (
              <span className="text-sm text-muted-foreground">No accepted invitations yet</span>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CalendarDays className="size-5" /> Recent Activity
            </CardTitle>
            <CardDescription>Invitations sent on each of the last 7 days.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2" aria-label="Invitations sent in the last 7 days">
              {a.recent.map((r) => (
                <li
                  key={r.date}
                  className="grid grid-cols-[7rem_1fr_2rem] items-center gap-3 text-sm"
                  data-testid="recent-day"
                >
                  <span className="text-muted-foreground">{dayLabel(r.date)}</span>
                  <span className="h-2 rounded-full bg-primary/10">
                    <span
                      className="block h-2 rounded-full bg-primary"
                      style={{ width: `${(r.count / peak) * 100}%` }}
                    />
                  </span>
                  <span className="text-right font-medium tabular-nums">{r.count}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lightbulb className="size-5" /> Insights
            </CardTitle>
            <CardDescription>What your invitation numbers suggest.</CardDescription>
          </CardHeader>
          <CardContent>
            {a.insights.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No insights yet. They appear as invitations are sent and answered.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {a.insights.map((i) => (
                  <InsightItem key={i.kind} insight={i} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export function AnalyticsTab() {
  const summary = useInvitationSummary();
  if (summary.isPending) return <Skeleton className="h-64 w-full" />;
  if (summary.isError) return <p className="text-sm text-destructive">Failed to load invitations</p>;
  return <AnalyticsView summary={summary.data} />;
}
