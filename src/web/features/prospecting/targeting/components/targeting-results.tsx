import type { ReactNode } from 'react';
import { Radar, SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDateTime } from '../../../../lib/format';
import type { TargetingSession } from '../api/use-targeting';
import { FitFilterButtons, FitTiles } from './fit-filters';
import { OrganizationCard } from './organization-card';
import {
  countByFit,
  filterByFit,
  fitFilterLabel,
  sortByFit,
  type FitFilter,
  type TargetOrganization,
} from './targeting-helpers';

export type TargetingResultsProps = {
  completed: TargetingSession | null;
  organizations: TargetOrganization[];
  running: boolean;
  filter: FitFilter;
  onFilter: (filter: FitFilter) => void;
};

/** The latest completed analysis: fit tiles, filter buttons and the organizations, best fit first. */
export function TargetingResults({ completed, organizations, running, filter, onFilter }: TargetingResultsProps) {
  if (!completed) {
    if (running) return <OrganizationSkeletons />;
    return (
      <EmptyState icon={<Radar className="size-6" />} title="No analysis yet">
        Start an AI analysis to find and rank the organizations that best fit your product.
      </EmptyState>
    );
  }
  const underFloor = organizations.filter((o) => o.belowFloor);
  const listed = underFloor.length > 0 ? organizations.filter((o) => !o.belowFloor) : organizations;
  if (listed.length === 0) {
    return (
      <div className="space-y-4">
        <EmptyState icon={<SearchX className="size-6" />} title="No good fits found">
          {completed.resultNote ??
            'The last analysis found no organization with a real fit signal. Try a broader target market, or include the directory, then run it again.'}
        </EmptyState>
        <DiscoveryNote completed={completed} />
        <UnderTheFloor organizations={underFloor} />
      </div>
    );
  }
  const counts = countByFit(listed);
  const visible = sortByFit(filterByFit(listed, filter));
  return (
    <section aria-labelledby="results-title" className="space-y-4" data-testid="targeting-results">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-title" className="text-lg font-semibold">
          Target organizations
        </h2>
        <p className="text-sm text-muted-foreground">Analyzed {formatDateTime(completed.createdAt)}</p>
      </div>
      {completed.resultNote && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="result-note"
        >
          {completed.resultNote}
        </p>
      )}
      <DiscoveryNote completed={completed} />
      <FitTiles counts={counts} filter={filter} onFilter={onFilter} />
      <FitFilterButtons counts={counts} filter={filter} onFilter={onFilter} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="results-summary">
        Showing {visible.length} of {listed.length} organizations
        {filter === 'all' ? '' : ` · ${fitFilterLabel(filter)}`}
      </p>
      {visible.length === 0 ? (
        <Card className="items-center gap-3 p-8 text-center text-sm text-muted-foreground">
          No organizations in this category.
          <Button variant="outline" size="sm" onClick={() => onFilter('all')}>
            Show all
          </Button>
        </Card>
      ) : (
        <ul className="space-y-4" aria-label="Organizations">
          {visible.map((org) => (
            <li key={org.id}>
              <OrganizationCard organization={org} />
            </li>
          ))}
        </ul>
      )}
      <UnderTheFloor organizations={underFloor} />
    </section>
  );
}

/** What the discovery run announced, and where each organization it counted is (the toast says the same). */
function DiscoveryNote({ completed }: { completed: TargetingSession }) {
  const discovery = completed.discovery;
  if (!discovery) return null;
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="discovery-note">
      {discovery.summary} {discovery.note}
    </p>
  );
}

/** Discovered organizations under the fit floor: counted by the run, so shown, apart and closed by default. */
function UnderTheFloor({ organizations }: { organizations: TargetOrganization[] }) {
  if (organizations.length === 0) return null;
  return (
    <details className="space-y-4 rounded-xl border p-4" data-testid="under-the-floor">
      <summary className="cursor-pointer font-medium">
        Under the fit floor ({organizations.length}): discovered, but not a fit by your configuration
      </summary>
      <ul className="mt-4 space-y-4" aria-label="Organizations under the fit floor">
        {organizations.map((org) => (
          <li key={org.id}>
            <OrganizationCard organization={org} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="items-center gap-3 px-6 py-10 text-center" data-testid="targeting-empty">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground"
        aria-hidden="true"
      >
        {icon}
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-balance text-muted-foreground">{children}</p>
    </Card>
  );
}

export function OrganizationSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading organizations">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border bg-card p-5">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-7 w-14" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
