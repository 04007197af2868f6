import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot, findAppRoot } from './app-root';
import { migrationsFolder } from './db/client';

describe('app root', () => {
  it('is the folder of package.json, found from a source file and from the bundle folder alike', () => {
    expect(existsSync(path.join(appRoot, 'package.json'))).toBe(true);
    expect(findAppRoot(path.join(appRoot, 'dist', 'server'))).toBe(appRoot);
    expect(findAppRoot(path.join(appRoot, 'src', 'server', 'db'))).toBe(appRoot);
  });

  it('stops at the nearest package.json above the start folder', () => {
    const top = mkdtempSync(path.join(tmpdir(), 'app-root-'));
    mkdirSync(path.join(top, 'a', 'b'), { recursive: true });
    writeFileSync(path.join(top, 'a', 'package.json'), '{}');
    expect(findAppRoot(path.join(top, 'a', 'b'))).toBe(path.join(top, 'a'));
  });

  it('gives the migrations folder with its journal', () => {
    expect(existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
  });
});
