import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount', () => {
  it('writes numbers as toLocaleString("en-US") does', () => {
    const values = [0, 7, 42, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234, 33.3, 66.6667, 0.5];
    for (const value of [...values, 12.3456, 1234.5, -0.0001, -0, 99.9999, 1e15]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
