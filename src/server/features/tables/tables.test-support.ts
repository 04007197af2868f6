import { importedAccounts } from '../../db/schema/accounts-import';
import { analysisSessions, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import type { TestApp } from '../../test/test-app';

export type Owner = { cookie: string; companyId: string; userId: string };
export const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');

export { memberOf } from '../../test/join-company';

export type AccountSeed = Partial<typeof importedAccounts.$inferInsert> & { name: string };

/** Imported accounts of the company, written as an import would store them. */
export async function seedAccounts(t: TestApp, owner: Owner, accounts: AccountSeed[]) {
  const rows = await t.database.db
    .insert(importedAccounts)
    .values(accounts.map((a) => ({ nameKey: a.name.toLowerCase(), companyId: owner.companyId, ...a })))
    .returning({ id: importedAccounts.id, name: importedAccounts.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

export type OrgSeed = Partial<typeof targetOrganizations.$inferInsert> & { name: string; fitScore: number };

/** One completed analysis holding the organizations; returns its id and the organizations' ids by name. */
export async function seedAnalysis(t: TestApp, owner: Owner, orgs: OrgSeed[], createdAt?: Date) {
  const { db } = t.database;
  const [session] = await db
    .insert(analysisSessions)
    .values({ companyId: owner.companyId, userId: owner.userId, status: 'completed' })
    .returning();
  const rows = await db
    .insert(targetOrganizations)
    .values(
      orgs.map((o) => ({
        analysisSessionId: session!.id,
        companyId: owner.companyId,
        userId: owner.userId,
        fitCategory: o.fitScore >= 75 ? 'great' : o.fitScore >= 55 ? 'good' : o.fitScore >= 35 ? 'okay' : 'poor',
        ...(createdAt ? { createdAt } : {}),
        ...o,
      })),
    )
    .returning({ id: targetOrganizations.id, name: targetOrganizations.name });
  return { sessionId: session!.id, ids: new Map(rows.map((r) => [r.name, r.id])) };
}

export type ContactSeed = Partial<typeof discoveredContacts.$inferInsert> & { name: string };

/** Contacts of one organization. */
export async function seedContacts(t: TestApp, owner: Owner, organizationId: string, contacts: ContactSeed[]) {
  const rows = await t.database.db
    .insert(discoveredContacts)
    .values(
      contacts.map((c) => ({
        companyId: owner.companyId,
        userId: owner.userId,
        organizationId,
        dataExpiresAt: FAR_FUTURE,
        ...c,
      })),
    )
    .returning({ id: discoveredContacts.id, name: discoveredContacts.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Every row of a table view, walking its cursor pages (`limit` each); the total comes with the first page only. */
export async function walkTable(t: TestApp, cookie: string, path: string, limit: number) {
  const rows: any[] = [];
  let cursor: string | null = null;
  let total: number | null = null;
  for (let i = 0; i < 500; i++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await t.call(
      'GET',
      `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      undefined,
      cookie,
    );
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
    if (i === 0) total = res.json.total;
    else if (res.json.total !== null) throw new Error('a later page carried a total');
    rows.push(...res.json.rows);
    cursor = res.json.nextCursor;
    if (!cursor) break;
    if (res.json.rows.length !== limit) throw new Error('a page before the last was not full');
  }
  return { rows, total };
}
