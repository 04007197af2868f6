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

/** Where a fact came from, as research and pitches cite it (the shape of workflow's Provenance). */
export type FieldProvenance = {
  source: 'web' | 'directory' | 'import' | 'provider';
  url?: string;
  fetchedAt?: string;
  provider?: string;
  recordId?: string;
};

const PROVIDER_NAMES: Record<string, string> = { apollo: 'Apollo', pdl: 'People Data Labs' };

/** The record's own source (directory, import, or the provider or page that found it), for fields with no source of their own. */
export function recordSourceProvenance(source: string): FieldProvenance {
  const s = source.toLowerCase();
  if (s.startsWith('import')) return { source: 'import' };
  if (PROVIDER_NAMES[s]) return { source: 'provider', provider: PROVIDER_NAMES[s] };
  if (s === 'web') return { source: 'web' };
  return { source: 'directory' };
}

/**
 * The provenance of one field of an organization record: its own field source when it has one (Enrich's
 * provider, the page read, the import), else the record's source. A field Apollo filled on an imported
 * account is Apollo's, never "your import".
 */
export function fieldProvenance(
  org: { source: string; fieldSources?: OrgFieldSources | null },
  field: OrgSourcedField,
): FieldProvenance {
  const own = org.fieldSources?.[field];
  if (!own) return recordSourceProvenance(org.source);
  if (own.source === 'web') return { source: 'web', ...(own.url && { url: own.url }), fetchedAt: own.at };
  if (own.source === 'import' || own.source === 'directory') return { source: own.source };
  return {
    source: 'provider',
    provider: own.label,
    ...(own.recordId && { recordId: own.recordId }),
    fetchedAt: own.at,
  };
}

/** Who gives a field's value, as the subject of a sentence: "Your import", "The directory", "Apollo", a page URL. */
export function fieldOwner(org: { source: string; fieldSources?: OrgFieldSources | null }, field: OrgSourcedField) {
  const p = fieldProvenance(org, field);
  if (p.source === 'import') return 'Your import';
  if (p.source === 'provider') return p.provider!;
  if (p.source === 'web') return p.url ? `Their page ${p.url}` : 'Their website';
  return 'The directory';
}

/** One field's source in words: "Apollo (record 5f3…), 2026-11-02", "Web (https://…/), 2026-11-02", "Imported". */
export function fieldSourceText(s: OrgFieldSource): string {
  const where = s.url ?? (s.recordId ? `record ${s.recordId}` : null);
  const day = /^\d{4}-\d{2}-\d{2}/.test(s.at) ? s.at.slice(0, 10) : null;
  return `${s.label}${where ? ` (${where})` : ''}${day ? `, ${day}` : ''}`;
}
