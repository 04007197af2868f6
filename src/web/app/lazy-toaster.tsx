import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastRequested } from '../lib/lazy-toast';

const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toast outlet, loaded with the first toast (see lib/lazy-toast.ts) rather than with every page. */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
