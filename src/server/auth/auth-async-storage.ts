import type { Auth } from './auth';

/** Where better-auth keeps its process-wide state, its AsyncLocalStorage instances included (@better-auth/core). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const STORAGE_NAMES = ['requestStateAsyncStorage', 'endpointContextAsyncStorage', 'adapterAsyncStorage'] as const;

export type Disableable = { disable: () => void; getStore?: () => unknown };

/** better-auth's AsyncLocalStorage instances that exist so far (each is created at its first use). */
export function betterAuthStorages(): Disableable[] {
  const context = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL]
    ?.context;
  if (!context) return [];
  return STORAGE_NAMES.map((name) => context[name] as Disableable | undefined).filter(
    (storage): storage is Disableable => typeof storage?.disable === 'function',
  );
}

/**
 * Runs calls into better-auth and turns its AsyncLocalStorage off again once none is running. On Node 20 the first
 * `run()` of any AsyncLocalStorage switches on the promise hooks for the whole process, and they stay on until every
 * storage is disabled: from then on each promise of every request (the middleware chain, pg) costs about 0.2 µs
 * more, a few hundred per request, though only sign-in, sign-up and uncached session lookups use better-auth. With
 * no call in flight no store is current, so disabling loses nothing; the next call's `run()` enables it again.
 * (Decision 023.)
 */
export function createStorageRelease(storages: () => Disableable[] = betterAuthStorages) {
  let inFlight = 0;
  return async function released<T>(call: () => Promise<T> | T): Promise<T> {
    inFlight++;
    try {
      return await call();
    } finally {
      if (--inFlight === 0) for (const storage of storages()) storage.disable();
    }
  };
}

/** The auth instance with its request handler and every `api` endpoint called through `createStorageRelease`. */
export function withStorageRelease(auth: Auth, released = createStorageRelease()): Auth {
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const endpoint = value as (...args: unknown[]) => unknown;
      // Endpoints carry properties (path, options) beside being callable: keep them reachable.
      return Object.assign((...args: unknown[]) => released(() => endpoint.apply(target, args)), endpoint);
    },
  });
  return Object.assign(Object.create(auth) as Auth, {
    api,
    handler: (request: Request) => released(() => auth.handler(request)),
  });
}
