import type { Deps } from '../../context';
import { checkDatabase, checkMigrations, checkStorage } from './checks-core';
import { checkAiProvider, checkMailer, checkStripe } from './checks-services';
import { queueRoundTrip } from './system-check-worker';
import { describeError, elapsedSince, withTimeout } from './timing';

import type { CheckResult, CheckRun } from '#domain/system-dashboards';

type SystemCheck = { name: string; run: (deps: Deps) => Promise<string> };

/** The live checks, in the order the Testing dashboard lists them. */
export const SYSTEM_CHECKS: readonly SystemCheck[] = [
  { name: 'Database', run: checkDatabase },
  { name: 'Migrations current', run: checkMigrations },
  { name: 'Job queue round trip', run: (deps) => queueRoundTrip(deps) },
  { name: 'Mailer', run: checkMailer },
  { name: 'AI provider', run: checkAiProvider },
  { name: 'Storage', run: checkStorage },
  { name: 'Stripe configuration', run: checkStripe },
];

const CHECK_TIMEOUT_MS = 20_000;

/** The last run per app instance (kept in memory: a restart forgets it). */
const lastRuns = new WeakMap<Deps, CheckRun>();

async function runOne(deps: Deps, check: SystemCheck): Promise<CheckResult> {
  const started = performance.now();
  try {
    const detail = await withTimeout(check.run(deps), CHECK_TIMEOUT_MS, `Timed out after ${CHECK_TIMEOUT_MS / 1000} s`);
    return { name: check.name, status: 'passed', durationMs: elapsedSince(started), detail };
  } catch (error) {
    return { name: check.name, status: 'failed', durationMs: elapsedSince(started), detail: describeError(error) };
  }
}

/** Runs every check one after another (so each duration is its own) and remembers the run. */
export async function runSystemChecks(deps: Deps, checks: readonly SystemCheck[] = SYSTEM_CHECKS): Promise<CheckRun> {
  const startedAt = new Date();
  const started = performance.now();
  const results: CheckResult[] = [];
  for (const check of checks) results.push(await runOne(deps, check));
  const run: CheckRun = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationMs: elapsedSince(started),
    passed: results.filter((r) => r.status === 'passed').length,
    failed: results.filter((r) => r.status === 'failed').length,
    results,
  };
  lastRuns.set(deps, run);
  deps.logger.info('system checks run', {
    passed: run.passed,
    failed: run.failed,
    failedChecks: results.filter((r) => r.status === 'failed').map((r) => r.name),
  });
  return run;
}

/** The last run of this process, or null before the first. */
export const lastSystemCheckRun = (deps: Deps): CheckRun | null => lastRuns.get(deps) ?? null;
