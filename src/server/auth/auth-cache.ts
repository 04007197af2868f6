import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/** Channel the invalidation triggers (migration 0011_auth_cache_invalidation) notify on. */
export const AUTH_CACHE_CHANNEL = 'scoutline_auth_cache';
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
const SYNC_TIMEOUT_MS = 2_000;

type Entry = { value: unknown; tags: string[]; expiresAt: number };

export type AuthCache = {
  /**
   * The cached value, or `load()`'s, stored under the tags `tagsOf` gives (null: not stored) unless an
   * invalidation arrived meanwhile.
   */
  get: <T>(key: string, load: () => Promise<T>, tagsOf: (value: T) => string[] | null) => Promise<T>;
  /** Drops every entry carrying the tag ('session:<id>', 'user:<id>', 'company:<id>'). */
  invalidate: (tag: string) => void;
  /** Resolves once every invalidation committed before the call has reached this process. */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A short in-process cache of what every request needs before its handler runs (session, user, membership,
 * platform roles, impersonation), so a request costs no lookups when nothing changed. Correctness comes from
 * invalidation, not from the TTL: triggers on those tables pg_notify the changed row's tag on commit and every
 * process drops the entries carrying it. A load that raced with an invalidation is not stored (epoch check).
 * While the listener is down (PostgreSQL restart) nothing is served from the cache. See decision 012.
 */
export async function createAuthCache(database: Database, logger: Logger): Promise<AuthCache> {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, { epoch: number; promise: Promise<unknown> }>();
  const syncs = new Map<string, () => void>();
  let epoch = 0;
  let live = true;

  const invalidate = (tag: string) => {
    epoch++;
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
  };
  const onPayload = (payload: string) => {
    if (payload.startsWith('sync:')) return syncs.get(payload)?.();
    invalidate(payload);
  };
  const unlisten = await database.listen(AUTH_CACHE_CHANNEL, onPayload, (connected) => {
    epoch++;
    entries.clear();
    live = connected;
    if (!connected) logger.warn('auth cache listener disconnected; serving without the cache until it is back');
  });

  const get = async <T>(key: string, load: () => Promise<T>, tagsOf: (value: T) => string[] | null): Promise<T> => {
    const entry = entries.get(key);
    if (entry && live && entry.expiresAt > Date.now()) return entry.value as T;
    const startEpoch = epoch;
    // Joining a load is safe only if no invalidation arrived since it started.
    const pending = inflight.get(key);
    if (pending && pending.epoch === startEpoch) return pending.promise as Promise<T>;
    const promise = load().then((value) => {
      const tags = tagsOf(value);
      if (tags && live && epoch === startEpoch) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, tags, expiresAt: Date.now() + TTL_MS });
      }
      return value;
    });
    const own = { epoch: startEpoch, promise };
    inflight.set(key, own);
    try {
      return await promise;
    } finally {
      if (inflight.get(key) === own) inflight.delete(key);
    }
  };

  // Notifications reach a listener in commit order, so once our own marker arrives every invalidation
  // committed before it has been applied here.
  const sync = async () => {
    const marker = `sync:${randomUUID()}`;
    const arrived = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
      syncs.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await database.query('select pg_notify($1, $2)', [AUTH_CACHE_CHANNEL, marker]);
      await arrived;
    } finally {
      syncs.delete(marker);
    }
  };

  return {
    get,
    invalidate,
    sync,
    close: async () => {
      entries.clear();
      await unlisten();
    },
  };
}
