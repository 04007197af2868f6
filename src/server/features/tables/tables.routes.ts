import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { LIST_MSG } from '#domain/lists';
import { cursorPageQuery } from '#domain/pagination';
import { roleSatisfies } from '#domain/roles';
import type { TableKind } from '#domain/table-columns';
import { queriesReader, readTableQuery, TABLE_URL_KEYS } from '#domain/table-url';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseParams, parseQuery } from '../../validate';
import { getVisibleList } from '../lists/lists.queries';
import { readFacet, TABLE_FACETS } from './table-facets';
import { countTable, readTablePage } from './table-page';

/** The URL segment of each kind. */
export const KIND_PATHS = {
  organizations: 'organizations',
  'imported-accounts': 'imported_accounts',
  contacts: 'contacts',
} as const;
const kindParam = z.object({ kind: z.enum(Object.keys(KIND_PATHS) as [keyof typeof KIND_PATHS]) });
const pageQuery = cursorPageQuery.extend({
  since: z.iso.datetime({ offset: true }).optional(),
  // `totals=no`: rows only; the browser asks /count beside them (decision 026).
  totals: z.enum(['yes', 'no'], 'totals must be yes or no').default('yes'),
});
const countQuery = z.object({ since: z.iso.datetime({ offset: true }).optional() });
/** Contact Discovery's roles; a list of contacts is open to every member, as the outreach list always was. */
const CONTACT_READERS = { roles: ['owner', 'admin', 'member'] } as const;

/** The kind, filters and sort of a table request; a list must be one the caller sees, of the same kind. */
export async function parseTableRequest(c: Context<AppEnv>) {
  const kind: TableKind = KIND_PATHS[parseParams(c.req.param(), kindParam).kind];
  const queries = c.req.queries() as Record<string, string[]>;
  const onList = Boolean(queries.list?.[0]);
  const parsed = readTableQuery(kind, queriesReader(queries), { list: onList });
  if (!parsed.ok) throw new AppError('INVALID_INPUT', parsed.error);
  if (kind === 'contacts' && !onList && !roleSatisfies(c.get('role'), CONTACT_READERS))
    throw new AppError(
      'FORBIDDEN',
      `You don't have permission to access this feature. Required roles: owner, admin, member`,
    );
  return { kind, ...parsed, onList };
}

const viewerOf = (c: Context<AppEnv>) => ({
  companyId: c.get('company').id,
  userId: c.get('user')!.id,
  role: c.get('role'),
});

/** Checks that the filter's list is one the caller sees, of the table's kind. */
export async function assertListFits(c: Context<AppEnv>, kind: TableKind, listId: string | undefined) {
  if (!listId) return;
  await withTenant(c.get('deps').database.db, c.get('company').id, async (tx) => {
    const list = await getVisibleList(tx, viewerOf(c), listId);
    if (list.kind !== kind) throw new AppError('NOT_FOUND', LIST_MSG.notFound);
  });
}

/** Tables (issue 19): filtered, sorted, cursor-paged rows of organizations, imported accounts and contacts. */
export const tableRoutes = new Hono<AppEnv>()
  .get('/tables/:kind', requireCompany(), async (c) => {
    const { kind, filter, sort, onList } = await parseTableRequest(c);
    const rest = Object.fromEntries(
      Object.entries(c.req.query()).filter(([k]) => !(TABLE_URL_KEYS as readonly string[]).includes(k)),
    );
    const { cursor, limit, since, totals } = parseQuery(rest, pageQuery);
    await assertListFits(c, kind, filter.list);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    const ctx = { companyId, now: deps.clock.now(), since: since ? new Date(since) : null };
    // Contact Discovery's tables count views under the daily limit; a list is the team's working set (decision 026).
    const views =
      kind === 'contacts' && !onList
        ? { userId: c.get('user')!.id, userAgent: c.req.header('user-agent') ?? null }
        : undefined;
    const page = await withTenant(deps.database.db, companyId, (tx) =>
      readTablePage(tx, { kind, filter, sort, cursor, limit, ctx, views, skipTotals: totals === 'no' }),
    );
    return c.json(page);
  })
  .get('/tables/:kind/count', requireCompany(), async (c) => {
    const { kind, filter } = await parseTableRequest(c);
    const rest = Object.fromEntries(
      Object.entries(c.req.query()).filter(([k]) => !(TABLE_URL_KEYS as readonly string[]).includes(k)),
    );
    const { since } = parseQuery(rest, countQuery);
    await assertListFits(c, kind, filter.list);
    const companyId = c.get('company').id;
    const ctx = { companyId, now: c.get('deps').clock.now(), since: since ? new Date(since) : null };
    return c.json(
      await withTenant(c.get('deps').database.db, companyId, (tx) => countTable(tx, { kind, filter, ctx })),
    );
  })
  .get('/tables/:kind/facets/:facet', requireCompany(), async (c) => {
    const { kind, filter } = await parseTableRequest(c);
    const facet = z.enum(TABLE_FACETS[kind] as [string, ...string[]]).safeParse(c.req.param('facet'));
    if (!facet.success) throw new AppError('NOT_FOUND', `No ${c.req.param('facet')} facet on this table`);
    await assertListFits(c, kind, filter.list);
    const companyId = c.get('company').id;
    const ctx = { companyId, now: c.get('deps').clock.now() };
    const values = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      readFacet(tx, { kind, facet: facet.data, filter, ctx }),
    );
    return c.json({ values });
  });
