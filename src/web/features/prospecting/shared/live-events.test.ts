import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveEvents, type EventSourceLike } from './live-events';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown = {}) {
    this.readyState = 1;
    for (const fn of this.listeners.get(type) ?? []) fn({ data: JSON.stringify(data) } as MessageEvent);
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

const event = {
  contactId: 'c1',
  organizationId: 'o1',
  enrichmentStatus: 'completed',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('createLiveEvents', () => {
  let sources: FakeSource[];
  const make = () =>
    createLiveEvents({
      open: () => sources[sources.push(new FakeSource()) - 1]!,
      backoffMs: () => 1000,
      idleCloseMs: 500,
    });
  beforeEach(() => {
    sources = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens one connection for all subscribers and dispatches contact events to each', () => {
    const live = make();
    const a = vi.fn();
    const b = vi.fn();
    live.onContact(a);
    live.onContact(b);
    expect(sources).toHaveLength(1);
    sources[0]!.emit('contact', event);
    expect(a).toHaveBeenCalledWith(event);
    expect(b).toHaveBeenCalledWith(event);
  });

  it('dispatches job events to job subscribers only', () => {
    const live = make();
    const onJob = vi.fn();
    const onContact = vi.fn();
    live.onJob(onJob);
    live.onContact(onContact);
    expect(sources).toHaveLength(1);
    const job = { jobId: 'j1', type: 'organization-targeting', status: 'running', attempt: 2, maxAttempts: 3 };
    sources[0]!.emit('job', job);
    expect(onJob).toHaveBeenCalledWith(job);
    expect(onContact).not.toHaveBeenCalled();
  });

  it('ignores malformed payloads and other event kinds', () => {
    const live = make();
    const a = vi.fn();
    live.onContact(a);
    sources[0]!.emit('job', { jobId: 'x' });
    sources[0]!.emit('ping');
    expect(a).not.toHaveBeenCalled();
  });

  it('closes after the last subscriber leaves, but survives a quick remount', () => {
    const live = make();
    const off = live.onContact(vi.fn());
    off();
    const offAgain = live.onContact(vi.fn());
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.closed).toBe(false);
    offAgain();
    vi.advanceTimersByTime(499);
    expect(sources[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sources[0]!.closed).toBe(true);
  });

  it('leaves transient errors to the browser, and reopens with backoff once the source is closed', () => {
    const live = make();
    live.onContact(vi.fn());
    sources[0]!.fail(false);
    vi.advanceTimersByTime(5000);
    expect(sources).toHaveLength(1);
    sources[0]!.fail(true);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(2);
  });

  it('asks subscribers to resync after a reconnect, not on the first connection', () => {
    const live = make();
    const resync = vi.fn();
    live.onResync(resync);
    sources[0]!.emit('ready');
    expect(resync).not.toHaveBeenCalled();
    sources[0]!.emit('ready');
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('restart reopens the stream for a new company', () => {
    const live = make();
    live.onContact(vi.fn());
    live.restart();
    expect(sources[0]!.closed).toBe(true);
    expect(sources).toHaveLength(2);
  });
});
