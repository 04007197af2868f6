import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { searchPageQuery } from '#domain/pagination';
import { isAdmin } from '#domain/roles';
import type { AppEnv } from '../../context';
import { forbidDuringImpersonation, requirePlatformRole, requireUser as signedIn } from '../../auth/middleware';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { listUsersForAdmin, syncUserEmails, usersVerificationStatus } from './admin.queries';
import { ASSIGNABLE_ROLES, assignRole, deleteUserAsAdmin, makeSuperAdmin, removeRole } from './admin-roles';
import { extractCompanyInfo } from './extract-company';
import { superAdminExists } from './super-admin-bootstrap';

/** User Management is for platform admins (admin or super_admin), enforced here on every call. */
const requireAdmin = requirePlatformRole(isAdmin, ['admin', 'super_admin']);

const userParams = z.object({ id: z.uuid() });
const roleParams = z.object({ id: z.uuid(), role: z.enum(ASSIGNABLE_ROLES) });
const roleBody = z.object({ role: z.enum(ASSIGNABLE_ROLES, `Role must be one of: ${ASSIGNABLE_ROLES.join(', ')}`) });
const extractBody = z.object({ userId: z.uuid('userId must be a user id'), email: z.string().optional() });

const makeSuperAdminBody = z.object({ setupToken: z.string().max(200).optional() });

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The person acting: the signed-in admin (requirePlatformRole already refuses these calls while impersonating). */
const actorOf = (c: Context<AppEnv>) => c.get('realUser') ?? c.get('user')!;

/** Platform user administration (administration spec sections 2, 5, 6, 7). */
export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/users', requireAdmin, async (c) => {
    const query = parseQuery(c.req.query(), searchPageQuery);
    const page = await listUsersForAdmin(c.get('deps').database.db, query);
    const list = page.users.map((u) => ({ ...u, createdAt: iso(u.createdAt), lastSignInAt: iso(u.lastSignInAt) }));
    return c.json({ users: list, total: page.total, nextCursor: page.nextCursor });
  })
  .post('/admin/users/:id/roles', requireAdmin, async (c) => {
    const { id } = parseParams(c.req.param(), userParams);
    const { role } = await parseJson(c, roleBody);
    const message = await assignRole(c.get('deps').database.db, actorOf(c), { userId: id, role });
    c.get('deps').logger.info('platform role assigned', { by: actorOf(c).id, userId: id, role });
    return c.json({ success: true, message }, 201);
  })
  .delete('/admin/users/:id/roles/:role', requireAdmin, async (c) => {
    const { id, role } = parseParams(c.req.param(), roleParams);
    const message = await removeRole(c.get('deps').database.db, actorOf(c), { userId: id, role });
    c.get('deps').logger.info('platform role removed', { by: actorOf(c).id, userId: id, role });
    return c.json({ success: true, message });
  })
  // The admin form of delete-user-account ({userId}); the self-service form stays at /functions/delete-user-account.
  .delete('/admin/users/:id', requireAdmin, async (c) => {
    const { id } = parseParams(c.req.param(), userParams);
    const target = await deleteUserAsAdmin(c.get('deps').database.db, actorOf(c), { userId: id });
    c.get('deps').logger.info('account deleted by admin', { by: actorOf(c).id, userId: id, email: target.email });
    return c.json({ success: true });
  })
  .post('/functions/get-users-verification-status', requireAdmin, async (c) => {
    return c.json({ success: true, data: await usersVerificationStatus(c.get('deps').database.db) });
  })
  .post('/functions/sync-user-emails', requireAdmin, async (c) => {
    const count = await syncUserEmails(c.get('deps').database.db, c.get('deps').clock.now());
    const message =
      count === 0 ? 'All user emails are already in sync' : `Synced ${count} user email${count === 1 ? '' : 's'}`;
    return c.json({ success: true, count, message });
  })
  .post('/functions/extract-company-info', requireAdmin, async (c) => {
    const { userId } = await parseJson(c, extractBody);
    return c.json(await extractCompanyInfo(c.get('deps'), { userId }));
  })
  // Whether Make Me Super Admin is offered: only while no super admin exists.
  .get('/admin/super-admin-setup', signedIn, async (c) => {
    return c.json({ available: !(await superAdminExists(c.get('deps').database.db)) });
  })
  // Any signed-in user may ask, for themselves only and never while impersonating; the rule is in makeSuperAdmin.
  .post('/functions/make-super-admin', forbidDuringImpersonation, async (c) => {
    const { setupToken } = await parseJson(c, makeSuperAdminBody);
    const message = await makeSuperAdmin(c.get('deps').database.db, c.get('user')!, setupToken);
    c.get('deps').logger.info('make-super-admin', { userId: c.get('user')!.id, message });
    return c.json({ success: true, message });
  });
