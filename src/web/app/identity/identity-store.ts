import { api, ApiError } from '../../lib/api';
import { fetchImpersonation, type ImpersonationState } from '../impersonation/impersonation-api';
import type { Me } from '../auth-context';
import { announceFirstIdentity } from './first-identity';

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
 * The signed-in identity without a query library, so the sign-in page does not download one: /api/me and
 * /api/support/impersonation, as one snapshot React reads through useSyncExternalStore. A failed
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
    // Both at once (each answers null to a visitor who is signed out; a 401 is read as none too): one round trip
    // before the first page can render instead of two.
    const [meAnswer, impersonationAnswer] = await Promise.allSettled([fetchMe(), withOneRetry(fetchImpersonation)]);
    const me = meAnswer.status === 'fulfilled' ? meAnswer.value : null;
    const impersonation = me?.user && impersonationAnswer.status === 'fulfilled' ? impersonationAnswer.value : null;
    if (mine !== generation) return;
    // Before React renders with it: a first load's own data can be on its way while the page renders.
    if (me?.user) announceFirstIdentity(me);
    publish({ me, impersonation });
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
