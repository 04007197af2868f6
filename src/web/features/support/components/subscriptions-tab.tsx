import { useState } from 'react';
import { Search } from 'lucide-react';
import { PLAN_TYPES } from '#domain/plans';
import { LoadMore } from '../../../components/load-more';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useChangePlan, useCompanies } from '../api/use-support';

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** Subscriptions (super admin): every company, newest first, 50 at a time, with its plan editable. */
export function SubscriptionsTab() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const list = useCompanies(true, query);
  const { items: companies, isPending, isError } = list;
  const changePlan = useChangePlan();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscriptions</CardTitle>
        <CardDescription>
          Changing a plan sets its seats and credits; paid plans run 30 days from today.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="relative w-full sm:max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            className="pl-8"
            placeholder="Filter by name or slug"
            aria-label="Filter companies"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : isError || !companies ? (
          <p className="text-sm text-destructive">Failed to fetch companies</p>
        ) : companies.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {query ? 'No companies match this filter.' : 'No companies yet.'}
          </p>
        ) : (
          <>
            <ul className="divide-y rounded-lg border" aria-label="Companies">
              {companies.map((company) => (
                <li
                  key={company.id}
                  data-testid="company-row"
                  data-slug={company.slug}
                  className="grid gap-3 px-4 py-3 text-sm md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{company.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      /{company.slug} · created {formatDate(company.createdAt)}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <Badge variant={company.subscriptionStatus === 'active' ? 'default' : 'secondary'}>
                      {company.subscriptionStatus}
                    </Badge>
                    <span>
                      {[
                        `${company.members}/${company.maxUsers} users`,
                        `${company.creditsRemaining.toLocaleString('en-US')} credits`,
                        company.subscriptionExpiresAt ? `until ${formatDate(company.subscriptionExpiresAt)}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                  <Select
                    value={company.planType}
                    disabled={changePlan.isPending}
                    onValueChange={(planType) => changePlan.mutate({ companyId: company.id, planType })}
                  >
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
            <LoadMore
              shown={companies.length}
              total={list.total}
              hasMore={list.hasMore}
              loading={list.loadingMore}
              onLoadMore={list.loadMore}
              noun="companies"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
