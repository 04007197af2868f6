import { createMiddleware } from 'hono/factory';
import { MSG } from '#domain/messages';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { addResponseHeaders } from '../response-headers';

/**
 * Requests let through at once on PGlite. Its one connection runs one statement at a time (FIFO), and a request
 * takes it several times (session, limits, its transaction): with hundreds in flight each of those turns waited
 * behind every other request, so a burst of 200 timed out unevenly. A bounded number at a time lets each admitted
 * request finish in a few turns; the rest wait here in arrival order (decision 023). 4 left the connection idle
 * while admitted requests were in JavaScript (about half the throughput of no limit); 32 kept it.
 */
export const PGLITE_ACTIVE_REQUESTS = 32;

/** Seconds a refused client is told to wait (Retry-After). */
export const QUEUE_RETRY_AFTER_SECONDS = 1;

/** Long requests that must never hold a place: the live event stream; health answers without the database. */
const EXEMPT = new Set(['/api/events', '/api/health']);

/**
 * True when the client has closed its connection (under app.request() there is none). A client that gives up
 * sends FIN: the HTTP server then ends the socket (it is no longer writable) before it is destroyed.
 */
function clientGone(env: unknown): boolean {
  const socket = (env as { incoming?: { socket?: { destroyed?: boolean; writable?: boolean } } } | undefined)?.incoming
    ?.socket;
  return socket !== undefined && (socket.destroyed === true || socket.writable === false);
}

/** A FIFO admission queue: at most `active` running, at most `depth` waiting; past that, `enter` says no. */
export function createRequestQueue(options: { active: number; depth: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  let head = 0; // waiting[head] is the next admitted; shifting a long array on every exit would cost O(n)
  return {
    /** Resolves once the caller may run; null when `depth` requests are already waiting. */
    enter(): Promise<void> | null {
      if (running < options.active) {
        running++;
        return Promise.resolve();
      }
      if (waiting.length - head >= options.depth) return null;
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    /** The caller is done: the first waiter takes its place. */
    leave() {
      if (head < waiting.length) {
        const next = waiting[head]!;
        waiting[head++] = undefined as never;
        if (head === waiting.length) {
          waiting.length = 0;
          head = 0;
        }
        next();
      } else running--;
    },
    waiting: () => waiting.length - head,
    running: () => running,
  };
}

/**
 * API requests on PGlite wait their turn for its one connection, in arrival order; past `depth` waiting
 * (PGLITE_QUEUE_DEPTH) the answer is 503 with Retry-After, never a timeout.
 */
export function pgliteRequestQueue(depth: number, active = PGLITE_ACTIVE_REQUESTS) {
  const queue = createRequestQueue({ active, depth });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (EXEMPT.has(c.req.path)) return next();
    const turn = queue.enter();
    if (!turn) {
      addResponseHeaders(c.req.raw, { 'retry-after': String(QUEUE_RETRY_AFTER_SECONDS) });
      throw new AppError('UNAVAILABLE', MSG.serverBusy, {
        retryAfter: QUEUE_RETRY_AFTER_SECONDS,
      });
    }
    await turn;
    // A client that gave up while it waited (a closed socket) is not answered: its place goes to the next one.
    if (clientGone(c.env)) {
      queue.leave();
      return c.body(null, 503);
    }
    try {
      await next();
    } finally {
      queue.leave();
    }
  });
}
