import { ensureSetupToken } from '../admin/super-admin-bootstrap';
import { Hono } from 'hono';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { mailOutbox } from '../../db/schema/audit';
import { AppError } from '../../errors';
import { parseJson } from '../../validate';

const notFoundBody = z.object({ path: z.string().max(2048) });

/** Health, public client configuration, client-side 404 reports, and (only when DEV_OUTBOX_API is set) the mail outbox for local testing. */
export const systemRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    await c.get('deps').database.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: c.get('deps').database.kind });
  })
  .get('/config', (c) => {
    const { env, mailer } = c.get('deps');
    return c.json({
      googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
      // Without SMTP, mail goes to the outbox and the server log: the sign-up screen says so.
      mailConfigured: mailer.kind === 'smtp',
    });
  })
  .post('/log/not-found', async (c) => {
    const { path } = await parseJson(c, notFoundBody);
    c.get('deps').logger.warn('404: page not found', { path, userId: c.get('user')?.id ?? null });
    return c.body(null, 204);
  })
  .get('/dev/outbox', async (c) => {
    if (!c.get('deps').env.DEV_OUTBOX_API) throw new AppError('NOT_FOUND', 'Not found');
    const to = c.req.query('to')?.toLowerCase();
    const { db } = c.get('deps').database;
    const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(20);
    const messages = to ? await query.where(eq(mailOutbox.to, to)) : await query;
    return c.json({ messages });
  })
  // Local browser tests only (same flag as the outbox): the setup token the server log shows at start.
  .get('/dev/super-admin-setup-token', async (c) => {
    if (!c.get('deps').env.DEV_OUTBOX_API) throw new AppError('NOT_FOUND', 'Not found');
    return c.json({ token: await ensureSetupToken(c.get('deps').database.db) });
  });
