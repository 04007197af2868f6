import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from './app-root';
import { ENV_VARIABLES } from './env';

// docs/configuration.md is the one table of every environment variable: the app's own (env.ts) and the ones
// tests, benchmarks and scripts read. This keeps the table and the code from drifting apart either way.
const SYSTEM_VARIABLES = new Set(['PATH', 'HOME', 'SHELL', 'TMPDIR', 'NODE_OPTIONS']);
const SCANNED = ['src', 'scripts', 'bench', 'e2e', 'playwright.config.ts', 'vitest.config.ts', 'vite.config.ts'];

/** `STRIPE_PRICE_{A,B}_{C,D}` → the four names it stands for. */
function expandBraces(name: string): string[] {
  const match = name.match(/\{([^}]+)\}/);
  if (!match) return [name];
  return match[1]!.split(',').flatMap((part) => expandBraces(name.replace(match[0], part)));
}

function documentedVariables(): Set<string> {
  const markdown = readFileSync(path.join(appRoot, 'docs/configuration.md'), 'utf8');
  const names = markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z0-9_{},]+)`/g)].flatMap((m) => expandBraces(m[1]!)));
  return new Set(names);
}

function filesUnder(entry: string): string[] {
  const full = path.join(appRoot, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) =>
    d.name === 'node_modules' ? [] : filesUnder(path.join(entry, d.name)),
  );
}

function variablesReadInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of SCANNED.flatMap(filesUnder).filter((f) => /\.(ts|tsx|mjs|js)$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)) {
      if (!SYSTEM_VARIABLES.has(m[1]!)) names.add(m[1]!);
    }
  }
  return names;
}

describe('docs/configuration.md', () => {
  const documented = documentedVariables();

  it('has a row for every variable env.ts reads', () => {
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('has a row for every variable the code, tests and benchmarks read', () => {
    expect([...variablesReadInCode()].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('names no variable that nothing reads', () => {
    const read = new Set([...ENV_VARIABLES, ...variablesReadInCode()]);
    expect([...documented].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
