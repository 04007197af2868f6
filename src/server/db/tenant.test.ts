import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { withTenant } from './tenant';
import { createTestDatabase } from '../test/test-database';
import { users } from './schema/auth';
import { companies } from './schema/companies';
import { analysisSessions } from './schema/workflow';

describe('row-level security (withTenant)', () => {
  let database: Database;
  let companyA: string;
  let companyB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const [user] = await db.insert(users).values({ name: 'u', email: 'u@acme.test' }).returning();
    const [a, b] = await db
      .insert(companies)
      .values([
        { name: 'A', slug: 'a' },
        { name: 'B', slug: 'b' },
      ])
      .returning();
    companyA = a!.id;
    companyB = b!.id;
    await db.insert(analysisSessions).values([
      { userId: user!.id, companyId: companyA, productName: 'A product' },
      { userId: user!.id, companyId: companyB, productName: 'B product' },
    ]);
  });
  afterAll(() => database.close());

  it('an unfiltered query inside a tenant sees only that company', async () => {
    const rows = await withTenant(database.db, companyA, (tx) => tx.select().from(analysisSessions));
    expect(rows.map((r) => r.productName)).toEqual(['A product']);
  });

  it('a query for another company by id returns nothing', async () => {
    const rows = await withTenant(database.db, companyA, (tx) =>
      tx.select().from(analysisSessions).where(eq(analysisSessions.companyId, companyB)),
    );
    expect(rows).toEqual([]);
  });

  it('writing a row for another company is refused', async () => {
    const [user] = await database.db.select().from(users);
    await expect(
      withTenant(database.db, companyA, (tx) =>
        tx.insert(analysisSessions).values({ userId: user!.id, companyId: companyB, productName: 'sneaky' }),
      ),
    ).rejects.toThrow();
  });

  it('rolls back what a failing transaction wrote and leaves no tenant behind on the connection', async () => {
    const [user] = await database.db.select().from(users);
    await expect(
      withTenant(database.db, companyA, async (tx) => {
        await tx.insert(analysisSessions).values({ userId: user!.id, companyId: companyA, productName: 'undone' });
        throw new Error('after the write');
      }),
    ).rejects.toThrow('after the write');
    for (let i = 0; i < 12; i++) {
      const { rows } = await database.query<{ company: string | null; role: string }>(
        "select nullif(current_setting('app.company_id', true), '') as company, current_user as role",
      );
      expect(rows[0]!.company).toBeNull();
      expect(rows[0]!.role).not.toBe('app_user');
    }
    const names = await withTenant(database.db, companyA, (tx) => tx.select().from(analysisSessions));
    expect(names.map((r) => r.productName)).toEqual(['A product']);
  });

  it('keeps concurrent transactions on their own tenants', async () => {
    const seen = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        withTenant(database.db, i % 2 ? companyA : companyB, async (tx) =>
          (await tx.select().from(analysisSessions)).map((r) => r.productName),
        ),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => [i % 2 ? 'A product' : 'B product']));
  });
});
