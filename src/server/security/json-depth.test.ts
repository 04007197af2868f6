import { describe, expect, it } from 'vitest';
import { jsonDepth, jsonHasNul, MAX_JSON_DEPTH } from './nul-guard';

describe('JSON nesting and NUL checks without recursion', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
    expect(jsonDepth('['.repeat(5000) + ']'.repeat(5000))).toBe(5000);
    expect(MAX_JSON_DEPTH).toBe(64);
  });

  it('finds a NUL at any depth of a 100,000-level value', () => {
    let deep: unknown = ['a\u0000b'];
    for (let i = 0; i < 100_000; i++) deep = { k: deep };
    expect(jsonHasNul(deep)).toBe(true);
    expect(jsonHasNul({ ['k\u0000']: 1 })).toBe(true);
    expect(jsonHasNul({ a: [1, 'ok', { b: null }] })).toBe(false);
  });
});
