import { fieldProvenance, type OrgSourcedField } from '#domain/org-sources';
import type { OrganizationRecord, SitePage, SiteSnapshot } from '../engine';
import type { Provenance } from '#domain/workflow';

/** Total characters of page text sent to the model per request. */
export const PAGE_BUDGET = 24_000;
const MIN_PER_PAGE = 1_500;

const collapse = (text: string) =>
  text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();

/** The pages as labelled blocks ("--- Page: URL ---"), each cut to a share of the budget. */
export function formatPages(pages: SitePage[], budget = PAGE_BUDGET): string {
  if (pages.length === 0) return '(no pages were fetched)';
  const share = Math.max(MIN_PER_PAGE, Math.floor(budget / pages.length));
  let left = budget;
  const blocks: string[] = [];
  for (const page of pages) {
    if (left <= 0) break;
    const text = collapse(page.text).slice(0, Math.min(share, left));
    left -= text.length;
    blocks.push(`--- Page: ${page.url}${page.title ? ` (${page.title})` : ''} ---\n${text}`);
  }
  return blocks.join('\n\n');
}

/** The pages of a snapshot, or none. */
export const pagesOf = (site: SiteSnapshot | null): SitePage[] => site?.pages ?? [];

/** All pages' text joined (for checks against "any source"). */
export const allText = (pages: SitePage[]): string => pages.map((p) => `${p.title}\n${p.text}`).join('\n');

const urlKey = (url: string) => url.trim().replace(/#.*$/, '').replace(/\/+$/, '').toLowerCase();

/** The fetched page a model-cited URL refers to (trailing slash and case tolerated), or null. */
export function findPage(pages: SitePage[], url: string | null | undefined): SitePage | null {
  if (!url) return null;
  const key = urlKey(url);
  return pages.find((p) => urlKey(p.url) === key) ?? null;
}

/** Provenance for a fact read on a page. */
export const webProvenance = (page: SitePage): Provenance => ({
  source: 'web',
  url: page.url,
  fetchedAt: page.fetchedAt,
});

/** Provenance for a fact from the organization record: the field's own source (Enrich's provider), else the record's. */
export const recordProvenance = (org: OrganizationRecord, field: OrgSourcedField = 'description'): Provenance =>
  fieldProvenance(org, field);

/** The organization record's facts as text, for prompts and grounding checks. */
export function recordText(org: OrganizationRecord): string {
  const rows: [string, string | number | null][] = [
    ['Name', org.name],
    ['Industry', org.industry],
    ['Size', org.sizeRange],
    ['Employees', org.employeeCount],
    ['Location', org.location],
    ['Revenue', org.revenueRange],
    ['Website', org.website],
    ['Founded', org.founded],
    ['Description', org.description],
  ];
  return rows
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}
