import { eq } from 'drizzle-orm';
import { profiles, userRoles } from '../../db/schema/companies';
import type { TestApp } from '../../test/test-app';

/** The five platform roles the issue asks every admin endpoint to be tried with ('user' holds no elevated role). */
export const ROLE_CASES = ['user', 'manager', 'admin', 'super_admin', 'tech_support'] as const;
export type RoleCase = (typeof ROLE_CASES)[number];

export const ALLOWED_ROLES: readonly RoleCase[] = ['admin', 'super_admin'];

export type Actor = { cookie: string; userId: string; email: string };

/** A verified user holding `role` (inserted directly: granting is what is under test elsewhere). */
export async function userWithRole(t: TestApp, email: string, role: RoleCase): Promise<Actor> {
  const user = await t.signUpVerified(email);
  if (role !== 'user') await t.database.db.insert(userRoles).values({ userId: user.userId, role });
  return user;
}

/** One actor per role case, e-mails prefixed so several suites can share a database. */
export async function actorsByRole(t: TestApp, prefix: string): Promise<Record<RoleCase, Actor>> {
  const entries: [RoleCase, Actor][] = [];
  for (const role of ROLE_CASES)
    entries.push([role, await userWithRole(t, `${prefix}-${role.replace('_', '-')}@acme.io`, role)]);
  return Object.fromEntries(entries) as Record<RoleCase, Actor>;
}

export async function protect(t: TestApp, userId: string) {
  await t.database.db.update(profiles).set({ isProtected: true }).where(eq(profiles.userId, userId));
}

export async function rolesOf(t: TestApp, userId: string) {
  const rows = await t.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}
