import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; keys are `<folder>/<file>` of safe characters only. */
export type FileStorage = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The file's bytes, or null when there is no such file (or the key is not a safe key). */
  get: (key: string) => Promise<Uint8Array | null>;
};

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The absolute path for `key` inside `root`, or null for anything that could escape it. */
export function resolveStorageKey(root: string, key: string): string | null {
  const segments = key.split('/');
  if (segments.length === 0 || segments.some((s) => !SEGMENT.test(s) || s.includes('..'))) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, ...segments);
  return full.startsWith(base + path.sep) ? full : null;
}

/** Files on the local disk under `root` (STORAGE_DIR); writes are atomic (temp file, then rename). */
export function createLocalStorage(root: string): FileStorage {
  return {
    async put(key, bytes) {
      const full = resolveStorageKey(root, key);
      if (!full) throw new Error(`Unsafe storage key: ${key}`);
      await mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, full);
    },
    async get(key) {
      const full = resolveStorageKey(root, key);
      if (!full) return null;
      try {
        return new Uint8Array(await readFile(full));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR')
          return null;
        throw error;
      }
    },
  };
}
