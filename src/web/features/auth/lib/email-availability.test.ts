import { describe, expect, it } from 'vitest';
import { availabilityState } from './email-availability';

const base = { looksValid: true, settled: true, fetching: false, exists: undefined };

describe('availabilityState', () => {
  it('is unknown until the address looks valid', () => {
    expect(availabilityState({ ...base, looksValid: false, exists: true })).toBe('unknown');
  });

  it('is checking while the debounce runs or the request is in flight', () => {
    expect(availabilityState({ ...base, settled: false })).toBe('checking');
    expect(availabilityState({ ...base, fetching: true, exists: false })).toBe('checking');
  });

  it('reports the answer, and unknown when the check failed', () => {
    expect(availabilityState({ ...base, exists: true })).toBe('exists');
    expect(availabilityState({ ...base, exists: false })).toBe('available');
    expect(availabilityState(base)).toBe('unknown');
  });
});
