import type { ReactNode } from 'react';
import type { Company } from '../../../app/auth-context';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Name, URL (host plus slug), plan and credits remaining. */
export function CompanyDetailsTab({ company }: { company: Company }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company Details</CardTitle>
        <CardDescription>Your workspace as your team sees it.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Company Name" testId="detail-name">
            {company.name}
          </Detail>
          <Detail label="Company URL" testId="detail-url">
            {window.location.host}/{company.slug}
          </Detail>
          <Detail label="Plan" testId="detail-plan">
            <Badge variant="outline" className="capitalize">
              {company.planType}
            </Badge>
          </Detail>
          <Detail label="Credits Remaining" testId="detail-credits">
            <span className="text-2xl font-bold tabular-nums">{company.creditsRemaining.toLocaleString('en-US')}</span>
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
