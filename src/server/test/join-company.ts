import { companyMemberships } from '../db/schema/companies';
import type { TestApp } from './test-app';

/** A second user who joins the company with `role`. */
export async function memberOf(t: TestApp, email: string, companyId: string, role: 'viewer' | 'member' | 'admin') {
  const user = await t.signUpVerified(email);
  await t.database.db.insert(companyMemberships).values({ userId: user.userId, companyId, role });
  // The user's session was cached without a company at sign-up; on PostgreSQL the cache hears of this direct
  // write by NOTIFY a moment later, so wait for it as t.call does (a request through t.app.request would not).
  if (t.database.kind === 'postgres') await t.deps.authCache.sync();
  return { ...user, companyId };
}
