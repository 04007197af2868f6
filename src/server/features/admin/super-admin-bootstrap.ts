import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { appSettings } from '../../db/schema/audit';
import { userRoles } from '../../db/schema/companies';
import type { Logger } from '../../logger';

/**
 * Who may become the first super admin. While none exists, a one-time setup token is kept in app_settings
 * and printed in the server log at start (as Grafana and Jenkins do), and Make Me Super Admin needs it;
 * or BOOTSTRAP_SUPER_ADMIN_EMAIL names the account that becomes super admin once its e-mail is verified.
 */
export const SETUP_TOKEN_KEY = 'super_admin_setup_token';
/** User Management's address: the operator types it (it is in no one's sidebar until they are an admin). */
const SETUP_PATH = '/dashboard/users';
const LOCK = sql`select pg_advisory_xact_lock(hashtext('scoutline:make-super-admin'))`;

export const BOOTSTRAP_MESSAGES = {
  tokenRequired:
    'Enter the setup token printed in the server log at start (or set BOOTSTRAP_SUPER_ADMIN_EMAIL) to become the first super admin.',
} as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function superAdminExists(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'super_admin'))
    .limit(1);
  return Boolean(row);
}

/** The stored setup token, created on first need; null once a super admin exists. */
export async function ensureSetupToken(db: Db): Promise<string | null> {
  if (await superAdminExists(db)) return null;
  await db
    .insert(appSettings)
    .values({
      key: SETUP_TOKEN_KEY,
      value: randomBytes(18).toString('base64url'),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETUP_TOKEN_KEY));
  return row?.value ?? null;
}

/** Whether `given` is the stored setup token (compared in constant time). */
export async function isSetupToken(tx: Db | Tx, given: string | undefined): Promise<boolean> {
  if (!given) return false;
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, SETUP_TOKEN_KEY));
  if (!row) return false;
  const [a, b] = [Buffer.from(row.value), Buffer.from(given.trim())];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Makes `userId` the first super admin and spends the setup token, under the make-super-admin lock. */
export async function grantFirstSuperAdmin(tx: Tx, userId: string) {
  await tx.insert(userRoles).values({ userId, role: 'super_admin' }).onConflictDoNothing();
  await tx.delete(appSettings).where(eq(appSettings.key, SETUP_TOKEN_KEY));
}

/** BOOTSTRAP_SUPER_ADMIN_EMAIL: that verified account becomes super admin while none exists. */
export async function bootstrapSuperAdminByEmail(db: Db, email: string | undefined): Promise<boolean> {
  if (!email) return false;
  return db.transaction(async (tx) => {
    await tx.execute(LOCK);
    if (await superAdminExists(tx)) return false;
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.emailVerified, true)));
    if (!user) return false;
    await grantFirstSuperAdmin(tx, user.id);
    return true;
  });
}

/**
 * Auth's e-mail-verified hook: BOOTSTRAP_SUPER_ADMIN_EMAIL becomes super admin once its e-mail is verified
 * (never before: anyone can sign up).
 */
export async function bootstrapVerifiedSuperAdmin(db: Db, bootstrapEmail: string | undefined, email: string) {
  if (bootstrapEmail && email.toLowerCase() === bootstrapEmail.toLowerCase())
    await bootstrapSuperAdminByEmail(db, email);
}

export { LOCK as MAKE_SUPER_ADMIN_LOCK };

/** At start: apply BOOTSTRAP_SUPER_ADMIN_EMAIL, else print the setup token while no super admin exists. */
export async function announceSuperAdminSetup(db: Db, logger: Logger, bootstrapEmail: string | undefined) {
  if (await bootstrapSuperAdminByEmail(db, bootstrapEmail)) {
    logger.info('BOOTSTRAP_SUPER_ADMIN_EMAIL is now the super admin', {
      email: bootstrapEmail,
    });
    return;
  }
  const token = await ensureSetupToken(db);
  if (!token) return;
  const waiting = bootstrapEmail ? ` (or sign up and verify ${bootstrapEmail})` : '';
  logger.plain(
    `For the deployment's operator: no super admin yet. To become one, sign in, open ${SETUP_PATH} and enter this setup token beside Make Me Super Admin${waiting}:`,
  );
  logger.plain(token);
}
