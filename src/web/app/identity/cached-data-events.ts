/**
 * How the auth context, which the sign-in page loads without a query library, tells the data layer (loaded with
 * the first page that has data) to forget what it cached for the previous identity: 'remove' on sign-out and on a
 * company switch, 'reset' when an impersonation starts or ends (observers refetch at once).
 */
export type CachedDataDrop = 'remove' | 'reset';
type Listener = (drop: CachedDataDrop) => Promise<void> | void;

const listeners = new Set<Listener>();

export function onCachedDataDrop(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export async function dropCachedData(drop: CachedDataDrop) {
  await Promise.all([...listeners].map((listener) => listener(drop)));
}
