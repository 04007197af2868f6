import { FlaskConical, Play } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useLastChecks, useRunChecks } from '../api/use-system';
import { CheckResults, checkRows } from '../components/check-results';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import { TechSupportGate } from '../components/tech-support-gate';
import { formatDuration } from '../lib/system-format';

function TestingDashboard() {
  const last = useLastChecks();
  const runChecks = useRunChecks();
  const run = last.data?.run ?? null;
  const rows = checkRows(last.data?.checks ?? [], run, runChecks.isPending);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title="Testing Dashboard"
        description="Live checks of this running server and the services it depends on. Nothing here is simulated."
      >
        <Button
          onClick={() => runChecks.mutate()}
          disabled={runChecks.isPending || last.isPending}
          data-testid="run-checks"
        >
          {runChecks.isPending ? (
            <FlaskConical className="animate-pulse" aria-hidden="true" />
          ) : (
            <Play aria-hidden="true" />
          )}
          {runChecks.isPending ? 'Running checks…' : 'Run Checks'}
        </Button>
      </PageHeader>
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            System checks
            {run && !runChecks.isPending && <StatusBadge status={run.failed === 0 ? 'passed' : 'failed'} />}
          </CardTitle>
          <CardDescription data-testid="run-summary">
            {run
              ? `Last run ${formatDateTime(run.finishedAt)}: ${run.passed} passed, ${run.failed} failed in ${formatDuration(run.durationMs)}.`
              : 'No run yet in this server process. Run Checks executes each check once, one after another.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {last.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : last.isError ? (
            <p className="text-sm text-destructive">Test results could not be loaded.</p>
          ) : (
            <CheckResults rows={rows} />
          )}
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">
        The database check runs select 1; migrations compare the database with this build's journal; the queue check
        sends a job and waits for a worker to complete it; the mailer check verifies SMTP (or writes and deletes an
        outbox row); the AI check ranks a small sample (built-in engine) or makes one short model call; storage writes,
        reads and deletes a file; Stripe lists one price when a key is set.
      </p>
    </div>
  );
}

export function TestingPage() {
  return (
    <TechSupportGate>
      <TestingDashboard />
    </TechSupportGate>
  );
}
