import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** What a newcomer sees on `npm install` and the first `npm start`: no warnings that ask them to act. */
describe('first run', () => {
  it('loads the Vite config without a configLoader warning', () => {
    const script =
      "const v = await import('vite'); await v.loadConfigFromFile({ command: 'build', mode: 'production' });";
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/configLoader|\(!\)/);
  });

  it('leaves no dependency install script unreviewed (package.json allowScripts, npm 11)', (context) => {
    const run = spawnSync('npm', ['install-scripts', 'ls'], { encoding: 'utf8', timeout: 60_000 });
    // Older npm has no install-script approvals and so prints no warning to answer.
    if (run.status !== 0 && /Unknown command/i.test(`${run.stdout}${run.stderr}`)) return context.skip();
    expect(run.stdout).toContain('No packages with unreviewed install scripts.');
  });
});
