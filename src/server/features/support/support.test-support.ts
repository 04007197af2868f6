import { eq } from 'drizzle-orm';
import { userRoles } from '../../db/schema/companies';
import { profiles } from '../../db/schema/companies';
import type { TestApp } from '../../test/test-app';

export const ROLES = ['user', 'manager', 'admin', 'super_admin', 'tech_support'] as const;
export type TestRole = (typeof ROLES)[number];

let counter = 0;

/** A verified user with a company, holding `role` in user_roles ('user' holds none). */
export async function userWithRole(t: TestApp, role: TestRole, prefix: string = role) {
  const n = counter++;
  const email = `${prefix.replaceAll('_', '-')}-${n}@support-test.io`;
  const user = await t.ownerWithCompany(email, `${prefix} Co ${n}`, `${prefix.replaceAll('_', '-')}-co-${n}`);
  if (role !== 'user') await t.database.db.insert(userRoles).values({ userId: user.userId, role });
  return user;
}

export async function protect(t: TestApp, userId: string) {
  await t.database.db.update(profiles).set({ isProtected: true }).where(eq(profiles.userId, userId));
}

export async function impersonate(t: TestApp, cookie: string, targetUserId: string, writeEnabled = false) {
  const started = await t.call('POST', '/api/support/impersonation/start', { targetUserId }, cookie);
  if (started.status !== 201) throw new Error(`start failed: ${started.status} ${JSON.stringify(started.json)}`);
  if (writeEnabled) await t.call('PATCH', '/api/support/impersonation', { writeEnabled: true }, cookie);
  return started.json;
}
