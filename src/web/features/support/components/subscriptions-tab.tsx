import { PLAN_TYPES } from '#domain/plans';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useChangePlan, useCompanies } from '../api/use-support';

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** Subscriptions (super admin): every company, newest first, with its plan editable. */
export function SubscriptionsTab() {
  const { data: companies, isPending, isError } = useCompanies(true);
  const changePlan = useChangePlan();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscriptions</CardTitle>
        <CardDescription>Changing a plan sets its seats and credits; paid plans run 30 days from today.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : isError || !companies ? (
          <p className="text-sm text-destructive">Failed to fetch companies</p>
        ) : companies.length === 0 ? (
          <p className="text-sm text-muted-foreground">No companies yet.</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Companies">
            {companies.map((company) => (
              <li key={company.id} data-testid="company-row" data-slug={company.slug} className="grid gap-3 px-4 py-3 text-sm md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center">
                <div className="min-w-0">
                  <p className="truncate font-medium">{company.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    /{company.slug} · created {formatDate(company.createdAt)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                  <Badge variant={company.subscriptionStatus === 'active' ? 'default' : 'secondary'}>{company.subscriptionStatus}</Badge>
                  <span>
                    {[`${company.members}/${company.maxUsers} users`, `${company.creditsRemaining.toLocaleString('en-US')} credits`, company.subscriptionExpiresAt ? `until ${formatDate(company.subscriptionExpiresAt)}` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <Select value={company.planType} disabled={changePlan.isPending} onValueChange={(planType) => changePlan.mutate({ companyId: company.id, planType })}>
                  <SelectTrigger size="sm" className="w-full md:w-40" aria-label={`Plan for ${company.name}`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PLAN_TYPES.map((plan) => (
                      <SelectItem key={plan} value={plan}>
                        {titleCase(plan)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
