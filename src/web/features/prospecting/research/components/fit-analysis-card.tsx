import { Target } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Progress } from '../../../../components/ui/progress';
import { FitBadge } from '../../shared/fit-badge';
import type { Organization } from '../../shared/types';

export function FitAnalysisCard({ org }: { org: Organization }) {
  return (
    <Card data-testid="fit-analysis-card" className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" />
          Fit Analysis
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <FitBadge category={org.fitCategory} className="text-sm" />
          <span className="text-3xl font-bold tabular-nums" data-testid="fit-score">
            {org.fitScore}%
          </span>
        </div>
        <Progress value={org.fitScore} aria-label="Fit score" />
        <div className="space-y-1">
          <h4 className="text-sm font-semibold">Why This Fit Level?</h4>
          <p className="text-sm whitespace-pre-line text-muted-foreground">
            {org.aiReasoning?.trim() || 'No explanation was recorded for this organization.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
