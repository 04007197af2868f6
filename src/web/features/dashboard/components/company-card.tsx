import { Building } from 'lucide-react';
import { creditBarValue } from '#domain/plans';
import type { Company } from '../../../app/auth-context';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { humanize } from './dashboard-helpers';
import { formatCount } from '../../../lib/format';

export function CompanyCard({ company }: { company: Company }) {
  return (
    <Card data-testid="company-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="brand-gradient flex size-10 shrink-0 items-center justify-center rounded-lg text-white">
              <Building className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <CardDescription>Current company</CardDescription>
              <CardTitle className="mt-1 truncate text-xl" data-testid="company-name">
                {company.name}
              </CardTitle>
            </div>
          </div>
          <Badge variant="outline" data-testid="company-plan">
            {humanize(company.planType)}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-muted-foreground">Credits remaining</span>
          <span className="text-2xl font-bold tabular-nums" data-testid="credits-remaining">
            {formatCount(company.creditsRemaining)}
          </span>
        </div>
        <Progress
          value={creditBarValue(company.creditsRemaining)}
          aria-label="Credits remaining"
          data-testid="credits-bar"
        />
        <p className="pt-2 text-xs text-muted-foreground">
          Each successful AI operation uses one credit. Your workspace has room for up to {company.maxUsers} users.
        </p>
      </CardContent>
    </Card>
  );
}
