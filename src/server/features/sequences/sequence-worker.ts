import type { Deps } from '../../context';
import { readAllMailboxes } from './read-replies';
import { sendDueSteps, type TickOptions } from './send-due-steps';

const workers = new WeakMap<Deps, { timer: NodeJS.Timeout; running: Promise<unknown> | null }>();

/** One run: replies and bounces first (so a reply stops the next step), then the due steps. */
export async function runSequenceTick(deps: Deps, options: TickOptions = {}) {
  const replies = await readAllMailboxes(deps);
  const sends = await sendDueSteps(deps, options);
  return { ...replies, ...sends };
}

/** Runs a tick every SEQUENCE_TICK_SECONDS in this worker process (one at a time). */
export function startSequenceWorker(deps: Deps) {
  if (workers.has(deps)) return;
  const state: { timer: NodeJS.Timeout; running: Promise<unknown> | null } = {
    running: null,
    timer: setInterval(() => {
      if (state.running) return;
      state.running = runSequenceTick(deps)
        .catch((error: unknown) => deps.logger.error('sequence tick failed', { error: String(error) }))
        .finally(() => {
          state.running = null;
        });
    }, deps.env.SEQUENCE_TICK_SECONDS * 1000),
  };
  state.timer.unref();
  workers.set(deps, state);
}

export async function stopSequenceWorker(deps: Deps) {
  const state = workers.get(deps);
  if (!state) return;
  clearInterval(state.timer);
  workers.delete(deps);
  await state.running;
}
