import type { TablePreferenceKey } from '#domain/lists';
import type { TableKind } from '#domain/table-columns';

/** The URL segment of each kind's "all rows" page (/dashboard/all/:kind). */
export const KIND_SEGMENTS: Record<TableKind, string> = {
  organizations: 'organizations',
  imported_accounts: 'accounts',
  contacts: 'contacts',
};
export const kindOfSegment = (segment: string | undefined): TableKind | null =>
  (Object.entries(KIND_SEGMENTS).find(([, s]) => s === segment)?.[0] as TableKind | undefined) ?? null;

export const KIND_TITLES: Record<TableKind, string> = {
  organizations: 'Organizations',
  imported_accounts: 'Imported accounts',
  contacts: 'Contacts',
};

export const allPreferenceKey = (kind: TableKind): TablePreferenceKey => `all-${kind}`;
export const listPreferenceKey = (kind: TableKind): TablePreferenceKey => `list-${kind}`;

export const SEARCH_PLACEHOLDERS: Record<TableKind, string> = {
  organizations: 'Search organizations by name, industry or location...',
  imported_accounts: 'Search accounts by name, domain, industry or location...',
  contacts: 'Search contacts by name, title, or department...',
};
