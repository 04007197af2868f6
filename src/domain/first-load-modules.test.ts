import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_RULES, firstLoadModules } from './first-load-modules';

const WEB = fileURLToPath(new URL('../web/', import.meta.url));
/** Every module the router loads lazily, as a path under src/web with its extension (Vite's manifest keys). */
function lazilyLoaded() {
  const loaded = new Set<string>();
  for (const file of ['app/router.tsx', 'app/routes/pages.ts']) {
    const source = readFileSync(path.join(WEB, file), 'utf8');
    for (const [, specifier] of source.matchAll(/import\('([^']+)'\)/g)) {
      const resolved = path.relative(WEB, path.resolve(path.dirname(path.join(WEB, file)), specifier!));
      for (const extension of ['.tsx', '.ts']) loaded.add(resolved + extension);
    }
  }
  return loaded;
}

describe('the first-load rules name modules the router really loads lazily', () => {
  it('every module of every rule is a lazy page or the data routes', () => {
    const loaded = lazilyLoaded();
    for (const rule of FIRST_LOAD_RULES)
      for (const module of rule.modules) expect(loaded.has(module), `${rule.path} ${module}`).toBe(true);
  });

  it('matches whole paths: the sign-in page, the dashboard home, a deeper page, nothing for the rest', () => {
    expect(firstLoadModules('/auth')).toEqual(['features/auth/pages/auth-page.tsx']);
    expect(firstLoadModules('/dashboard')).toContain('app/routes/dashboard-home.tsx');
    expect(firstLoadModules('/dashboard/lists')).toContain('features/lists/pages/lists-page.tsx');
    expect(firstLoadModules('/dashboard/lists/1')).not.toContain('features/lists/pages/lists-page.tsx');
    expect(firstLoadModules('/dashboard/lists/1')).toContain('app/layout/dashboard-layout.tsx');
    expect(firstLoadModules('/authority')).toEqual([]);
  });
});
