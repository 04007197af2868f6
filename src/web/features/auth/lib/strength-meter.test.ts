import { describe, expect, it } from 'vitest';
import { strengthMeter } from './strength-meter';

describe('strengthMeter', () => {
  it('is empty without a password and shows a sliver for a very weak one', () => {
    expect(strengthMeter(0, false).percent).toBe(0);
    expect(strengthMeter(0, true).percent).toBe(10);
  });

  it('fills in quarters and goes from red to green', () => {
    expect(strengthMeter(2, true)).toMatchObject({ percent: 50, barClass: 'bg-amber-500' });
    expect(strengthMeter(4, true)).toMatchObject({ percent: 100, barClass: 'bg-emerald-500' });
    expect(strengthMeter(0, true).barClass).toBe('bg-red-500');
  });

  it('clamps out-of-range scores', () => {
    expect(strengthMeter(9, true).percent).toBe(100);
    expect(strengthMeter(-3, true).barClass).toBe('bg-red-500');
  });
});
