import { and, eq } from 'drizzle-orm';
import { isSuperAdmin, PLATFORM_ROLES } from '#domain/roles';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema/companies';
import { AppError } from '../../errors';
import { deleteUserAccount } from '../account/delete-account';
import { listPlatformRoles } from '../../auth/platform-roles';
import { findUserForAdmin } from './admin.queries';
import { BOOTSTRAP_MESSAGES, grantFirstSuperAdmin, isSetupToken, MAKE_SUPER_ADMIN_LOCK } from './super-admin-bootstrap';

/** Platform roles an admin may assign (spec section 1): user plus the elevated ones. */
export const ASSIGNABLE_ROLES = ['user', ...PLATFORM_ROLES] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  alreadyHasRole: (role: string) => `User already has the ${role} role`,
  doesNotHaveRole: (role: string) => `User does not have the ${role} role`,
  roleAssigned: (role: string) => `Role ${role} assigned successfully`,
  roleRemoved: (role: string) => `Role ${role} removed successfully`,
  superAdminOnly: 'Only a super admin can grant, remove or delete a super admin.',
  protectedDemote: 'This account is protected and its roles cannot be removed.',
  selfDelete: 'Use Delete Account on your dashboard to delete your own account.',
  superAdminExists: 'A super admin already exists. Only an existing super admin can use Make Me Super Admin.',
  nowSuperAdmin: 'You are now a super admin.',
  alreadySuperAdmin: 'You are already a super admin.',
} as const;

type Actor = { id: string };

/** Granting, removing or deleting a super admin needs a super admin: an admin must not raise anyone above themselves. */
async function assertMayTouchSuperAdmin(db: Db, actor: Actor) {
  if (!isSuperAdmin(await listPlatformRoles(db, { userId: actor.id })))
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.superAdminOnly);
}

async function requireTarget(db: Db, userId: string) {
  const target = await findUserForAdmin(db, { userId });
  if (!target) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return target;
}

/** Adds a platform role; a role the user already holds is a 409 with the spec's words. */
export async function assignRole(db: Db, actor: Actor, input: { userId: string; role: AssignableRole }) {
  await requireTarget(db, input.userId);
  if (input.role === 'super_admin') await assertMayTouchSuperAdmin(db, actor);
  const inserted = await db
    .insert(userRoles)
    .values({ userId: input.userId, role: input.role })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  if (inserted.length === 0) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyHasRole(input.role));
  return ADMIN_MESSAGES.roleAssigned(input.role);
}

/** Removes a platform role; protected accounts cannot be demoted. */
export async function removeRole(db: Db, actor: Actor, input: { userId: string; role: AssignableRole }) {
  const target = await requireTarget(db, input.userId);
  if (target.isProtected) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.protectedDemote);
  if (input.role === 'super_admin') await assertMayTouchSuperAdmin(db, actor);
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, input.userId), eq(userRoles.role, input.role)))
    .returning({ id: userRoles.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.doesNotHaveRole(input.role));
  return ADMIN_MESSAGES.roleRemoved(input.role);
}

/** An admin deletes another user's account (deleteUserAccount refuses protected accounts). */
export async function deleteUserAsAdmin(db: Db, actor: Actor, { userId }: { userId: string }) {
  if (userId === actor.id) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.selfDelete);
  const target = await requireTarget(db, userId);
  if (target.isProtected) throw new AppError('FORBIDDEN', 'This account is protected and cannot be deleted.');
  if (isSuperAdmin(await listPlatformRoles(db, { userId }))) await assertMayTouchSuperAdmin(db, actor);
  await deleteUserAccount(db, { userId });
  return target;
}

/**
 * make-super-admin, for the caller only: allowed while no super admin exists to a caller who gives the
 * one-time setup token from the server log (initial setup), and answered for a super admin. An advisory
 * lock makes two first-time callers on separate connections take turns.
 */
export async function makeSuperAdmin(db: Db, actor: Actor, setupToken?: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(MAKE_SUPER_ADMIN_LOCK);
    const holders = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'super_admin'));
    if (holders.some((h) => h.userId === actor.id)) return ADMIN_MESSAGES.alreadySuperAdmin;
    if (holders.length > 0) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.superAdminExists);
    if (!(await isSetupToken(tx, setupToken))) throw new AppError('FORBIDDEN', BOOTSTRAP_MESSAGES.tokenRequired);
    await grantFirstSuperAdmin(tx, actor.id);
    return ADMIN_MESSAGES.nowSuperAdmin;
  });
}
