import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { userRoles } from '../db/schema/companies';

/** The user's platform roles from user_roles (admin, super_admin, manager, tech_support). */
export async function listPlatformRoles(db: Db | Tx, { userId }: { userId: string }): Promise<string[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}
