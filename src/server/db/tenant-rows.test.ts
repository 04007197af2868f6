import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { readTenantRows, readTenantTuples, sqlLiteral, type Statement } from './tenant-rows';
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

describe('readTenantRows (plain rows in the tenant transaction, one round trip on PostgreSQL)', () => {
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

  const seenBy = async (companyId: string) =>
    (await readTenantRows(database, companyId, [{ statement: SEEN, values: [] }]))[0] as {
      product_name: string;
      created_at: Date;
    }[];

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
    // Twice: a statement prepared by a failed batch is not left behind to clash with its next PREPARE.
    for (let i = 0; i < 2; i++)
      await expect(readTenantRows(database, companyA, [{ statement: FAILING, values: [] }])).rejects.toThrow(
        /division by zero/,
      );
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
      readTenantRows(database, companyA, [
        { statement: INSERT, values: [] },
        { statement: FAILING, values: [] },
      ]),
    ).rejects.toThrow();
    expect((await seenBy(companyA)).map((r) => r.product_name)).toEqual(['A one', 'A two']);
  });

  it('passes values as literals that come back exactly as sent, whatever quotes or backslashes they hold', async () => {
    const ECHO: Statement = {
      name: 'test_rows_echo',
      text: 'select $1::text as t, $2::int as n, $3::timestamptz as at',
    };
    const tricky = "O'Brien \\ '); drop table analysis_sessions; --";
    const at = new Date('2026-11-27T10:00:00.000Z');
    for (let i = 0; i < 3; i++) {
      const [[row]] = await readTenantRows(database, companyA, [{ statement: ECHO, values: [tricky, 41 + i, at] }]);
      expect(row).toEqual({ t: tricky, n: 41 + i, at });
    }
    expect((await seenBy(companyA)).map((r) => r.product_name)).toEqual(['A one', 'A two']);
  });

  it('reads rows as tuples of their values in select order, under the same tenant', async () => {
    const COUNT: Statement = {
      name: 'test_rows_count_tuple',
      text: 'select count(*)::int as n from analysis_sessions',
    };
    for (const companyId of [companyA, companyB, companyA]) {
      const [seen, counted] = await readTenantTuples(database, companyId, [
        { statement: SEEN, values: [] },
        { statement: COUNT, values: [] },
      ]);
      const objects = await seenBy(companyId);
      expect(seen).toEqual(objects.map((r) => [r.product_name, r.created_at]));
      expect(counted).toEqual([[objects.length]]);
    }
  });

  it('reads several statements in one transaction, in order', async () => {
    const COUNT: Statement = { name: 'test_rows_count', text: 'select count(*)::int as n from analysis_sessions' };
    const [seen, [counted]] = await readTenantRows(database, companyA, [
      { statement: SEEN, values: [] },
      { statement: COUNT, values: [] },
    ]);
    expect(seen!.map((r) => r.product_name)).toEqual(['A one', 'A two']);
    expect(counted).toEqual({ n: 2 });
  });

  it('prepares a statement once however many reads of it arrive at the same time', async () => {
    const FRESH: Statement = { name: 'test_rows_fresh', text: 'select count(*)::int as n from analysis_sessions' };
    const reads = Array.from({ length: 20 }, (_, i) =>
      readTenantRows(database, i % 2 ? companyA : companyB, [{ statement: FRESH, values: [] }]),
    );
    expect((await Promise.all(reads)).map(([[row]]) => row)).toEqual(
      Array.from({ length: 20 }, (_, i) => ({ n: i % 2 ? 2 : 1 })),
    );
  });

  it('prepares each statement once per connection, then only executes it', async () => {
    const PREPARED: Statement = {
      name: 'test_rows_prepared',
      text: "select name from pg_prepared_statements where name like 'r_test_rows_%' order by name",
    };
    for (let i = 0; i < 30; i++) await seenBy(companyA);
    const [names] = await readTenantRows(database, companyA, [{ statement: PREPARED, values: [] }]);
    expect(names!.map((r) => r.name)).toContain('r_test_rows_prepared');
    expect(new Set(names!.map((r) => r.name)).size).toBe(names!.length);
  });

  // PostgreSQL only: PGlite has one connection and runs one transaction at a time.
  it.skipIf(!testDatabaseUrl())('keeps concurrent reads on their own connections and tenants', async () => {
    const [seenByA, seenByB] = await Promise.all([seenBy(companyA), seenBy(companyB)]);
    expect(seenByB.map((r) => r.product_name)).toEqual(['B one']);
    expect(seenByA.map((r) => r.product_name)).toEqual(['A one', 'A two']);
  });
});

describe('sqlLiteral', () => {
  it('writes each kind of value the hot reads pass as PostgreSQL reads it back', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(sqlLiteral(51)).toBe('51');
    expect(sqlLiteral(false)).toBe('false');
    expect(sqlLiteral(new Date('2026-11-27T10:00:00Z'))).toBe("'2026-11-27T10:00:00.000Z'");
  });

  it('refuses what it cannot write safely', () => {
    for (const value of [Number.NaN, Infinity, {}, [1], new Date('nope'), 1n])
      expect(() => sqlLiteral(value)).toThrow();
  });
});
