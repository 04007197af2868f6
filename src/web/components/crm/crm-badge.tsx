import { ExternalLink } from 'lucide-react';
import { crmBadgeText, type CrmBadge as Badge } from '#domain/crm';
import { useCrmBadge } from '../../lib/crm-api';

/** "In HubSpot · Customer · owner Dana", linking to the record in the CRM; nothing when it is not there. */
export function CrmBadge({ badge }: { badge: Badge | undefined | null }) {
  if (!badge) return null;
  const text = crmBadgeText(badge);
  const className =
    // It may wrap: in a table's narrow name cell (which cuts its text short) it keeps every word and its icon.
    'inline-flex max-w-full items-center gap-1 rounded-md border border-orange-300 bg-orange-50 px-1.5 py-0.5 text-left text-[0.7rem] leading-tight whitespace-normal text-orange-900 dark:bg-orange-950 dark:text-orange-100';
  if (!badge.url)
    return (
      <span className={className} data-testid="crm-badge">
        {text}
      </span>
    );
  return (
    <a href={badge.url} target="_blank" rel="noopener noreferrer" className={className} data-testid="crm-badge">
      {text}
      <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens the record in {badge.label})</span>
    </a>
  );
}

/**
 * The badge of an organization (by its website or domain) or a person (by e-mail), as the last pull found it:
 * one line for the places that show a record without holding its badge (table rows, the outreach list, the
 * research page, the people page).
 */
export function CrmBadgeFor({ website, email }: { website?: string | null; email?: string | null }) {
  return <CrmBadge badge={useCrmBadge({ website, email })} />;
}
