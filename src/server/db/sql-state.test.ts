import { describe, expect, it } from 'vitest';
import { sqlState } from './sql-state';

describe('sqlState', () => {
  it("reads the driver's code, under drizzle's wrapper or bare, and nothing else", () => {
    expect(sqlState(Object.assign(new Error('wrapped'), { cause: { code: '23505' } }))).toBe('23505');
    expect(sqlState({ code: '42501' })).toBe('42501');
    expect(sqlState(new Error('no code'))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
  });
});
