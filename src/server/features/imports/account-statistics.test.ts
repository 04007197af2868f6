import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { withTenant } from '../../db/tenant';
import {
  afterAccountImport,
  countedAccounts,
  FLUSH_SEARCH_INDEX_SQL,
  flushSearchIndexPending,
  refreshAccountStatistics,
} from './account-statistics';

describe('what an import of accounts leaves for the readers of the table', () => {
  let database: Database;
  let companyId: string;
  const counted = () => countedAccounts(database.db);
  const add = (n: number) =>
    database.query(
      `insert into imported_accounts (company_id, name, name_key, description)
       select $1, 'Account ' || i, 'account ' || i, 'Payments platform number ' || i || ' for banks'
       from generate_series(1, $2::int) i`,
      [companyId, n],
    );
  /** Moves the search index's pending list into the index: the number of its pages there were. */
  const pendingPages = async () =>
    Number(
      (await database.query<{ pages: number }>(`select pages::int from (${FLUSH_SEARCH_INDEX_SQL}) f(pages)`)).rows[0]!
        .pages,
    );
  beforeAll(async () => {
    database = await createTestDatabase();
    const { rows } = await database.query<{ id: string }>(
      `insert into companies (name, slug) values ('Stats', 'stats') returning id`,
    );
    companyId = rows[0]!.id;
  });
  afterAll(() => database.close());

  it('statistics refreshed when it adds at least a tenth of what they counted, and only then', async () => {
    await add(1200);
    await refreshAccountStatistics(database.db, 999);
    expect(await counted()).toBe(0);
    await refreshAccountStatistics(database.db, 1200);
    expect(await counted()).toBe(1200);
    await add(100);
    await refreshAccountStatistics(database.db, 100);
    expect(await counted()).toBe(1200);
    await add(1000);
    await refreshAccountStatistics(database.db, 1000);
    expect(await counted()).toBe(2300);
  });

  it('no pending entries in the search index, after an import large or small', async () => {
    await add(300);
    expect(await pendingPages()).toBeGreaterThan(0);
    await add(300);
    await afterAccountImport(database.db, 300);
    expect(await pendingPages()).toBe(0);
  });

  it('the pending list as it was when the role may not move it, and no failure', async () => {
    await add(10);
    await withTenant(database.db, companyId, async (tx) => {
      await tx.execute(sql`savepoint flush`);
      await flushSearchIndexPending(tx as unknown as Db);
      await tx.execute(sql`rollback to savepoint flush`);
    });
    expect(await pendingPages()).toBeGreaterThan(0);
  });
});
