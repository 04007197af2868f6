import { describe, expect, it } from 'vitest';
import { getAuthTables } from 'better-auth/db';
import { getTableColumns } from 'drizzle-orm';
import { accounts, sessions, users, verifications } from '../db/schema/auth';
import { loadEnv } from '../env';
import { createAuth } from './auth';

/** Our hand-written Drizzle tables must carry every field better-auth's runtime reads and writes. */
describe('better-auth tables', () => {
  it('match what the configured runtime expects', () => {
    const env = loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) });
    const auth = createAuth({
      db: {} as never,
      env,
      mailer: { kind: 'outbox', send: async () => {} },
      secret: 'x'.repeat(32),
      isCustomDomain: async () => false,
      onEmailVerified: async () => {},
    });
    const expected = getAuthTables(auth.options);
    const ours = { user: users, session: sessions, account: accounts, verification: verifications };
    for (const [model, table] of Object.entries(ours)) {
      const columns = Object.keys(getTableColumns(table));
      const fields = Object.keys(expected[model]!.fields);
      expect({ model, missing: fields.filter((f) => !columns.includes(f)) }).toEqual({ model, missing: [] });
    }
  });
});
