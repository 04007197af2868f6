import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallSpacer } from './call-spacer';

describe('createCallSpacer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('starts six calls asked at once at least 200 ms apart, in order', async () => {
    const spaced = createCallSpacer(200);
    const starts: [number, number][] = [];
    const all = Promise.all([0, 1, 2, 3, 4, 5].map((i) => spaced(async () => void starts.push([i, Date.now()]))));
    await vi.advanceTimersByTimeAsync(2_000);
    await all;
    expect(starts.map(([i]) => i)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < starts.length; i++) expect(starts[i]![1] - starts[i - 1]![1]).toBeGreaterThanOrEqual(200);
    expect(starts[5]![1] - starts[0]![1]).toBe(1_000);
  });

  it('does not wait when the last call was long enough ago', async () => {
    const spaced = createCallSpacer(200);
    await spaced(async () => 1);
    await vi.advanceTimersByTimeAsync(500);
    const before = Date.now();
    expect(await spaced(async () => 'answer')).toBe('answer');
    expect(Date.now()).toBe(before);
  });
});
