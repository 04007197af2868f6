import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { savedSearchBody, updateListBody } from '#domain/lists';
import { TABLE_KINDS } from '#domain/table-columns';
import { checkFilterForKind, checkSortForKind } from '#domain/table-query';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery } from '../../validate';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  runSavedSearch,
  updateSavedSearch,
} from './saved-searches.queries';

const idParam = z.object({ id: z.uuid() });
const kindQuery = z.object({ kind: z.enum(TABLE_KINDS).optional() });
const member = requireCompany({ minRole: 'member' });

const viewerOf = (c: Context<AppEnv>) => ({
  companyId: c.get('company').id,
  userId: c.get('user')!.id,
  role: c.get('role'),
});
const tenant = <T>(c: Context<AppEnv>, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(c.get('deps').database.db, c.get('company').id, fn);

/** Saved searches (issue 19): a table's filters under a name, re-run later with what is new since marked. */
export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/saved-searches', requireCompany(), async (c) => {
    const { kind } = parseQuery(c.req.query(), kindQuery);
    return c.json({ searches: await tenant(c, (tx) => listSavedSearches(tx, viewerOf(c), kind)) });
  })
  .post('/saved-searches', member, async (c) => {
    const body = await parseJson(c, savedSearchBody);
    const problem =
      checkFilterForKind(body.filter, body.kind) ??
      (body.sort ? checkSortForKind(body.sort, body.kind, { list: Boolean(body.filter.list) }) : null);
    if (problem) throw new AppError('INVALID_INPUT', problem);
    return c.json({ search: await tenant(c, (tx) => createSavedSearch(tx, viewerOf(c), body)) }, 201);
  })
  .patch('/saved-searches/:id', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const change = await parseJson(c, updateListBody);
    const now = c.get('deps').clock.now();
    return c.json({ search: await tenant(c, (tx) => updateSavedSearch(tx, viewerOf(c), id, change, now)) });
  })
  .delete('/saved-searches/:id', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    await tenant(c, (tx) => deleteSavedSearch(tx, viewerOf(c), id));
    return c.json({ success: true });
  })
  .post('/saved-searches/:id/run', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const now = c.get('deps').clock.now();
    return c.json(await tenant(c, (tx) => runSavedSearch(tx, viewerOf(c), id, now)));
  });
