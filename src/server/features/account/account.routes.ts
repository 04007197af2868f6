import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeEmail } from '#domain/email';
import { DELETE_ACCOUNT_PHRASE, MSG } from '#domain/messages';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { users } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { parseJson } from '../../validate';
import { getProfile, listMemberships, resolveCurrentMembership } from '../../auth/memberships';
import { deleteUserAccount } from './delete-account';
import { listPlatformRoles } from '../../auth/platform-roles';

const deleteBody = z.object({ userEmail: z.string().min(1, MSG.deleteUnidentified), confirmation: z.string() });

export const accountRoutes = new Hono<AppEnv>()
  // Public: a signed-out visitor gets null (not a 401) so public pages do not log errors.
  .get('/me', async (c) => {
    if (!c.get('user')) return c.json(null);
    const { db } = c.get('deps').database;
    const userId = c.get('user')!.id;
    const [[user], profile, memberships, current, platformRoles] = await Promise.all([
      db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          emailVerified: users.emailVerified,
          signupCompanyUrl: users.signupCompanyUrl,
          onboardingCompleted: users.onboardingCompleted,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId)),
      getProfile(db, { userId }),
      listMemberships(db, { userId }),
      resolveCurrentMembership(db, { userId }),
      listPlatformRoles(db, { userId }),
    ]);
    return c.json({
      user,
      profile: profile && {
        userId: profile.userId,
        email: profile.email,
        username: profile.username,
        companyName: profile.companyName,
        currentCompanyId: profile.currentCompanyId,
        isProtected: profile.isProtected,
      },
      memberships,
      currentCompany: current?.company ?? null,
      currentRole: current?.role ?? null,
      platformRoles,
    });
  })
  .post('/functions/delete-user-account', requireUser, async (c) => {
    const body = await parseJson(c, deleteBody);
    const user = c.get('user')!;
    if (normalizeEmail(body.userEmail) !== user.email) throw new AppError('BAD_REQUEST', MSG.deleteUnidentified);
    if (body.confirmation !== DELETE_ACCOUNT_PHRASE)
      throw new AppError('BAD_REQUEST', MSG.deleteConfirmRequired.description);
    await deleteUserAccount(c.get('deps').database.db, { userId: user.id });
    c.get('deps').logger.info('account deleted', { userId: user.id });
    return c.json({ success: true });
  });
