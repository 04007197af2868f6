import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createRingBuffer } from './ring-buffer';
import { percentile } from './percentile';
import { createMetricsMiddleware, createRequestRecorder } from './request-metrics';
import { createProbeRecorder } from './db-probe';
import { rate, THRESHOLDS, worst } from './thresholds';

describe('ring buffer', () => {
  it('keeps the newest items, oldest first', () => {
    const buffer = createRingBuffer<number>(3);
    [1, 2].forEach((n) => buffer.push(n));
    expect(buffer.toArray()).toEqual([1, 2]);
    [3, 4, 5].forEach((n) => buffer.push(n));
    expect(buffer.toArray()).toEqual([3, 4, 5]);
    expect(buffer.size()).toBe(3);
    buffer.push(6);
    expect(buffer.toArray()).toEqual([4, 5, 6]);
    buffer.clear();
    expect(buffer.toArray()).toEqual([]);
  });

  it('refuses a capacity below one', () => {
    expect(() => createRingBuffer(0)).toThrow();
  });
});

describe('percentile (nearest rank)', () => {
  it('answers null for no values and the right rank otherwise', () => {
    expect(percentile([], 50)).toBeNull();
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });
});

describe('request recorder', () => {
  it('summarizes a window: count, percentiles, 5xx and 4xx shares', () => {
    const recorder = createRequestRecorder(100);
    const now = 1_000_000_000;
    for (let i = 1; i <= 20; i++)
      recorder.record({
        at: now - 1000,
        durationMs: i * 10,
        status: i === 20 ? 503 : i <= 2 ? 401 : 200,
        method: 'GET',
      });
    recorder.record({ at: now - 10 * 60_000, durationMs: 9999, status: 500, method: 'GET' });
    const five = recorder.summarize(5, now);
    expect(five).toMatchObject({
      count: 20,
      p50: 100,
      p95: 190,
      p99: 200,
      errorRate: 0.05,
      clientErrorRate: 0.1,
      perMinute: 4,
    });
    const fifteen = recorder.summarize(15, now);
    expect(fifteen.count).toBe(21);
    expect(fifteen.p99).toBe(9999);
  });

  it('keeps only the newest samples when full', () => {
    const recorder = createRequestRecorder(5);
    for (let i = 0; i < 12; i++) recorder.record({ at: Date.now(), durationMs: i, status: 200, method: 'GET' });
    expect(recorder.size()).toBe(5);
    expect(recorder.summarize(5).p50).toBe(9);
  });

  it('an empty window has no percentiles and no errors', () => {
    expect(createRequestRecorder().summarize(5)).toMatchObject({ count: 0, p50: null, p95: null, errorRate: 0 });
  });
});

describe('metrics middleware', () => {
  it('records each /api request with its status, but not the event stream', async () => {
    const recorder = createRequestRecorder();
    const app = new Hono();
    app.use('/api/*', createMetricsMiddleware(recorder));
    app.get('/api/ok', (c) => c.json({ ok: true }));
    app.get('/api/boom', () => {
      throw new Error('boom');
    });
    app.get('/api/events', (c) => c.text('stream'));
    app.onError((_, c) => c.json({ error: 'INTERNAL' }, 500));
    await app.request('/api/ok');
    await app.request('/api/boom');
    await app.request('/api/missing');
    await app.request('/api/events');
    const summary = recorder.summarize(5);
    expect(summary.count).toBe(3);
    expect(summary.errorRate).toBeCloseTo(1 / 3);
    expect(summary.clientErrorRate).toBeCloseTo(1 / 3);
  });
});

describe('database probe recorder', () => {
  it('summarizes probes in the window', () => {
    const probes = createProbeRecorder(10);
    const now = Date.now();
    [1, 2, 3, 4].forEach((ms) => probes.record(ms, now));
    probes.record(500, now - 20 * 60_000);
    expect(probes.summarize(15, now)).toEqual({ windowMinutes: 15, samples: 4, p50: 2, p95: 4 });
  });
});

describe('thresholds', () => {
  it('rates against warning and critical limits (higher is worse)', () => {
    expect(rate(null, THRESHOLDS.requestP95Ms)).toBe('good');
    expect(rate(499, THRESHOLDS.requestP95Ms)).toBe('good');
    expect(rate(500, THRESHOLDS.requestP95Ms)).toBe('warning');
    expect(rate(1500, THRESHOLDS.requestP95Ms)).toBe('critical');
    expect(rate(0.02, THRESHOLDS.errorRate)).toBe('warning');
    expect(worst(['good', 'warning'])).toBe('warning');
    expect(worst(['good', 'critical', 'warning'])).toBe('critical');
    expect(worst([])).toBe('good');
  });
});
