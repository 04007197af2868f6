import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('a refused configuration at start', () => {
  it('is one clear line without a stack trace (production without SECRETS_KEY)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SECRETS_KEY: required in production');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
