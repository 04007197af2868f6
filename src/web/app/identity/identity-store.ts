import { api, ApiError } from '../../lib/api';
import { fetchImpersonation, type ImpersonationState } from '../impersonation/impersonation-api';
import type { Me } from '../auth-context';

/** Who is signed in (undefined while the first answer is awaited) and, for a signed-in user, the impersonation. */
export type IdentitySnapshot = { me: Me | null | undefined; impersonation: ImpersonationState | null };

/** One retry for a server or network failure, none for a 4xx (as the data queries do). */
async function withOneRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    return load();
  }
}

async function fetchMe(): Promise<Me | null> {
  try {
    return await withOneRetry(() => api<Me | null>('/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in identity without a query library, so the sign-in page does not download one: /api/me, then (for a
 * signed-in user) /api/support/impersonation, as one snapshot React reads through useSyncExternalStore. A failed
 * load counts as signed out, as an errored query without data did.
 */
export function createIdentityStore() {
  let snapshot: IdentitySnapshot = { me: undefined, impersonation: null };
  let generation = 0;
  const listeners = new Set<() => void>();
  const publish = (next: IdentitySnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  /** Loads both answers; a load overtaken by a newer one (or a sign-out) leaves the snapshot alone. */
  async function refresh() {
    const mine = ++generation;
    let me: Me | null;
    let impersonation: ImpersonationState | null = null;
    try {
      me = await fetchMe();
      if (me?.user) impersonation = await withOneRetry(fetchImpersonation).catch(() => null);
    } catch {
      me = null;
    }
    if (mine === generation) publish({ me, impersonation });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    refresh,
    /** Loads once, for the first subscriber. */
    start() {
      if (snapshot.me === undefined && generation === 0) void refresh();
    },
    setImpersonation(impersonation: ImpersonationState) {
      publish({ ...snapshot, impersonation });
    },
    /** Signed out at once, in place, cancelling any load in flight. */
    clear() {
      generation++;
      publish({ me: null, impersonation: null });
    },
  };
}

export type IdentityStore = ReturnType<typeof createIdentityStore>;
