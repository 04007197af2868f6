import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from './client';
import { createTestDatabase } from '../test/test-database';

// Found by name, not number: a migration may be renumbered when branches merge.
const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_redact_impersonation_audit.sql'))!;
const MIGRATION = readFileSync(path.join(migrationsFolder, file), 'utf8');
const ADMIN = '00000000-0000-4000-8000-000000000001';
const TARGET = '00000000-0000-4000-8000-000000000002';

/** Rows as the audit kept them before issue 23: whole request bodies, keys and all. */
const SEEDED = [
  { apiKey: 'apollo-key-in-clear-1234', enabled: true },
  { outer: [{ Refresh_Token: 'tok-abc-987' }, { note: 'Bearer abcdefgh12345678' }], maxTokens: 900 },
  { truncated: true, preview: '{"name":"x","password":"hunter-2-hunter"' },
  { raw: 'plain words' },
];

describe('migration redact_impersonation_audit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('redacts secrets in existing rows at any depth and leaves the rest as it was', async () => {
    for (const data of SEEDED) {
      await database.query(
        `insert into impersonation_actions (admin_user_id, impersonated_user_id, action, table_name, data)
         values ($1, $2, 'UPDATE', 'x', $3::jsonb)`,
        [ADMIN, TARGET, JSON.stringify(data)],
      );
    }
    await database.query(MIGRATION);
    const { rows } = await database.query<{ data: unknown }>(
      'select data from impersonation_actions where admin_user_id = $1 order by created_at, id',
      [ADMIN],
    );
    const byShape = (key: string) => rows.map((r) => r.data as Record<string, unknown>).find((d) => key in d);
    expect(byShape('apiKey')).toEqual({ apiKey: '[redacted]', enabled: true });
    expect(byShape('outer')).toEqual({
      outer: [{ Refresh_Token: '[redacted]' }, { note: '[redacted]' }],
      maxTokens: 900,
    });
    expect(byShape('preview')).toEqual({ truncated: true, preview: '[redacted]' });
    expect(byShape('raw')).toEqual({ raw: 'plain words' });
  });
});
