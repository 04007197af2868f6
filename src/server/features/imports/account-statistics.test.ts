import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { countedAccounts, refreshAccountStatistics } from './account-statistics';

describe('the statistics of imported accounts after an import', () => {
  let database: Database;
  let companyId: string;
  const counted = () => countedAccounts(database.db);
  const add = (n: number) =>
    database.query(
      `insert into imported_accounts (company_id, name, name_key)
       select $1, 'Account ' || i, 'account ' || i from generate_series(1, $2::int) i`,
      [companyId, n],
    );
  beforeAll(async () => {
    database = await createTestDatabase();
    const { rows } = await database.query<{ id: string }>(
      `insert into companies (name, slug) values ('Stats', 'stats') returning id`,
    );
    companyId = rows[0]!.id;
  });
  afterAll(() => database.close());

  it('are refreshed when an import adds at least a tenth of what they counted, and only then', async () => {
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
});
