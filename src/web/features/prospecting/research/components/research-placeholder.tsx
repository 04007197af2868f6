import { FileSearch, Globe, MapPin } from 'lucide-react';
import { EmptyState } from '../../shared/empty-state';
import { FitBadge } from '../../shared/fit-badge';
import type { Organization } from '../../shared/types';

/** Before research: what the selected organization is, and what research will produce. */
export function ResearchPlaceholder({ org }: { org: Organization | null }) {
  if (!org) {
    return (
      <EmptyState icon={FileSearch} title="Select a company to research" testId="research-placeholder">
        Pick one of your target organizations above. Research reads its public website and summarises the account,
        recommends solutions and lets you write pitches and find contacts.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={FileSearch} title={`${org.name} has not been researched yet`} testId="research-placeholder">
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1.5">
        <FitBadge category={org.fitCategory} />
        <span className="tabular-nums">{org.fitScore}% Fit</span>
        {org.industry && <span>{org.industry}</span>}
        {org.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {org.location}
          </span>
        )}
        {org.website && (
          <span className="inline-flex items-center gap-1">
            <Globe className="size-3.5" aria-hidden="true" />
            {org.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </span>
        )}
      </div>
      <p className="mt-3">
        Research Organization builds an overview with sources, reasons to target it, recommended solutions and key
        insights. It uses one credit.
      </p>
    </EmptyState>
  );
}
