import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { seedFromTemplate, templateStamp, type PgliteTemplate } from './pglite-template';

describe('seedFromTemplate: a first start copies the build-time PGlite folder', () => {
  let root: string;
  let template: PgliteTemplate;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'scoutline-template-'));
    template = { dir: path.join(root, 'template'), stampFile: path.join(root, 'template.json') };
    mkdirSync(template.dir);
    writeFileSync(path.join(template.dir, 'PG_VERSION'), '17\n');
    writeFileSync(template.stampFile, templateStamp(migrationsFolder));
  });

  it('copies a current template into a missing or empty folder', () => {
    const fresh = path.join(root, 'data', 'pglite');
    expect(seedFromTemplate(fresh, migrationsFolder, template)).toBe(true);
    expect(readFileSync(path.join(fresh, 'PG_VERSION'), 'utf8')).toBe('17\n');
    const empty = path.join(root, 'empty');
    mkdirSync(empty);
    expect(seedFromTemplate(empty, migrationsFolder, template)).toBe(true);
  });

  it('never touches a folder that already holds files', () => {
    const existing = path.join(root, 'existing');
    mkdirSync(existing);
    writeFileSync(path.join(existing, 'PG_VERSION'), '16\n');
    expect(seedFromTemplate(existing, migrationsFolder, template)).toBe(false);
    expect(readFileSync(path.join(existing, 'PG_VERSION'), 'utf8')).toBe('16\n');
  });

  it('ignores a template built for other migrations or another PGlite, or none at all', () => {
    writeFileSync(template.stampFile, JSON.stringify({ pglite: '0.0.1', migration: '0000_old@1' }));
    expect(seedFromTemplate(path.join(root, 'a'), migrationsFolder, template)).toBe(false);
    const missing = { dir: path.join(root, 'nothing'), stampFile: path.join(root, 'nothing.json') };
    expect(seedFromTemplate(path.join(root, 'b'), migrationsFolder, missing)).toBe(false);
  });

  it('ignores a template made with another text of the same migrations (one edited before its release)', () => {
    const edited = path.join(root, 'migrations');
    cpSync(migrationsFolder, edited, { recursive: true });
    expect(seedFromTemplate(path.join(root, 'c'), edited, template)).toBe(true);
    const newest = readdirSync(edited)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .at(-1)!;
    appendFileSync(path.join(edited, newest), '\n-- edited\n');
    expect(seedFromTemplate(path.join(root, 'd'), edited, template)).toBe(false);
  });
});
