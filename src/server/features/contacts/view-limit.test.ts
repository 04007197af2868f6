import { describe, expect, it } from 'vitest';
import { applyViewLimit } from './view-limit';

describe('daily contact view limit', () => {
  const contacts = Array.from({ length: 5 }, (_, i) => ({ id: `c${i}` }));
  it('shows everything under the limit and records the new views', () => {
    expect(applyViewLimit(contacts, new Set(), 50)).toMatchObject({ newlyViewed: ['c0', 'c1', 'c2', 'c3', 'c4'], hidden: 0, blocked: false });
  });
  it('keeps already-viewed contacts visible and caps new ones', () => {
    const result = applyViewLimit(contacts, new Set(['c4', 'x', 'y']), 5);
    expect(result.visible.map((c) => c.id)).toEqual(['c0', 'c1', 'c4']);
    expect(result.hidden).toBe(2);
  });
  it('blocks when nothing new may be shown', () => {
    expect(applyViewLimit(contacts, new Set(['a', 'b']), 2).blocked).toBe(true);
  });
});
