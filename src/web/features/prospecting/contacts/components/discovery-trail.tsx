import { useQuery } from '@tanstack/react-query';
import { Route } from 'lucide-react';
import { trailLine } from '#domain/people/discovery-trail';
import { formatDateTime } from '../../../../lib/format';
import { latestDiscoveryRun, prospectingKeys } from '../../shared/prospecting-api';

/** The last discovery run of the organization: one line per source asked, and whether it was charged. */
export function DiscoveryTrail({ orgId }: { orgId: string }) {
  const query = useQuery({ queryKey: prospectingKeys.discoveryRun(orgId), queryFn: () => latestDiscoveryRun(orgId) });
  const run = query.data;
  if (!run) return null;
  return (
    <div
      className="flex items-start gap-2 rounded-md border bg-muted/30 px-3 py-2 text-xs text-muted-foreground"
      data-testid="discovery-trail"
    >
      <Route className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <p className="min-w-0">
        <span className="font-medium text-foreground">Last discovery {formatDateTime(run.createdAt)}</span>
        {' — '}
        {run.steps.map((step, i) => (
          <span key={`${step.source}-${i}`} data-testid="trail-step">
            {i > 0 && ' · '}
            {trailLine(step)}
          </span>
        ))}
        {!run.charged && <span> · No credit charged</span>}
      </p>
    </div>
  );
}
