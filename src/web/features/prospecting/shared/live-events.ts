import type { ContactEvent, JobEvent } from './types';

/** The part of EventSource the manager uses (so tests can pass a fake). */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener: (type: string, listener: (event: MessageEvent) => void) => void;
  close: () => void;
  onerror: ((event: Event) => void) | null;
};

type Options = { open: () => EventSourceLike; backoffMs?: (attempt: number) => number; idleCloseMs?: number };

const CLOSED = 2;
const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * One shared stream of live events: opened for the first subscriber, closed shortly after the last
 * leaves. The browser retries dropped connections itself; when it gives up (an HTTP error closes the
 * source) we reopen with backoff. Every reconnect after the first notifies `onResync` listeners,
 * since events sent while disconnected are lost.
 */
export function createLiveEvents({ open, backoffMs = defaultBackoff, idleCloseMs = 1000 }: Options) {
  const contactListeners = new Set<(event: ContactEvent) => void>();
  const jobListeners = new Set<(event: JobEvent) => void>();
  const resyncListeners = new Set<() => void>();
  let source: EventSourceLike | null = null;
  let connectedOnce = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const active = () => contactListeners.size + jobListeners.size + resyncListeners.size > 0;

  function connect() {
    const current = open();
    source = current;
    current.addEventListener('ready', () => {
      attempt = 0;
      if (connectedOnce) resyncListeners.forEach((fn) => fn());
      connectedOnce = true;
    });
    const dispatch =
      <E>(listeners: Set<(event: E) => void>) =>
      (message: MessageEvent) => {
        let event: E;
        try {
          event = JSON.parse(String(message.data)) as E;
        } catch {
          return;
        }
        listeners.forEach((fn) => fn(event));
      };
    current.addEventListener('contact', dispatch(contactListeners));
    current.addEventListener('job', dispatch(jobListeners));
    current.onerror = () => {
      if (current.readyState !== CLOSED || source !== current) return;
      current.close();
      source = null;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        if (active() && !source) connect();
      }, backoffMs(attempt++));
    };
  }

  function close() {
    source?.close();
    source = null;
    connectedOnce = false;
    attempt = 0;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function retain() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (!source && !retryTimer) connect();
  }

  function release() {
    if (active()) return;
    // A short grace period keeps remounts (StrictMode, a dialog opening) on the same connection.
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (!active()) close();
    }, idleCloseMs);
  }

  return {
    onContact(listener: (event: ContactEvent) => void) {
      contactListeners.add(listener);
      retain();
      return () => {
        contactListeners.delete(listener);
        release();
      };
    },
    onJob(listener: (event: JobEvent) => void) {
      jobListeners.add(listener);
      retain();
      return () => {
        jobListeners.delete(listener);
        release();
      };
    },
    onResync(listener: () => void) {
      resyncListeners.add(listener);
      retain();
      return () => {
        resyncListeners.delete(listener);
        release();
      };
    },
    /** Reopens the stream (the server filters events by the company current at connect time). */
    restart() {
      if (!source && !retryTimer) return;
      close();
      if (active()) connect();
    },
    get connected() {
      return source !== null;
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
