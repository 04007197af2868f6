import { describe, expect, it } from 'vitest';
import { badgePaths } from './crm-api';

const query = (path: string) => new URLSearchParams(path.split('?')[1]);
const items = (path: string, key: string) => query(path).get(key)!.split(',').filter(Boolean);

describe('badgePaths', () => {
  it('asks once for a screen of badges', () => {
    expect(badgePaths(['a.com', 'b.com'], ['x@a.com'])).toEqual(['/crm/badges?domains=a.com%2Cb.com&emails=x%40a.com']);
  });

  it('splits a long list into requests the API reads whole (it reads at most 500 of each)', () => {
    const domains = Array.from({ length: 1201 }, (_, i) => `d${i}.com`);
    const emails = Array.from({ length: 450 }, (_, i) => `p${i}@d.com`);
    const paths = badgePaths(domains, emails);
    expect(paths).toHaveLength(7);
    expect(paths.flatMap((p) => items(p, 'domains'))).toEqual(domains);
    expect(paths.flatMap((p) => items(p, 'emails'))).toEqual(emails);
    for (const path of paths) expect(items(path, 'domains').length).toBeLessThanOrEqual(200);
  });
});
