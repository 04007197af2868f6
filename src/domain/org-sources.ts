/** The organization fields that carry their own source (provider, record id or page, when fetched). */
export const ORG_SOURCED_FIELDS = [
  'name',
  'website',
  'industry',
  'sizeRange',
  'employeeCount',
  'location',
  'revenueRange',
  'founded',
  'description',
  'linkedinUrl',
] as const;
export type OrgSourcedField = (typeof ORG_SOURCED_FIELDS)[number];

/**
 * Where one organization field came from: `source` 'directory' | 'import' | 'apollo' | 'pdl' | 'web',
 * `recordId` a provider's record id, `url` the page read, `at` when (ISO).
 */
export type OrgFieldSource = {
  source: string;
  label: string;
  recordId?: string;
  url?: string;
  at: string;
};
export type OrgFieldSources = Partial<Record<OrgSourcedField, OrgFieldSource>>;
