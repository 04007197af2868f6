import { ORG_SOURCE_LABELS } from '#domain/providers';
import type { OrgFieldSources } from '#domain/org-sources';
import type { Organization } from '../../shared/types';
import {
  CONFIG_FIELDS,
  ORG_FIT_CATEGORIES,
  ORG_FIT_LABELS,
  REQUIRED_CONFIG_FIELDS,
  type ConfigField,
  type OrgFitCategory,
  type TargetingSource,
} from '#domain/workflow';

/** `competitor`: in the user's own category or named in Competitors (labelled, listed after the buyers). */
export type TargetOrganization = Organization & {
  analysisSessionId: string;
  competitor?: boolean;
  /** Discovered but under the fit floor: listed apart, after the ranked list. */
  belowFloor?: boolean;
  linkedinUrl?: string | null;
  fieldSources?: OrgFieldSources | null;
};
export type FitFilter = 'all' | OrgFitCategory;
export const FIT_FILTERS: readonly FitFilter[] = ['all', ...ORG_FIT_CATEGORIES];
export const fitFilterLabel = (filter: FitFilter) => (filter === 'all' ? 'All' : ORG_FIT_LABELS[filter]);

const REQUIRED_LABELS: Record<(typeof REQUIRED_CONFIG_FIELDS)[number], string> = {
  productName: 'Product Name',
  productUrl: 'Product URL',
  productDescription: 'Product Description',
  targetMarket: 'Target Market',
};

/** The required configuration fields still blank, by label (for the Incomplete Configuration toast). */
export const missingConfigLabels = (config: Partial<Record<ConfigField, string | null>>) =>
  REQUIRED_CONFIG_FIELDS.filter((f) => !(config[f] ?? '').trim()).map((f) => REQUIRED_LABELS[f]);

export function countByFit(
  organizations: readonly Pick<TargetOrganization, 'fitCategory'>[],
): Record<FitFilter, number> {
  const counts: Record<FitFilter, number> = { all: organizations.length, great: 0, good: 0, okay: 0, poor: 0 };
  for (const org of organizations) if (org.fitCategory in counts) counts[org.fitCategory] += 1;
  return counts;
}

/** Best fit first; equal scores by name, so the order is stable. */
/** Best fit first, competitors after every buyer; equal scores keep the server's order (more evidence first). */
export const sortByFit = <T extends Pick<TargetOrganization, 'fitScore' | 'name'> & { competitor?: boolean }>(
  organizations: readonly T[],
) =>
  [...organizations].sort(
    (a, b) => Number(a.competitor === true) - Number(b.competitor === true) || b.fitScore - a.fitScore,
  );

export const filterByFit = <T extends Pick<TargetOrganization, 'fitCategory'>>(
  organizations: readonly T[],
  filter: FitFilter,
) => (filter === 'all' ? [...organizations] : organizations.filter((o) => o.fitCategory === filter));

/** A tile toggles its category; clicking the active one returns to all. */
export const toggleTileFilter = (current: FitFilter, category: OrgFitCategory): FitFilter =>
  current === category ? 'all' : category;

export function sizeLabel({
  sizeRange,
  employeeCount,
}: Pick<TargetOrganization, 'sizeRange' | 'employeeCount'>): string | null {
  const count = employeeCount != null ? employeeCount.toLocaleString('en-US') : null;
  if (sizeRange && count) return `${sizeRange} employees (${count})`;
  if (sizeRange) return `${sizeRange} employees`;
  if (count) return `${count} employees`;
  return null;
}

/** Only http(s) links are rendered; a bare domain gets https. */
export function websiteHref(website: string | null | undefined): string | null {
  const value = (website ?? '').trim();
  if (!value) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export const websiteLabel = (href: string) => new URL(href).hostname.replace(/^www\./, '');

/** The card's source badge: Directory, Imported, Apollo, People Data Labs or Web. */
export const sourceLabel = (source: string) => ORG_SOURCE_LABELS[source] ?? 'Directory';

export const analysisCompleteDescription = (n: number) => `Found ${n} organization${n === 1 ? '' : 's'}.`;

/** The spec's request body: the chosen source plus the configuration fields. */
export const analysisBody = (config: Partial<Record<ConfigField, string | null>>, source: TargetingSource) => ({
  source,
  ...Object.fromEntries(CONFIG_FIELDS.map((f) => [f, config[f] ?? ''])),
});

export const incompleteDescription = (labels: readonly string[]) => {
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
  return `Please fill in ${list} in the AI configuration on the dashboard.`;
};

export const TARGETING_MSG = {
  configurationRequired: {
    title: 'Configuration Required',
    description: 'Save your AI configuration on the dashboard first.',
  },
  incomplete: 'Incomplete Configuration',
  complete: 'Analysis Complete',
  noGoodFits: 'No good fits found',
  notCharged: 'No credit was charged.',
  failed: { title: 'Analysis Failed', description: 'Failed to analyze organizations. Please try again.' },
  stillRunning: {
    title: 'Analysis Still Running',
    description: 'The analysis is taking longer than usual. Results will appear here when it finishes.',
  },
} as const;
