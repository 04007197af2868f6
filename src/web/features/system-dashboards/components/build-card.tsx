import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import type { Deployment } from '#domain/system-dashboards';
import { formatUptime, shortCommit } from '../lib/system-format';

function Fact({ label, value, title, testId }: { label: string; value: string; title?: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium break-words" title={title ?? value} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** What is running: version, commit, build and start times, uptime and the environment. */
export function BuildCard({ deployment }: { deployment: Deployment }) {
  const env = deployment.environment;
  return (
    <Card data-testid="build-card">
      <CardHeader>
        <CardTitle>Running build</CardTitle>
        <CardDescription>Read from this server process at runtime.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-3">
          <Fact label="Version" value={deployment.version} testId="build-version" />
          <Fact label="Commit" value={shortCommit(deployment.commit)} title={deployment.commit} testId="build-commit" />
          <Fact
            label="Front end built"
            value={deployment.buildTime ? formatDateTime(deployment.buildTime) : 'Not built'}
          />
          <Fact label="Started" value={formatDateTime(deployment.startedAt)} />
          <Fact label="Uptime" value={formatUptime(deployment.uptimeSeconds)} testId="build-uptime" />
          <Fact label="Environment" value={env.nodeEnv} testId="build-environment" />
          <Fact label="Database" value={env.database} />
          <Fact label="Workers" value={env.workerMode} />
          <Fact label="Mail" value={env.mail} />
          <Fact label="AI provider" value={env.aiProvider} />
          <Fact label="Node.js" value={env.nodeVersion} />
          <Fact label="Process" value={`PID ${env.pid}`} />
        </dl>
      </CardContent>
    </Card>
  );
}
