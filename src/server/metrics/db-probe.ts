import type { Database } from '../db/client';
import { createRingBuffer } from './ring-buffer';
import { percentile, roundMs } from './percentile';

type ProbeSample = { at: number; durationMs: number };

/** Round trips of a trivial query, timed: the database's own latency as this process sees it. */
export function createProbeRecorder(capacity = 1_000) {
  const buffer = createRingBuffer<ProbeSample>(capacity);
  return {
    record: (durationMs: number, at = Date.now()) => buffer.push({ at, durationMs }),
    summarize(windowMinutes: number, now = Date.now()) {
      const since = now - windowMinutes * 60_000;
      const durations = buffer
        .toArray()
        .filter((s) => s.at >= since)
        .map((s) => s.durationMs);
      return {
        windowMinutes,
        samples: durations.length,
        p50: roundMs(percentile(durations, 50)),
        p95: roundMs(percentile(durations, 95)),
      };
    },
  };
}

export type ProbeRecorder = ReturnType<typeof createProbeRecorder>;

/** This process's database probe timings (per process, like the request metrics). */
export const dbProbeRecorder = createProbeRecorder();

/** Runs `select 1`, records its duration and returns it in milliseconds (throws if the database fails). */
export async function probeDatabase(database: Database, recorder: ProbeRecorder = dbProbeRecorder): Promise<number> {
  const started = performance.now();
  await database.query('select 1 as ok', []);
  const durationMs = performance.now() - started;
  recorder.record(durationMs);
  return durationMs;
}
