import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, DollarSign, ExternalLink, MapPin, Search, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { fieldSourceText as describeFieldSource, type OrgSourcedField } from '#domain/org-sources';
import { ORG_FIT_LABELS } from '#domain/workflow';
import { CrmBadge } from '../../../../components/crm/crm-badge';
import { SendToCrmButton } from '../../../../components/crm/send-to-crm-button';
import { Badge } from '../../../../components/ui/badge';
import { useCrmBadge } from '../../../../lib/crm-api';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { AddToListButton } from '../../../../components/data-table/add-to-list-button';
import { EnrichButton } from './enrich-button';
import { FIT_STYLES } from './fit-styles';
import { sizeLabel, sourceLabel, websiteHref, websiteLabel, type TargetOrganization } from './targeting-helpers';

export function OrganizationCard({ organization: org }: { organization: TargetOrganization }) {
  const href = websiteHref(org.website);
  const style = FIT_STYLES[org.fitCategory] ?? FIT_STYLES.poor;
  const crmBadge = useCrmBadge({ website: org.website });
  return (
    <article
      data-testid="organization-card"
      data-fit={org.fitCategory}
      data-competitor={org.competitor ? 'true' : undefined}
      aria-labelledby={`org-${org.id}`}
      className="space-y-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`org-${org.id}`} className="text-lg leading-tight font-semibold break-words">
              {org.name}
            </h3>
            <Badge
              variant="outline"
              className="text-[0.7rem] font-normal text-muted-foreground"
              data-testid="org-source"
            >
              {sourceLabel(org.source)}
            </Badge>
            <CrmBadge badge={crmBadge} />
            {org.competitor && (
              <Badge
                variant="outline"
                className="border-red-300 text-[0.7rem] text-red-700"
                data-testid="competitor-badge"
              >
                Competitor
              </Badge>
            )}
          </div>
          {href && (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
            >
              {websiteLabel(href)}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <span className={cn('text-2xl leading-none font-bold tabular-nums', style.text)} data-testid="fit-score">
            {org.fitScore}%
          </span>
          <Badge variant="outline" className={style.badge} data-testid="fit-badge">
            {ORG_FIT_LABELS[org.fitCategory] ?? org.fitCategory}
          </Badge>
        </div>
      </div>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact Icon={Building2} label="Industry" value={org.industry} source={fieldSourceText(org, 'industry')} />
        <Fact Icon={Users} label="Size" value={sizeLabel(org)} source={fieldSourceText(org, 'sizeRange')} />
        <Fact Icon={MapPin} label="Location" value={org.location} source={fieldSourceText(org, 'location')} />
        <Fact
          Icon={DollarSign}
          label="Revenue"
          value={org.revenueRange}
          source={fieldSourceText(org, 'revenueRange')}
        />
      </dl>

      {org.aiReasoning && (
        <div className="flex gap-2 rounded-lg bg-muted/60 p-3 text-sm">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-muted-foreground">
            <span className="sr-only">Why this fit: </span>
            {org.aiReasoning}
          </p>
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to={`/dashboard/research?org=${encodeURIComponent(org.id)}`}>
            <Search aria-hidden="true" />
            Research
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/dashboard/contacts?org=${encodeURIComponent(org.id)}`}>
            <Users aria-hidden="true" />
            Find Contacts
          </Link>
        </Button>
        <EnrichButton organizationId={org.id} />
        <AddToListButton kind="organizations" id={org.id} />
        <SendToCrmButton request={{ organizationIds: [org.id], includeContacts: true }} />
      </div>
    </article>
  );
}

/** "Source: Apollo (record 5e66…), 25 Nov 2026" for a field a provider or page filled; null otherwise. */
function fieldSourceText(org: TargetOrganization, field: OrgSourcedField): string | null {
  const s = org.fieldSources?.[field];
  if (!s) return null;
  return `Source: ${describeFieldSource(s)}`;
}

function Fact({
  Icon,
  label,
  value,
  source,
}: {
  Icon: LucideIcon;
  label: string;
  value: ReactNode;
  source?: string | null;
}) {
  return (
    // A <dl> may hold only dt/dd groups in a div: the icon sits inside the term, drawn in the left gutter.
    <div className="relative min-w-0 pl-6" title={source ?? undefined}>
      <dt className="text-xs text-muted-foreground">
        <Icon className="absolute top-0.5 left-0 size-4 text-muted-foreground" aria-hidden="true" />
        {label}
      </dt>
      <dd className={cn('break-words', !value && 'text-muted-foreground italic')}>{value || 'Not available'}</dd>
      {value && source && (
        <dd className="text-[0.7rem] break-words text-muted-foreground" data-testid="field-source">
          {source}
        </dd>
      )}
    </div>
  );
}
