import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_TABLE_VIEW,
  TABLE_PREFERENCE_KEYS,
  tablePreferenceBody,
  type TablePreference,
  type TableView,
} from '#domain/lists';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { tablePreferences } from '../../db/schema/lists';
import { withTenant } from '../../db/tenant';
import { parseJson, parseParams } from '../../validate';

const keyParam = z.object({ key: z.enum(TABLE_PREFERENCE_KEYS) });

/** Per user: table or cards and the hidden columns of each table, kept on the server (any role: one's own view). */
export const tablePreferenceRoutes = new Hono<AppEnv>()
  .get('/preferences/tables', requireCompany(), async (c) => {
    const companyId = c.get('company').id;
    const rows = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      tx
        .select()
        .from(tablePreferences)
        .where(and(eq(tablePreferences.companyId, companyId), eq(tablePreferences.userId, c.get('user')!.id))),
    );
    const preferences: Record<string, TablePreference> = Object.fromEntries(
      rows.map((r) => [r.tableKey, { view: r.view as TableView, hiddenColumns: r.hiddenColumns ?? null }]),
    );
    return c.json({ preferences });
  })
  .put('/preferences/tables/:key', requireCompany(), async (c) => {
    const { key } = parseParams(c.req.param(), keyParam);
    const body = await parseJson(c, tablePreferenceBody);
    const companyId = c.get('company').id;
    const userId = c.get('user')!.id;
    const now = c.get('deps').clock.now();
    const [row] = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      tx
        .insert(tablePreferences)
        .values({
          companyId,
          userId,
          tableKey: key,
          view: body.view ?? DEFAULT_TABLE_VIEW[key],
          hiddenColumns: body.hiddenColumns ?? null,
        })
        .onConflictDoUpdate({
          target: [tablePreferences.companyId, tablePreferences.userId, tablePreferences.tableKey],
          set: {
            ...(body.view ? { view: body.view } : {}),
            ...(body.hiddenColumns ? { hiddenColumns: body.hiddenColumns } : {}),
            updatedAt: now,
          },
        })
        .returning(),
    );
    return c.json({ preference: { view: row!.view as TableView, hiddenColumns: row!.hiddenColumns ?? null } });
  });
