import type { TableKind } from './table-columns';

/** What every table row carries beside its fields. */
type RowMeta = {
  id: string;
  createdAt: string;
  /** Created after the saved search's last run (`since`). */
  isNew?: boolean;
  /** When it was put on the list (a list's table). */
  addedAt?: string;
};

export type OrganizationTableRow = RowMeta & {
  name: string;
  fitScore: number;
  fitCategory: string;
  industry: string | null;
  sizeRange: string | null;
  employeeCount: number | null;
  location: string | null;
  revenueRange: string | null;
  website: string | null;
  source: string;
  /** Per field whose source differs from the record's (a provider Enrich asked, the page read): that source's id. */
  fieldSources?: Partial<Record<string, string>>;
  contactCount: number;
  competitor: boolean;
  analysisSessionId: string;
};

/** "Industry: Apollo; Location: Apollo": each field's own source, for exports (empty when none differs). */
export function fieldSourcesText(fieldSources: Partial<Record<string, string>> | undefined): string | null {
  const FIELD_LABELS: Record<string, string> = {
    industry: 'Industry',
    sizeRange: 'Size',
    employeeCount: 'Employees',
    location: 'Location',
    revenueRange: 'Revenue',
    founded: 'Founded',
    description: 'Description',
    linkedinUrl: 'LinkedIn',
    name: 'Name',
    website: 'Website',
  };
  const parts = Object.entries(fieldSources ?? {}).flatMap(([field, source]) =>
    source ? [`${FIELD_LABELS[field] ?? field}: ${sourceLabel(source)}`] : [],
  );
  return parts.length > 0 ? parts.join('; ') : null;
}

export type AccountTableRow = RowMeta & {
  name: string;
  domain: string | null;
  industry: string | null;
  sizeRange: string | null;
  employeeCount: number | null;
  location: string | null;
  revenueRange: string | null;
  founded: number | null;
  /** 'import', then each provider that filled a field (Enrich). */
  sources: string[];
  /** Per field a provider filled (Enrich): that provider's id ('apollo', 'pdl'); fields not listed came with the import. */
  fieldSources?: Partial<Record<string, string>>;
  hasContacts: boolean;
};

export type ContactTableRow = RowMeta & {
  organizationId: string;
  organization: string;
  name: string;
  title: string | null;
  department: string | null;
  seniorityLevel: string | null;
  fitScore: number | null;
  fitCategory: string | null;
  /** Null when withheld (do-not-contact, the daily view limit) or not reachable (invalid); the status says which. */
  email: string | null;
  emailStatus: string | null;
  phone: string | null;
  mobilePhone: string | null;
  location: string | null;
  linkedinUrl: string | null;
  source: string | null;
  doNotContact: boolean;
  /** E-mail and phones withheld: today's contact views are used up. */
  withheld: boolean;
};

export type TableRow = OrganizationTableRow | AccountTableRow | ContactTableRow;
export type TableRowOf<K extends TableKind> = K extends 'organizations'
  ? OrganizationTableRow
  : K extends 'imported_accounts'
    ? AccountTableRow
    : ContactTableRow;

/** A page of a table: its rows, the cursor of the next page, and on the first page the totals. */
export type TablePage<R = TableRow> = {
  rows: R[];
  nextCursor: string | null;
  /** Rows matching the filters (first page only; null on later pages). */
  total: number | null;
  /** Rows created after `since` (first page only, when `since` is given). */
  newCount?: number | null;
  /** Contacts whose e-mail and phones the daily view limit withholds on this page. */
  withheldByDailyLimit?: number;
};

export const SOURCE_LABELS: Record<string, string> = {
  directory: 'Directory',
  import: 'Imported',
  apollo: 'Apollo',
  pdl: 'People Data Labs',
  hunter: 'Hunter',
  web: 'Web',
  page: 'Public page',
  ai: 'AI suggestion',
};

export const sourceLabel = (source: string | null | undefined) =>
  source ? (SOURCE_LABELS[source] ?? source.charAt(0).toUpperCase() + source.slice(1)) : 'Not available';
