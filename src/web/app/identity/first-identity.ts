import type { Me } from '../auth-context';

type Listener = (me: Me) => void;

let first: Me | null = null;
const listeners = new Set<Listener>();

/**
 * Calls `listener` once with the first signed-in identity this page loads (at once when it is already known), before
 * React renders with it: what a first load can start fetching while the page's components are still rendering.
 */
export function onFirstIdentity(listener: Listener) {
  if (first) {
    listener(first);
    return;
  }
  listeners.add(listener);
}

/** The identity store's first signed-in answer; later answers (refreshes, company switches) are not announced. */
export function announceFirstIdentity(me: Me) {
  if (first) return;
  first = me;
  for (const listener of listeners) listener(me);
  listeners.clear();
}
