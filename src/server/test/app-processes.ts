import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inheritedProcessEnv } from '../env';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A real Scoutline process (API or worker) started as `node --import tsx <entry>`, one OS process to kill. */
export type AppProcess = { name: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startAppProcess(
  name: string,
  entry: 'src/server/main.ts' | 'src/server/worker.ts',
  env: Record<string, string>,
): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...inheritedProcessEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { name, child, output: () => log, exited };
}

/** kill -9: no shutdown handler runs, open transactions and jobs are left as they are. */
export async function killHard(proc: AppProcess) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGKILL');
  await proc.exited;
}

/**
 * Polls `check` until it returns a value (not undefined/false), or throws with `what` after `timeoutMs`;
 * an error thrown by `check` ends the wait at once.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

const assertAlive = (proc: AppProcess) => {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
    throw new Error(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}):\n${proc.output()}`);
  }
};

/** Resolves once the process logs `text` (e.g. the worker's start line); fails if it exits first. */
export function waitForOutput(proc: AppProcess, text: string, timeoutMs: number) {
  return waitFor(
    `${proc.name} to log "${text}"`,
    async () => (assertAlive(proc), proc.output().includes(text)),
    timeoutMs,
  );
}

/** Resolves once the API process answers GET /api/health; fails if it exits first. */
export function waitForHealth(proc: AppProcess, baseUrl: string, timeoutMs: number) {
  const healthy = async () => {
    assertAlive(proc);
    return fetch(`${baseUrl}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
  };
  return waitFor(`${proc.name} to answer /api/health`, healthy, timeoutMs, 250);
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
