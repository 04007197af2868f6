import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import type { Logger } from '../logger';

export const EVENTS_CHANNEL = 'scoutline_events';

/** Every live event carries its company (and user where private) so the SSE stream can filter. */
export type LiveEvent =
  | {
      kind: 'job';
      companyId: string;
      userId: string;
      jobId: string;
      type: string;
      status: string;
      progress: number;
      /** The try under way (2 or more: the queue is retrying it) and how many it gets. */
      attempt: number;
      maxAttempts: number;
      /** The contact or organization the job works on, when it has one. */
      subjectId: string | null;
    }
  | {
      kind: 'contact';
      companyId: string;
      contactId: string;
      organizationId: string;
      enrichmentStatus: string;
      updatedAt: string;
    }
  /** A streamed CSV import under way: bytes and rows read so far, then the merge. */
  | {
      kind: 'import';
      companyId: string;
      userId: string;
      importId: string;
      phase: 'reading' | 'merging';
      bytes: number;
      rows: number;
    };

export type EventBus = {
  subscribe: (listener: (event: LiveEvent) => void) => () => void;
  close: () => Promise<void>;
};

/**
 * Fans NOTIFY payloads out to in-process listeners. Publishing goes through the database
 * (pg_notify), so events written by a worker process reach the API process that holds the stream.
 */
export async function createEventBus(database: Database, logger: Logger): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    try {
      emitter.emit('event', JSON.parse(payload) as LiveEvent);
    } catch (error) {
      logger.warn('bad live event payload', { error: String(error) });
    }
  });
  return {
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: unlisten,
  };
}

/** Queues an event; inside a transaction it is delivered on commit. */
export async function publishEvent(db: Db | Tx, event: LiveEvent) {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
