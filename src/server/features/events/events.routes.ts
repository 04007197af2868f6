import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { aiJobs } from '../../db/schema/jobs';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import type { LiveEvent } from '../../realtime/event-bus';
import { parseParams } from '../../validate';

const HEARTBEAT_MS = 25_000;

/** Whether a live event may be shown to this member: same company; job and import events only to their owner. */
export const visibleTo = (event: LiveEvent, viewer: { companyId: string; userId: string }) =>
  event.companyId === viewer.companyId && (event.kind === 'contact' || event.userId === viewer.userId);

export const eventRoutes = new Hono<AppEnv>()
  .get('/events', requireCompany(), (c) => {
    const viewer = { companyId: c.get('company').id, userId: c.get('user')!.id };
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = c.get('deps').events.subscribe((event) => {
        if (!visibleTo(event, viewer)) return;
        queue.push(event);
        wake?.();
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted) {
        const next = queue.shift();
        if (next) {
          await stream.writeSSE({ event: next.kind, data: JSON.stringify(next) });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS);
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted) await stream.writeSSE({ event: 'ping', data: '{}' });
      }
      unsubscribe();
    });
  })
  .get('/jobs/:id', requireCompany(), async (c) => {
    const { id } = parseParams(c.req.param(), z.object({ id: z.string().uuid() }));
    const companyId = c.get('company').id;
    const [job] = await withTenant(c.get('deps').database.db, companyId, (tx) =>
      tx.select().from(aiJobs).where(eq(aiJobs.id, id)),
    );
    if (!job || job.userId !== c.get('user')!.id) throw new AppError('NOT_FOUND', 'Not found');
    const { type, status, progress, result, error, attempt, maxAttempts, createdAt } = job;
    return c.json({ job: { id: job.id, type, status, progress, result, error, attempt, maxAttempts, createdAt } });
  });
