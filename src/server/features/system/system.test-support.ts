import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { userRoles } from '../../db/schema/companies';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A test app whose uploads go to a fresh temporary folder. */
export const createSystemTestApp = (env: Record<string, string> = {}) =>
  createTestApp({ env: { STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'scoutline-storage-')), ...env } });

/** A verified user holding a platform role (tech_support by default), with a company of their own. */
export async function staffUser(t: TestApp, email: string, role = 'tech_support') {
  const user = await t.ownerWithCompany(
    email,
    `Staff ${role}`,
    `staff-${role.replace(/_/g, '-')}-${Date.now().toString(36)}`,
  );
  await t.database.db.insert(userRoles).values({ userId: user.userId, role });
  return user;
}
