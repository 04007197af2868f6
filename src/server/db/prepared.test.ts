import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import type { Database } from './client';
import { hotQuery } from './prepared';
import { withTenant } from './tenant';
import { createTestDatabase } from '../test/test-database';
import { testDatabaseUrl } from '../env';
import { users } from './schema/auth';
import { companies } from './schema/companies';
import { analysisSessions } from './schema/workflow';

// Deliberately no company filter: only row-level security (the tenant transaction) keeps other companies out.
const sessionsSeen = hotQuery<{ productName: string | null; createdAt: Date }[], { after: string }>(
  'test_sessions_seen',
  (db) =>
    db
      .select({ productName: analysisSessions.productName, createdAt: analysisSessions.createdAt })
      .from(analysisSessions)
      .where(sql`${analysisSessions.createdAt} > ${sql.placeholder('after')}`)
      .orderBy(asc(analysisSessions.productName)),
);

describe('hot queries (built once, run by name in the tenant transaction)', () => {
  let database: Database;
  let companyA: string;
  let companyB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const [user] = await db.insert(users).values({ name: 'u', email: 'u@prepared.test' }).returning();
    const [a, b] = await db
      .insert(companies)
      .values([
        { name: 'A', slug: 'prep-a' },
        { name: 'B', slug: 'prep-b' },
      ])
      .returning();
    companyA = a!.id;
    companyB = b!.id;
    await db.insert(analysisSessions).values([
      { userId: user!.id, companyId: companyA, productName: 'A one' },
      { userId: user!.id, companyId: companyA, productName: 'A two' },
      { userId: user!.id, companyId: companyB, productName: 'B one' },
    ]);
  });
  afterAll(() => database.close());

  it('runs inside the transaction under its tenant: each company sees only its rows, call after call', async () => {
    const after = '2000-01-01T00:00:00.000Z';
    // Alternating tenants reuse the same pooled connection and its parsed statement.
    for (let round = 0; round < 3; round++) {
      const seenByA = await withTenant(database.db, companyA, (tx) => sessionsSeen(tx, { after }));
      const seenByB = await withTenant(database.db, companyB, (tx) => sessionsSeen(tx, { after }));
      expect(seenByA.map((r) => r.productName)).toEqual(['A one', 'A two']);
      expect(seenByB.map((r) => r.productName)).toEqual(['B one']);
    }
  });

  // PostgreSQL only: PGlite has one connection and runs one transaction at a time.
  it.skipIf(!testDatabaseUrl())("runs on its own transaction's connection while another tenant's is open", async () => {
    const after = '2000-01-01T00:00:00.000Z';
    await withTenant(database.db, companyA, async (txA) => {
      const before = await sessionsSeen(txA, { after });
      // A second pooled connection, in its own transaction, while A's stays open.
      const seenByB = await withTenant(database.db, companyB, (txB) => sessionsSeen(txB, { after }));
      const afterB = await sessionsSeen(txA, { after });
      expect(before.map((r) => r.productName)).toEqual(['A one', 'A two']);
      expect(seenByB.map((r) => r.productName)).toEqual(['B one']);
      expect(afterB.map((r) => r.productName)).toEqual(['A one', 'A two']);
    });
  });

  it('fills the placeholders per call and maps rows as drizzle does (Dates, camelCase)', async () => {
    const [row] = await withTenant(database.db, companyB, (tx) => sessionsSeen(tx, { after: '2000-01-01T00:00:00Z' }));
    expect(row!.createdAt).toBeInstanceOf(Date);
    const none = await withTenant(database.db, companyB, (tx) => sessionsSeen(tx, { after: '2999-01-01T00:00:00Z' }));
    expect(none).toEqual([]);
  });

  it('a statement that fails rolls the transaction back like any other', async () => {
    await expect(
      withTenant(database.db, companyA, async (tx) => {
        await sessionsSeen(tx, { after: 'not a timestamp' });
      }),
    ).rejects.toThrow();
    const still = await withTenant(database.db, companyA, (tx) => sessionsSeen(tx, { after: '2000-01-01T00:00:00Z' }));
    expect(still).toHaveLength(2);
  });
});
