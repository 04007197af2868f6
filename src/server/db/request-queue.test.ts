import { describe, expect, it } from 'vitest';
import { createRequestQueue } from './request-queue';

describe('createRequestQueue', () => {
  it('lets `active` run, keeps `depth` waiting in arrival order, and refuses past that', async () => {
    const queue = createRequestQueue({ active: 2, depth: 2 });
    const admitted: string[] = [];
    const enter = (name: string) => {
      const turn = queue.enter();
      if (!turn) return false;
      void turn.then(() => admitted.push(name));
      return true;
    };
    expect([enter('a'), enter('b'), enter('c'), enter('d'), enter('e')]).toEqual([true, true, true, true, false]);
    await Promise.resolve();
    expect(admitted).toEqual(['a', 'b']);
    expect(queue.waiting()).toBe(2);

    queue.leave();
    await Promise.resolve();
    expect(admitted).toEqual(['a', 'b', 'c']);
    expect(enter('f')).toBe(true); // a place came free

    queue.leave();
    queue.leave();
    await Promise.resolve();
    expect(admitted).toEqual(['a', 'b', 'c', 'd', 'f']);
    expect(queue.waiting()).toBe(0);
    expect(queue.running()).toBe(2);
    queue.leave();
    queue.leave();
    expect(queue.running()).toBe(0);
  });
});
