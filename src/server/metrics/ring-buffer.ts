/** A fixed-capacity buffer that keeps the newest `capacity` items, overwriting the oldest. */
export type RingBuffer<T> = {
  push: (item: T) => void;
  /** The items, oldest first. */
  toArray: () => T[];
  size: () => number;
  clear: () => void;
};

export function createRingBuffer<T>(capacity: number): RingBuffer<T> {
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be a positive integer');
  const items: T[] = [];
  let next = 0;
  return {
    push(item) {
      if (items.length < capacity) items.push(item);
      else items[next] = item;
      next = (next + 1) % capacity;
    },
    toArray: () => (items.length < capacity ? [...items] : [...items.slice(next), ...items.slice(0, next)]),
    size: () => items.length,
    clear() {
      items.length = 0;
      next = 0;
    },
  };
}
