import { FileText, Loader2, Sparkles, Users } from 'lucide-react';
import { AI_JOB_TYPES } from '#domain/jobs';
import type { Priority, RecommendedSolution } from '#domain/workflow';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { JobRetryNotice } from '../../shared/job-retry-notice';

const PRIORITY_STYLES: Record<Priority, string> = {
  High: 'border-red-600/30 bg-red-600/10 text-red-800 dark:text-red-300',
  Medium: 'border-amber-600/30 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  Low: 'border-slate-500/30 bg-slate-500/10 text-slate-700 dark:text-slate-300',
};

type Props = {
  solution: RecommendedSolution;
  organizationId: string;
  hasPitch: boolean;
  generating: boolean;
  finding: boolean;
  busy: boolean;
  onPitch: () => void;
  onFindContacts: () => void;
};

export function SolutionCard(props: Props) {
  const { solution, organizationId, hasPitch, generating, finding, busy, onPitch, onFindContacts } = props;
  return (
    <Card className="gap-3" data-testid="solution-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-base leading-snug">{solution.product}</CardTitle>
          <Badge variant="outline" className={cn('shrink-0', PRIORITY_STYLES[solution.priority] ?? '')}>
            {solution.priority} Priority
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="whitespace-pre-line text-muted-foreground">{solution.reasoning}</p>
        {solution.opportunity && (
          <p className="rounded-md bg-muted/60 px-3 py-2">
            <span className="font-medium">Opportunity: </span>
            {solution.opportunity}
          </p>
        )}
        <JobRetryNotice type={AI_JOB_TYPES.pitch} subjectId={organizationId} active={generating} />
        <JobRetryNotice type={AI_JOB_TYPES.discovery} subjectId={organizationId} active={finding} />
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2">
        <Button
          size="sm"
          variant={hasPitch ? 'outline' : 'default'}
          onClick={onPitch}
          disabled={generating || (busy && !hasPitch)}
        >
          {generating ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : hasPitch ? (
            <FileText aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {generating ? 'Generating Pitch...' : hasPitch ? 'View Pitch' : 'Generate Pitch'}
        </Button>
        <Button size="sm" variant="outline" onClick={onFindContacts} disabled={finding || busy}>
          {finding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Users aria-hidden="true" />}
          {finding ? 'Finding Contacts...' : 'Find Contacts'}
        </Button>
      </CardFooter>
    </Card>
  );
}
