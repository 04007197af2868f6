import { useEffect, useRef } from 'react';
import { createLiveEvents, type EventSourceLike, type LiveEvents } from './live-events';
import type { ContactEvent, JobEvent } from './types';

let shared: LiveEvents | null = null;

/** The page's one connection to /api/events, shared by every subscriber on the page. */
export const getLiveEvents = () =>
  (shared ??= createLiveEvents({
    open: () => new EventSource('/api/events', { withCredentials: true }) as unknown as EventSourceLike,
  }));

/** Calls `handler` for each live contact update (optionally only one organization's). */
export function useContactEvents(handler: (event: ContactEvent) => void, organizationId?: string | null) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(
    () =>
      getLiveEvents().onContact((event) => {
        if (!organizationId || event.organizationId === organizationId) ref.current(event);
      }),
    [organizationId],
  );
}

/** Calls `handler` for each live change of the user's AI jobs, while `enabled`. */
export function useJobEvents(handler: (event: JobEvent) => void, enabled = true) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => (enabled ? getLiveEvents().onJob((event) => ref.current(event)) : undefined), [enabled]);
}

/** Calls `handler` after the stream reconnects, to reload what may have changed meanwhile. */
export function useLiveResync(handler: () => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => getLiveEvents().onResync(() => ref.current()), []);
}

/** Reopens the stream when the current company changes (the server filters by company). */
export function useLiveCompany(companyId: string | null | undefined) {
  const previous = useRef(companyId);
  useEffect(() => {
    if (previous.current === companyId) return;
    previous.current = companyId;
    getLiveEvents().restart();
  }, [companyId]);
}
