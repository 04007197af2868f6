import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { SUPPORT_MSG } from '#domain/access';
import { SESSION_MSG } from '#domain/analysis-sessions';
import { MSG } from '#domain/messages';
import { cursorPageQuery } from '#domain/pagination';
import type { AppEnv } from '../../context';
import type { Tx } from '../../db/client';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery } from '../../validate';
import {
  createDemoSession,
  deleteDemoSession,
  listDemoSessions,
  renameDemoSession,
  sessionOwnership,
} from './demo.queries';

const nameBody = z.object({
  name: z.string({ error: SUPPORT_MSG.demoNameRequired }).trim().min(1, SUPPORT_MSG.demoNameRequired).max(200),
});
const idParam = z.object({ id: z.uuid() });

/** A teammate's session is visible but not the caller's to change (403); one outside the company is 404. */
async function assertOwnSession(tx: Tx, args: { companyId: string; userId: string; id: string }) {
  const owner = await sessionOwnership(tx, args);
  if (owner === null) throw new AppError('NOT_FOUND', MSG.notFound);
  if (owner === 'other') throw new AppError('FORBIDDEN', SESSION_MSG.notYourSession);
}

const scope = (c: Context<AppEnv>) => ({ companyId: c.get('company').id, userId: c.get('user')!.id });

/**
 * The Impersonation Demo page (/demo): lists the company's analysis sessions (cursor pages) with whose each is, and
 * creates, renames and deletes the acting user's own. c.get('user') is the impersonated user while impersonating.
 */
export const demoRoutes = new Hono<AppEnv>()
  .get('/demo/sessions', requireCompany(), async (c) => {
    const page = parseQuery(c.req.query(), cursorPageQuery);
    const { companyId } = scope(c);
    const list = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      listDemoSessions(tx, { companyId, ...page }),
    );
    return c.json({
      ...list,
      actingAs: { id: c.get('user')!.id, email: c.get('user')!.email },
      impersonating: Boolean(c.get('impersonation')),
    });
  })
  .post('/demo/sessions', requireCompany({ minRole: 'member' }), async (c) => {
    const { name } = await parseJson(c, nameBody);
    const { companyId, userId } = scope(c);
    const session = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      createDemoSession(tx, { companyId, userId, name }),
    );
    return c.json({ session }, 201);
  })
  .patch('/demo/sessions/:id', requireCompany({ minRole: 'member' }), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const { name } = await parseJson(c, nameBody);
    const { companyId, userId } = scope(c);
    const session = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      await assertOwnSession(tx, { companyId, userId, id });
      return renameDemoSession(tx, { companyId, userId, id, name });
    });
    if (!session) throw new AppError('NOT_FOUND', MSG.notFound);
    return c.json({ session });
  })
  .delete('/demo/sessions/:id', requireCompany({ minRole: 'member' }), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const { companyId, userId } = scope(c);
    const deleted = await withTenant(c.get('deps').database.db, companyId, async (tx) => {
      await assertOwnSession(tx, { companyId, userId, id });
      return deleteDemoSession(tx, { companyId, userId, id });
    });
    if (!deleted) throw new AppError('NOT_FOUND', MSG.notFound);
    return c.json({ success: true });
  });
