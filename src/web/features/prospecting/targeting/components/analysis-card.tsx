import { Link } from 'react-router';
import { LoaderCircle, Pencil, Sparkles, Target } from 'lucide-react';
import { AI_JOB_TYPES } from '#domain/jobs';
import { ANALYSIS_PROGRESS, type TargetingSource } from '#domain/workflow';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Progress } from '../../../../components/ui/progress';
import { JobRetryNotice } from '../../shared/job-retry-notice';
import type { TargetingSession } from '../api/use-targeting';
import { SourceChooser } from './source-chooser';
import { websiteHref, websiteLabel } from './targeting-helpers';

export type AnalysisCardProps = {
  config: TargetingSession;
  source: TargetingSource;
  onSourceChange: (source: TargetingSource) => void;
  hasImports: boolean;
  canDiscover: boolean;
  running: boolean;
  onStart: () => void;
  credits: number | null;
};

/** The saved configuration in short, the source choice and Start AI Analysis. */
export function AnalysisCard({
  config,
  source,
  onSourceChange,
  hasImports,
  canDiscover,
  running,
  onStart,
  credits,
}: AnalysisCardProps) {
  const href = websiteHref(config.productUrl);
  const summary = [
    { label: 'Product Description', value: config.productDescription },
    { label: 'Target Market', value: config.targetMarket },
    { label: 'Success Industries', value: config.successIndustries },
    { label: 'Key Decision Makers', value: config.keyDecisionMakers },
  ].filter((item) => item.value?.trim());
  return (
    <Card data-testid="analysis-card">
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <span className="brand-gradient flex size-10 shrink-0 items-center justify-center rounded-lg text-white">
              <Target className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <CardDescription>Targeting with your configuration</CardDescription>
              <CardTitle className="mt-1 truncate text-lg" data-testid="config-product-name">
                {config.productName || 'Untitled product'}
              </CardTitle>
              {href && <p className="truncate text-sm text-muted-foreground">{websiteLabel(href)}</p>}
            </div>
          </div>
          <Button asChild variant="ghost" size="sm" className="-ml-2.5 self-start sm:ml-0">
            <Link to="/dashboard">
              <Pencil aria-hidden="true" />
              Edit configuration
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {summary.length > 0 && (
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            {summary.map((item) => (
              <div key={item.label} className="min-w-0">
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{item.label}</dt>
                <dd className="mt-1 line-clamp-3 break-words">{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <SourceChooser
          value={source}
          onChange={onSourceChange}
          hasImports={hasImports}
          canDiscover={canDiscover}
          disabled={running}
        />
        {running && (
          <div role="status" className="space-y-2" data-testid="analysis-progress">
            <div className="flex items-center gap-2 text-sm font-medium text-primary">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Analyzing organizations…
            </div>
            <Progress value={ANALYSIS_PROGRESS} aria-label="Analysis progress" />
            <JobRetryNotice type={AI_JOB_TYPES.targeting} active={running} />
          </div>
        )}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 border-t sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          Each analysis uses one AI credit{credits != null ? ` · ${credits.toLocaleString('en-US')} left` : ''}.
        </p>
        <Button onClick={onStart} disabled={running} size="lg">
          {running ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          Start AI Analysis
        </Button>
      </CardFooter>
    </Card>
  );
}
