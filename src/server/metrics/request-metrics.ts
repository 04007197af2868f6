import { createMiddleware } from 'hono/factory';
import type { RequestSummary } from '#domain/system-dashboards';
import { createRingBuffer } from './ring-buffer';
import { percentile, roundMs } from './percentile';

/** One finished API request: when it ended (epoch ms), how long it took, and its status. */
export type RequestSample = { at: number; durationMs: number; status: number; method: string };

/** How many requests the recorder keeps (the newest win). */
export const REQUEST_BUFFER_SIZE = 10_000;

/** Long-lived streams would skew latency, so they are not measured. */
const EXCLUDED_PATHS = new Set(['/api/events']);

export function createRequestRecorder(capacity = REQUEST_BUFFER_SIZE) {
  const buffer = createRingBuffer<RequestSample>(capacity);
  return {
    record: (sample: RequestSample) => buffer.push(sample),
    size: () => buffer.size(),
    clear: () => buffer.clear(),
    /** Latency percentiles and error rates over the last `windowMinutes`. */
    summarize(windowMinutes: number, now = Date.now()): RequestSummary {
      const since = now - windowMinutes * 60_000;
      const samples = buffer.toArray().filter((s) => s.at >= since && s.at <= now);
      const durations = samples.map((s) => s.durationMs);
      const count = samples.length;
      const share = (predicate: (s: RequestSample) => boolean) =>
        count === 0 ? 0 : samples.filter(predicate).length / count;
      return {
        windowMinutes,
        count,
        perMinute: Math.round((count / windowMinutes) * 10) / 10,
        p50: roundMs(percentile(durations, 50)),
        p95: roundMs(percentile(durations, 95)),
        p99: roundMs(percentile(durations, 99)),
        errorRate: share((s) => s.status >= 500),
        clientErrorRate: share((s) => s.status >= 400 && s.status < 500),
      };
    },
  };
}

export type RequestRecorder = ReturnType<typeof createRequestRecorder>;

/** This process's recorder: metrics are per process (each API process keeps its own). */
export const requestRecorder = createRequestRecorder();

/** Hono middleware for /api/*: times each request (except the SSE stream) into the recorder. */
export const createMetricsMiddleware = (recorder: RequestRecorder) =>
  createMiddleware(async (c, next) => {
    if (EXCLUDED_PATHS.has(c.req.path)) return next();
    const started = performance.now();
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      recorder.record({
        at: Date.now(),
        durationMs: performance.now() - started,
        status: failed ? 500 : c.res.status,
        method: c.req.method,
      });
    }
  });

export const metricsMiddleware = createMetricsMiddleware(requestRecorder);
