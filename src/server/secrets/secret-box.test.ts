import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { createSecretBox, openSecretBox, parseSecretsKey, WRONG_SECRETS_KEY } from './secret-box';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the secret box (AES-256-GCM under SECRETS_KEY)', () => {
  const box = createSecretBox(Buffer.alloc(32, 1));

  it('round-trips a value, with a fresh IV each time, and never holds the plain text', () => {
    const a = box.encrypt('sk-live-abcdef123456', 'provider-key:c1:apollo');
    const b = box.encrypt('sk-live-abcdef123456', 'provider-key:c1:apollo');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain('abcdef');
    expect(box.decrypt(a, 'provider-key:c1:apollo')).toBe('sk-live-abcdef123456');
  });

  it('refuses a value moved to another row, or read with another key', () => {
    const sealed = box.encrypt('sk-live-abcdef123456', 'provider-key:c1:apollo');
    expect(() => box.decrypt(sealed, 'provider-key:c2:apollo')).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 2)).decrypt(sealed, 'provider-key:c1:apollo')).toThrow();
  });

  it('reads SECRETS_KEY as hex or base64 of 32 bytes, and refuses anything else clearly', () => {
    expect(parseSecretsKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseSecretsKey(Buffer.alloc(32, 3).toString('base64'))).toHaveLength(32);
    expect(() => parseSecretsKey('too-short')).toThrow(/SECRETS_KEY: must be 32 bytes/);
  });

  it('generates the embedded default key once into the data folder, then refuses another key at start-up', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scoutline-secrets-'));
    dirs.push(dataDir);
    try {
      await openSecretBox(database.db, { DATA_DIR: dataDir, NODE_ENV: 'development' });
      const file = path.join(dataDir, 'secrets.key');
      const first = readFileSync(file, 'utf8');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await openSecretBox(database.db, { DATA_DIR: dataDir, NODE_ENV: 'development' });
      expect(readFileSync(file, 'utf8')).toBe(first);
      const other = Buffer.alloc(32, 9).toString('base64');
      await expect(
        openSecretBox(database.db, { SECRETS_KEY: other, DATA_DIR: dataDir, NODE_ENV: 'development' }),
      ).rejects.toThrow(WRONG_SECRETS_KEY);
      await expect(openSecretBox(database.db, { DATA_DIR: dataDir, NODE_ENV: 'production' })).rejects.toThrow(
        /SECRETS_KEY is required in production/,
      );
    } finally {
      await database.close();
    }
  });
});
