import { checkFilterForKind, checkSortForKind, defaultSort, tableFilterSchema, tableSortSchema } from './table-query';
import type { TableFilter, TableSort } from './table-query';
import type { TableKind } from './table-columns';

/**
 * The URL form of a table's filters and sort, the same for the page and the API, so a view can be shared, reloaded
 * and asked of the server as it stands:
 *   q=acme  location=berlin  department=sales  list=<id>  session=<id>  organization=<id>
 *   fit=great&fit=good  industry=Software&industry=Banking  size=…  source=…  emailStatus=…  seniority=…  crm=…
 *   score=60..100  employees=..500 (either bound may be left out)   hasContacts=yes|no   sort=fitScore.desc
 */
const SCALARS = ['q', 'location', 'department', 'list', 'session', 'organization'] as const;
const ARRAYS = ['fit', 'industry', 'size', 'source', 'emailStatus', 'seniority', 'crm'] as const;
const RANGES = ['score', 'employees'] as const;
/** Every parameter the URL form uses (others, such as cursor and limit, belong to the caller). */
export const TABLE_URL_KEYS = [...SCALARS, ...ARRAYS, ...RANGES, 'hasContacts', 'sort'] as const;

type Read = (key: string) => string[];

function readRange(raw: string | undefined): { min?: number; max?: number } | string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const m = /^(\d{0,9})\.\.(\d{0,9})$/.exec(raw.trim());
  if (!m || (!m[1] && !m[2])) return `"${raw}" is not a range; write it as 10..500, 10.. or ..500`;
  return { ...(m[1] ? { min: Number(m[1]) } : {}), ...(m[2] ? { max: Number(m[2]) } : {}) };
}

export type ParsedTableQuery = { ok: true; filter: TableFilter; sort: TableSort } | { ok: false; error: string };

/** Reads a table's filters and sort from URL parameters (`read(key)` gives every value of a key), checked by kind. */
export function readTableQuery(kind: TableKind, read: Read, options: { list?: boolean } = {}): ParsedTableQuery {
  const raw: Record<string, unknown> = {};
  for (const key of SCALARS) {
    const value = read(key)[0];
    if (value !== undefined && value.trim() !== '') raw[key] = value;
  }
  for (const key of ARRAYS) {
    const values = read(key).filter((v) => v.trim() !== '');
    if (values.length) raw[key] = values;
  }
  for (const key of RANGES) {
    const value = readRange(read(key)[0]);
    if (typeof value === 'string') return { ok: false, error: `${key}: ${value}` };
    if (value) raw[key] = value;
  }
  const has = read('hasContacts')[0];
  if (has === 'yes' || has === 'no') raw.hasContacts = has === 'yes';
  else if (has) return { ok: false, error: 'hasContacts must be yes or no' };

  const parsed = tableFilterSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${issue?.path.join('.') ?? 'filter'}: ${issue?.message ?? 'not valid'}` };
  }
  const kindError = checkFilterForKind(parsed.data, kind);
  if (kindError) return { ok: false, error: kindError };

  const sortRaw = read('sort')[0];
  let sort = defaultSort(kind, options);
  if (sortRaw) {
    const [by, dir = 'asc'] = sortRaw.split('.');
    const checked = tableSortSchema.safeParse({ by, dir });
    if (!checked.success) return { ok: false, error: 'sort must be a column, then .asc or .desc' };
    sort = checked.data;
  }
  const sortError = checkSortForKind(sort, kind, options);
  if (sortError) return { ok: false, error: sortError };
  return { ok: true, filter: parsed.data, sort };
}

const rangeText = (r: { min?: number; max?: number }) => `${r.min ?? ''}..${r.max ?? ''}`;

/** Writes a table's filters and sort as URL parameters (the default sort is left out). */
export function writeTableQuery(
  filter: TableFilter,
  sort: TableSort | null,
  params = new URLSearchParams(),
): URLSearchParams {
  for (const key of TABLE_URL_KEYS) params.delete(key);
  for (const key of SCALARS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  for (const key of ARRAYS) for (const value of filter[key] ?? []) params.append(key, value);
  for (const key of RANGES) {
    const value = filter[key];
    if (value && (value.min !== undefined || value.max !== undefined)) params.set(key, rangeText(value));
  }
  if (filter.hasContacts !== undefined) params.set('hasContacts', filter.hasContacts ? 'yes' : 'no');
  if (sort) params.set('sort', `${sort.by}.${sort.dir}`);
  return params;
}

/** `read` for URLSearchParams. */
export const searchParamsReader =
  (params: URLSearchParams): Read =>
  (key) =>
    params.getAll(key);

/** `read` for a server's parsed query (every key with all its values). */
export const queriesReader =
  (queries: Record<string, string[] | undefined>): Read =>
  (key) =>
    queries[key] ?? [];
