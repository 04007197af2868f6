import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { createListBody, listItemsBody, updateListBody } from '#domain/lists';
import { TABLE_KINDS } from '#domain/table-columns';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { addSelectionToList, removeSelectionFromList } from './list-items.service';
import { createList, deleteList, getVisibleList, listDto, listLists, updateList } from './lists.queries';

const idParam = z.object({ id: z.uuid() });
const kindQuery = z.object({
  kind: z.enum(TABLE_KINDS, 'kind must be organizations, imported_accounts or contacts').optional(),
});
// Viewers read and export; members and up make, change and fill lists (decision 026).
const member = requireCompany({ minRole: 'member' });

const viewerOf = (c: Context<AppEnv>) => ({
  companyId: c.get('company').id,
  userId: c.get('user')!.id,
  role: c.get('role'),
});
const tenant = <T>(c: Context<AppEnv>, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(c.get('deps').database.db, c.get('company').id, fn);

/** Named lists (issue 19): team or private, of one kind of row; "Add to list" and "Remove" on a selection. */
export const listRoutes = new Hono<AppEnv>()
  .get('/lists', requireCompany(), async (c) => {
    const { kind } = parseQuery(c.req.query(), kindQuery);
    return c.json({ lists: await tenant(c, (tx) => listLists(tx, viewerOf(c), kind)) });
  })
  .get('/lists/:id', requireCompany(), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const viewer = viewerOf(c);
    return c.json({ list: await tenant(c, async (tx) => listDto(tx, viewer, await getVisibleList(tx, viewer, id))) });
  })
  .post('/lists', member, async (c) => {
    const body = await parseJson(c, createListBody);
    const viewer = viewerOf(c);
    const list = await tenant(c, async (tx) => listDto(tx, viewer, await createList(tx, viewer, body)));
    return c.json({ list }, 201);
  })
  .patch('/lists/:id', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const change = await parseJson(c, updateListBody);
    const viewer = viewerOf(c);
    const now = c.get('deps').clock.now();
    return c.json({
      list: await tenant(c, async (tx) => listDto(tx, viewer, await updateList(tx, viewer, id, change, now))),
    });
  })
  .delete('/lists/:id', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    await tenant(c, (tx) => deleteList(tx, viewerOf(c), id));
    return c.json({ success: true });
  })
  .post('/lists/:id/items', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const { selection } = await parseJson(c, listItemsBody);
    const viewer = viewerOf(c);
    const ctx = { companyId: viewer.companyId, now: c.get('deps').clock.now(), viewer };
    const result = await tenant(c, async (tx) =>
      addSelectionToList(tx, { list: await getVisibleList(tx, viewer, id), selection, ctx, userId: viewer.userId }),
    );
    return c.json(result);
  })
  .post('/lists/:id/items/remove', member, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const { selection } = await parseJson(c, listItemsBody);
    const viewer = viewerOf(c);
    const ctx = { companyId: viewer.companyId, now: c.get('deps').clock.now(), viewer };
    const removed = await tenant(c, async (tx) =>
      removeSelectionFromList(tx, { list: await getVisibleList(tx, viewer, id), selection, ctx }),
    );
    return c.json({ removed });
  });
