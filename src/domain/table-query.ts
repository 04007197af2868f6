import { z } from 'zod';
import { EMAIL_STATUSES } from './people/email-status';
import { CONTACT_FIT_CATEGORIES, ORG_FIT_CATEGORIES, SENIORITY_LEVELS } from './workflow';
import { DEFAULT_SORT, TABLE_FILTERS, TABLE_KINDS, tableColumns, type TableKind } from './table-columns';

/**
 * A table's filters and sort, as JSON (bulk selections, saved searches) and as URL parameters (a view that can be
 * shared and reloaded: the page's own query string is what the API reads). See table-url.ts for the URL form.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const range = (max: number) =>
  z
    .object({ min: z.number().int().min(0).max(max).optional(), max: z.number().int().min(0).max(max).optional() })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'The lower bound is above the upper');

export const tableFilterSchema = z.strictObject({
  /** Part of the name (and, per kind, domain, industry, location, title or department), any case. */
  q: z.string().trim().max(200).optional(),
  fit: z
    .array(z.enum([...ORG_FIT_CATEGORIES, 'perfect']))
    .max(5)
    .optional(),
  score: range(100).optional(),
  industry: z.array(text(200)).max(50).optional(),
  size: z.array(text(60)).max(30).optional(),
  employees: range(10_000_000).optional(),
  location: text(200).optional(),
  source: z.array(text(60)).max(20).optional(),
  hasContacts: z.boolean().optional(),
  emailStatus: z.array(z.enum(EMAIL_STATUSES)).max(5).optional(),
  seniority: z.array(z.enum(SENIORITY_LEVELS)).max(4).optional(),
  department: text(200).optional(),
  /** Rows on this list. */
  list: z.uuid().optional(),
  /** Organizations of one analysis. */
  session: z.uuid().optional(),
  /** Contacts of one organization. */
  organization: z.uuid().optional(),
  /** The CRM state (filled by the CRM feature when it lands; ignored until then). */
  crm: z.array(text(60)).max(20).optional(),
});
export type TableFilter = z.output<typeof tableFilterSchema>;
export type TableFilterKey = keyof TableFilter;

export const tableSortSchema = z.object({ by: z.string().min(1).max(40), dir: z.enum(['asc', 'desc']) });
export type TableSort = z.output<typeof tableSortSchema>;

/** The message for a filter a kind does not take. */
export const notApplicable = (key: string, kind: TableKind) =>
  `The filter ${key} does not apply to ${kind.replace('_', ' ')}`;

/** Checks a filter against its kind: only the kind's filters, and fit categories of that kind. */
export function checkFilterForKind(filter: TableFilter, kind: TableKind): string | null {
  const allowed = new Set<string>(TABLE_FILTERS[kind]);
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && !allowed.has(key)) return notApplicable(key, kind);
  }
  const fits: readonly string[] = kind === 'contacts' ? CONTACT_FIT_CATEGORIES : ORG_FIT_CATEGORIES;
  const wrongFit = filter.fit?.find((f) => !fits.includes(f));
  if (wrongFit) return `${wrongFit} is not a fit category of ${kind.replace('_', ' ')}`;
  return null;
}

/** Checks a sort against its kind's sortable columns. */
export function checkSortForKind(sort: TableSort, kind: TableKind, options: { list?: boolean } = {}): string | null {
  const sortable = tableColumns(kind, options).filter((c) => c.sortable);
  return sortable.some((c) => c.id === sort.by)
    ? null
    : `The table cannot be sorted by ${sort.by}; sort by ${sortable.map((c) => c.id).join(', ')}`;
}

/** The selection a bulk action or an export works on: chosen rows, or every row a filter matches less some. */
export const tableSelectionSchema = z.union([
  z.strictObject({ kind: z.enum(TABLE_KINDS), ids: z.array(z.uuid()).min(1).max(1000) }),
  z.strictObject({
    kind: z.enum(TABLE_KINDS),
    filter: tableFilterSchema,
    excludeIds: z.array(z.uuid()).max(1000).optional(),
  }),
]);
export type TableSelection = z.output<typeof tableSelectionSchema>;

/** A selection whose filter suits its kind; the message otherwise. */
export function checkSelection(selection: TableSelection): string | null {
  return 'filter' in selection ? checkFilterForKind(selection.filter, selection.kind) : null;
}

export const defaultSort = (kind: TableKind, options: { list?: boolean } = {}): TableSort =>
  options.list ? { by: 'addedAt', dir: 'desc' } : DEFAULT_SORT[kind];

/** Whether a filter narrows anything beyond its scope (a list, an analysis, an organization). */
export function hasNarrowingFilter(filter: TableFilter): boolean {
  return Object.entries(filter).some(
    ([key, value]) => value !== undefined && !['list', 'session', 'organization'].includes(key),
  );
}
