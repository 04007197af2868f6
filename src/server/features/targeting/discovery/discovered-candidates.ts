import { ORG_SOURCE_LABELS } from '#domain/providers';
import type { OrgFieldSource, OrgFieldSources, OrgSourcedField } from '#domain/org-sources';
import type { Candidate, SiteSnapshot } from '../../../ai/engine';
import { extractDescription } from '../../../ai/builtin/site/description';
import { extractProductName } from '../../../ai/builtin/site/product-name';
import { bareDomain } from '../../../providers/normalize';
import type { ProviderOrganization } from '../../../providers/types';

const FIELD_OF: Record<OrgSourcedField, keyof ProviderOrganization | 'website'> = {
  name: 'name',
  website: 'website',
  industry: 'industry',
  sizeRange: 'sizeRange',
  employeeCount: 'employeeCount',
  location: 'location',
  revenueRange: 'revenueRange',
  founded: 'founded',
  description: 'description',
  linkedinUrl: 'linkedinUrl',
};

/** Each field the provider gave, with the provider, its record id and when it was fetched. */
export function providerFieldSources(org: ProviderOrganization): OrgFieldSources {
  const source: OrgFieldSource = {
    source: org.provider,
    label: ORG_SOURCE_LABELS[org.provider] ?? org.provider,
    ...(org.recordId && { recordId: org.recordId }),
    at: org.fetchedAt,
  };
  const sources: OrgFieldSources = {};
  for (const [field, key] of Object.entries(FIELD_OF) as [OrgSourcedField, string][]) {
    const value = key === 'website' ? org.domain : org[key as keyof ProviderOrganization];
    if (value !== null && value !== undefined && value !== '') sources[field] = source;
  }
  return sources;
}

/** A provider's organization as a rankable candidate (only the provider's values). */
export function providerCandidate(org: ProviderOrganization): Candidate {
  return {
    key: `${org.provider}:${org.recordId ?? org.domain ?? org.name}`,
    name: org.name,
    domain: org.domain,
    industry: org.industry,
    sizeRange: org.sizeRange,
    employeeCount: org.employeeCount,
    location: org.location,
    revenueRange: org.revenueRange,
    founded: org.founded,
    description: org.description,
    keywords: [...(org.keywords ?? [])],
    source: org.provider === 'pdl' ? 'pdl' : 'apollo',
    linkedinUrl: org.linkedinUrl,
    fieldSources: providerFieldSources(org),
  };
}

/**
 * A web search lead that became an organization: its home page was read, and its name and description come
 * from that page (never from the search snippet). Null when the page gives no name.
 */
export function webCandidate(site: SiteSnapshot): Candidate | null {
  const home = site.pages[0];
  if (!home) return null;
  const homeOnly = { rootUrl: site.rootUrl, pages: [home] };
  const name = extractProductName(homeOnly).trim();
  const domain = bareDomain(home.url);
  if (!name || !domain) return null;
  const description = extractDescription(homeOnly, name).trim() || null;
  const source: OrgFieldSource = {
    source: 'web',
    label: ORG_SOURCE_LABELS.web!,
    url: home.url,
    at: home.fetchedAt,
  };
  return {
    key: `web:${domain}`,
    name,
    domain,
    industry: null,
    sizeRange: null,
    employeeCount: null,
    location: null,
    revenueRange: null,
    founded: null,
    description,
    keywords: [],
    source: 'web',
    fieldSources: {
      name: source,
      website: source,
      ...(description && { description: source }),
    },
  };
}
