import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BuildInfo } from '#domain/system-dashboards';
import type { Env } from '../../env';
import { appRoot as repoRoot } from '../../app-root';

/** When this process started (from the OS's view of its uptime). */
export const processStartedAt = new Date(Date.now() - process.uptime() * 1000);

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** package.json's version, read once. */
export const appVersion = readVersion();

let gitCommit: Promise<string> | null = null;

/** BUILD_COMMIT when set; otherwise `git rev-parse HEAD` once (when a .git exists); else 'unknown'. */
export function resolveCommit(env: Env): Promise<string> {
  if (env.BUILD_COMMIT) return Promise.resolve(env.BUILD_COMMIT);
  gitCommit ??= existsSync(path.join(repoRoot, '.git'))
    ? promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, timeout: 3_000 })
        .then(({ stdout }) => stdout.trim() || 'unknown')
        .catch(() => 'unknown')
    : Promise.resolve('unknown');
  return gitCommit;
}

/** The front end's build time: the mtime of WEB_DIST_DIR/index.html (null when not built). */
export async function resolveBuildTime(env: Env): Promise<string | null> {
  try {
    return (await stat(path.join(path.resolve(env.WEB_DIST_DIR), 'index.html'))).mtime.toISOString();
  } catch {
    return null;
  }
}

/** What is running: version, commit, build and start times, uptime and the environment. */
export async function readBuildInfo(env: Env, databaseKind: string, mailKind: string): Promise<BuildInfo> {
  return {
    version: appVersion,
    commit: await resolveCommit(env),
    buildTime: await resolveBuildTime(env),
    startedAt: processStartedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    environment: {
      nodeEnv: env.NODE_ENV,
      database: databaseKind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL',
      workerMode: env.RUN_WORKERS ? 'in-process workers' : 'API only (workers run separately)',
      mail: mailKind === 'smtp' ? 'SMTP' : 'outbox (no SMTP_URL)',
      aiProvider:
        env.AI_PROVIDER === 'builtin'
          ? 'built-in engine'
          : `${env.AI_PROVIDER}${env.AI_MODEL ? ` (${env.AI_MODEL})` : ''}`,
      nodeVersion: process.version,
      pid: process.pid,
    },
  };
}
