import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { withTenantRows, type Statement } from './tenant-rows';
import { createTestDatabase } from '../test/test-database';
import { testDatabaseUrl } from '../env';
import { users } from './schema/auth';
import { companies } from './schema/companies';
import { analysisSessions } from './schema/workflow';

// Deliberately no company filter: only row-level security (the tenant transaction) keeps other companies out.
const SEEN: Statement = {
  name: 'test_rows_seen',
  text: 'select product_name, created_at from analysis_sessions order by product_name',
};
const FAILING: Statement = { name: 'test_rows_failing', text: 'select 1 / 0 as n' };

describe('withTenantRows (plain rows in the tenant transaction)', () => {
  let database: Database;
  let companyA: string;
  let companyB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const [user] = await db.insert(users).values({ name: 'u', email: 'u@tenant-rows.test' }).returning();
    const [a, b] = await db
      .insert(companies)
      .values([
        { name: 'A', slug: 'rows-a' },
        { name: 'B', slug: 'rows-b' },
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

  const seenBy = (companyId: string) =>
    withTenantRows(database, companyId, (query) => query<{ product_name: string; created_at: Date }>(SEEN, []));

  it('sees only the tenant company rows, call after call on the same pooled connections', async () => {
    for (let round = 0; round < 3; round++) {
      expect((await seenBy(companyA)).map((r) => r.product_name)).toEqual(['A one', 'A two']);
      expect((await seenBy(companyB)).map((r) => r.product_name)).toEqual(['B one']);
    }
  });

  it("returns the driver's rows: snake_case columns, timestamps as Dates", async () => {
    const [row] = await seenBy(companyB);
    expect(Object.keys(row!)).toEqual(['product_name', 'created_at']);
    expect(row!.created_at).toBeInstanceOf(Date);
  });

  it('rolls back on a failing statement and leaves nothing of the tenant behind on the connection', async () => {
    await expect(withTenantRows(database, companyA, (query) => query(FAILING, []))).rejects.toThrow(/division by zero/);
    // Outside any tenant transaction the role and company are the owner's again: set LOCAL ended with the rollback.
    for (let i = 0; i < 12; i++) {
      const { rows } = await database.query<{ company: string | null }>(
        "select nullif(current_setting('app.company_id', true), '') as company",
      );
      expect(rows[0]!.company).toBeNull();
    }
    expect((await seenBy(companyB)).map((r) => r.product_name)).toEqual(['B one']);
  });

  it('rolls back writes made before a failure', async () => {
    const INSERT: Statement = {
      name: 'test_rows_insert',
      text: `insert into analysis_sessions (user_id, company_id, product_name)
        select user_id, company_id, 'A three' from analysis_sessions where product_name = 'A one'`,
    };
    await expect(
      withTenantRows(database, companyA, async (query) => {
        await query(INSERT, []);
        return query(FAILING, []);
      }),
    ).rejects.toThrow();
    expect((await seenBy(companyA)).map((r) => r.product_name)).toEqual(['A one', 'A two']);
  });

  // PostgreSQL only: PGlite has one connection and runs one transaction at a time.
  it.skipIf(!testDatabaseUrl())('keeps each open transaction on its own connection and tenant', async () => {
    await withTenantRows(database, companyA, async (queryA) => {
      const seenByB = await seenBy(companyB);
      const seenByA = await queryA<{ product_name: string }>(SEEN, []);
      expect(seenByB.map((r) => r.product_name)).toEqual(['B one']);
      expect(seenByA.map((r) => r.product_name)).toEqual(['A one', 'A two']);
    });
  });
});
