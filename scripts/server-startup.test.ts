import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript (it runs before anything is built)
import { serverBuildOptions, startupPackages } from './build-server.mjs';

/** Packages of features used later (a CRM, a mailbox, a reply, billing, mail): loaded on first use, not at start. */
const ON_FIRST_USE = ['@hubspot/api-client', 'jsforce', 'imapflow', 'mailparser', 'libmime', 'stripe', 'nodemailer'];

describe('what the server loads before it answers (decision 023: first start)', () => {
  it('none of the heavy clients, and under 4 MB of packages', async () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'scoutline-server-bundle-'));
    try {
      const { metafile } = await build({ ...serverBuildOptions(outdir), write: false, sourcemap: false });
      const entry = path.relative(serverBuildOptions(outdir).absWorkingDir, path.join(outdir, 'main.js'));
      const packages = startupPackages(metafile, entry) as Record<string, number>;
      expect(Object.keys(packages)).toContain('hono'); // the walk reaches the packages at all
      for (const name of ON_FIRST_USE) expect(packages[name], name).toBeUndefined();
      const bytes = Object.values(packages).reduce((sum, n) => sum + n, 0);
      expect(bytes).toBeLessThan(4_000_000);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 60_000);
});
