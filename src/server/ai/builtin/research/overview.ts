import type { OrgSourcedField } from '#domain/org-sources';
import type { Fact, ResearchOverview } from '#domain/workflow';
import type { OrganizationRecord, SiteSnapshot } from '../../engine';
import type { PageFacts } from './page-facts';
import { recordProvenance } from './sources';

/**
 * The Overview card, only from sources: the stored record first (directory or import), then what a
 * fetched page states; null (shown as "Not available") when no source gives the figure.
 */
export function buildOverview(org: OrganizationRecord, site: SiteSnapshot | null, facts: PageFacts): ResearchOverview {
  // Each field with its own source: a field Enrich filled from a provider is that provider's, not the import's.
  const fromRecord = (value: string | null | undefined, field: OrgSourcedField): Fact | null =>
    value?.trim() ? { value: value.trim(), provenance: recordProvenance(org, field) } : null;
  const employees =
    org.employeeCount != null && org.employeeCount > 0
      ? `${org.employeeCount.toLocaleString('en-US')}${org.sizeRange ? ` (${org.sizeRange})` : ''}`
      : org.sizeRange
        ? `${org.sizeRange} employees`
        : null;
  const home = site?.pages[0];
  return {
    revenue: fromRecord(org.revenueRange, 'revenueRange') ?? facts.revenue,
    employees:
      fromRecord(employees, org.employeeCount != null && org.employeeCount > 0 ? 'employeeCount' : 'sizeRange') ??
      facts.employees,
    founded: fromRecord(org.founded != null ? String(org.founded) : null, 'founded') ?? facts.founded,
    industry: fromRecord(org.industry, 'industry'),
    headquarters: fromRecord(org.location, 'location') ?? facts.headquarters,
    website:
      fromRecord(org.website, 'website') ??
      (site && home
        ? { value: site.rootUrl, provenance: { source: 'web', url: home.url, fetchedAt: home.fetchedAt } }
        : null),
  };
}
