import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/audit';

/**
 * The one place that encrypts and decrypts stored secrets (company provider keys): AES-256-GCM with a
 * random 12-byte IV per value and the row's identity as additional data, so a value copied to another
 * company's row does not decrypt. Stored form: "v1:" + base64url(iv | tag | ciphertext).
 */
export type SecretBox = {
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
};

const VERSION = 'v1:';
const CHECK_SETTING = 'secrets_key_check';
const CHECK_CONTEXT = 'scoutline:secrets-key-check';
const CHECK_VALUE = 'scoutline secrets key check';
export const WRONG_SECRETS_KEY =
  "SECRETS_KEY does not match the key this database's secrets were encrypted with. Start with the original " +
  'SECRETS_KEY (or restore secrets.key in the data folder); stored provider keys cannot be read without it.';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (base64 or hex)');
  return {
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(stored, context) {
      if (!stored.startsWith(VERSION)) throw new Error('unknown secret format');
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** SECRETS_KEY as 32 bytes: 64 hex characters or base64/base64url of 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32)
    throw new Error('Invalid configuration:\n  SECRETS_KEY: must be 32 bytes, base64 or hex (openssl rand -base64 32)');
  return bytes;
}

/** The embedded default: a key generated once into the data folder (secrets.key, readable by the owner only). */
async function keyFromDataDir(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'secrets.key');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing) return parseSecretsKey(existing);
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('base64') + '\n', {
    mode: 0o600,
    flag: 'wx',
  }).catch(async () => undefined);
  return parseSecretsKey(await readFile(file, 'utf8'));
}

/**
 * Opens the secret box for this process: SECRETS_KEY, or (outside production) the data folder's key.
 * The first start stores an encrypted check value; a later start with another key fails here, clearly,
 * instead of producing garbage when a stored key is first used.
 */
export async function openSecretBox(
  db: Db,
  env: { SECRETS_KEY?: string; DATA_DIR: string; NODE_ENV: string },
): Promise<SecretBox> {
  if (!env.SECRETS_KEY && env.NODE_ENV === 'production') throw new Error('SECRETS_KEY is required in production');
  const box = createSecretBox(env.SECRETS_KEY ? parseSecretsKey(env.SECRETS_KEY) : await keyFromDataDir(env.DATA_DIR));
  await db
    .insert(appSettings)
    .values({
      key: CHECK_SETTING,
      value: box.encrypt(CHECK_VALUE, CHECK_CONTEXT),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, CHECK_SETTING));
  let ok: boolean;
  try {
    ok = box.decrypt(row!.value, CHECK_CONTEXT) === CHECK_VALUE;
  } catch {
    ok = false;
  }
  if (!ok) throw new Error(WRONG_SECRETS_KEY);
  return box;
}

/** The last four characters, for a masked display ("••••1234"); nothing for a short key. */
export const lastFour = (key: string) => (key.length >= 8 ? key.slice(-4) : '');
