import { Hono } from 'hono';
import { z } from 'zod';
import { SUPPORT_MSG } from '#domain/access';
import { MSG } from '#domain/messages';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams } from '../../validate';
import { createDemoSession, deleteDemoSession, listDemoSessions, renameDemoSession } from './demo.queries';

const nameBody = z.object({ name: z.string({ error: SUPPORT_MSG.demoNameRequired }).trim().min(1, SUPPORT_MSG.demoNameRequired).max(200) });
const idParam = z.object({ id: z.uuid() });

/**
 * The Impersonation Demo page (/demo): create, rename and delete the current company's analysis
 * sessions. Writes carry c.var.user, which is the impersonated user while impersonating.
 */
export const demoRoutes = new Hono<AppEnv>()
  .get('/demo/sessions', requireCompany(), async (c) => {
    const companyId = c.var.company.id;
    const sessions = await withTenant(c.var.deps.database.db, companyId, (tx) => listDemoSessions(tx, { companyId }));
    return c.json({ sessions, actingAs: { id: c.var.user!.id, email: c.var.user!.email }, impersonating: Boolean(c.var.impersonation) });
  })
  .post('/demo/sessions', requireCompany({ minRole: 'member' }), async (c) => {
    const { name } = await parseJson(c, nameBody);
    const companyId = c.var.company.id;
    const session = await withTenant(c.var.deps.database.db, companyId, (tx) => createDemoSession(tx, { companyId, userId: c.var.user!.id, name }));
    return c.json({ session }, 201);
  })
  .patch('/demo/sessions/:id', requireCompany({ minRole: 'member' }), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const { name } = await parseJson(c, nameBody);
    const companyId = c.var.company.id;
    const session = await withTenant(c.var.deps.database.db, companyId, (tx) => renameDemoSession(tx, { companyId, id, name }));
    if (!session) throw new AppError('NOT_FOUND', MSG.notFound);
    return c.json({ session });
  })
  .delete('/demo/sessions/:id', requireCompany({ minRole: 'member' }), async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const companyId = c.var.company.id;
    const deleted = await withTenant(c.var.deps.database.db, companyId, (tx) => deleteDemoSession(tx, { companyId, id }));
    if (!deleted) throw new AppError('NOT_FOUND', MSG.notFound);
    return c.json({ success: true });
  });
