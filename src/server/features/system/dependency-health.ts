import type { DependencyHealth, HealthStatus } from '#domain/system-dashboards';
import type { Deps } from '../../context';
import type { Env } from '../../env';
import { probeDatabase } from '../../metrics/db-probe';
import { checkStorage } from './checks-core';
import { verifySmtp } from './checks-services';
import { pingStripe } from './stripe-probe';
import { describeError, elapsedSince, withTimeout } from './timing';

type Probe = { name: string; probe: (deps: Deps) => Promise<{ status: HealthStatus; detail: string }> };

const SLOW_DB_MS = 200;
const STALE_JOB_MINUTES = 5;
const PROBE_TIMEOUT_MS = 8_000;

async function database(deps: Deps) {
  const ms = await probeDatabase(deps.database);
  return ms < SLOW_DB_MS
    ? { status: 'healthy' as const, detail: 'select 1 answered' }
    : { status: 'degraded' as const, detail: `select 1 took over ${SLOW_DB_MS} ms` };
}

async function jobQueue(deps: Deps) {
  const { rows } = await deps.database.query<{ waiting: number; stale: number }>(
    `select count(*) filter (where state in ('created', 'retry'))::int as waiting,
            count(*) filter (where state in ('created', 'retry') and start_after < now() - make_interval(mins => $1))::int as stale
       from pgboss.job`,
    [STALE_JOB_MINUTES],
  );
  const { waiting = 0, stale = 0 } = rows[0] ?? {};
  if (stale > 0)
    return {
      status: 'degraded' as const,
      detail: `${stale} job(s) waiting over ${STALE_JOB_MINUTES} minutes: is a worker running?`,
    };
  return { status: 'healthy' as const, detail: `pg-boss reachable; ${waiting} job(s) waiting` };
}

async function mailer(deps: Deps) {
  if (!deps.env.SMTP_URL)
    return { status: 'degraded' as const, detail: 'No SMTP_URL: mail is kept in the outbox, not delivered' };
  await verifySmtp(deps.env.SMTP_URL, PROBE_TIMEOUT_MS);
  return { status: 'healthy' as const, detail: 'SMTP verify succeeded' };
}

/** The provider's model list: free, authenticated, and proves the key and network work (no tokens spent). */
function modelsRequest(env: Env): { url: string; headers: Record<string, string> } {
  const key = env.AI_API_KEY ?? '';
  if (env.AI_PROVIDER === 'anthropic') {
    // As the AI SDK does: no trailing slash, and the bare Anthropic host means its /v1 API.
    const trimmed = (env.AI_BASE_URL ?? 'https://api.anthropic.com/v1').replace(/\/+$/, '');
    const base = trimmed === 'https://api.anthropic.com' ? `${trimmed}/v1` : trimmed;
    return { url: `${base}/models`, headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01' } };
  }
  const base = env.AI_BASE_URL ?? 'https://api.openai.com/v1';
  return { url: `${base.replace(/\/$/, '')}/models`, headers: key ? { authorization: `Bearer ${key}` } : {} };
}

async function aiProvider(deps: Deps) {
  const { env } = deps;
  if (env.AI_PROVIDER === 'builtin')
    return { status: 'healthy' as const, detail: 'Built-in engine (offline, in process)' };
  if (!env.AI_MODEL)
    return { status: 'down' as const, detail: `AI_PROVIDER is ${env.AI_PROVIDER} but AI_MODEL is not set` };
  const { url, headers } = modelsRequest(env);
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  await response.body?.cancel();
  if (response.ok) return { status: 'healthy' as const, detail: `${env.AI_PROVIDER} reachable (model list answered)` };
  if (response.status === 401 || response.status === 403)
    return { status: 'down' as const, detail: `${env.AI_PROVIDER} rejected the API key (${response.status})` };
  return { status: 'degraded' as const, detail: `${env.AI_PROVIDER} model list answered ${response.status}` };
}

async function storage(deps: Deps) {
  await checkStorage(deps);
  return { status: 'healthy' as const, detail: 'Write, read and delete succeeded' };
}

async function stripe(deps: Deps) {
  if (!deps.env.STRIPE_SECRET_KEY)
    return { status: 'degraded' as const, detail: 'Not configured: checkout and the billing portal are unavailable' };
  await pingStripe(deps.env, PROBE_TIMEOUT_MS);
  return { status: 'healthy' as const, detail: 'Stripe API accepted the key' };
}

export const DEPENDENCY_PROBES: readonly Probe[] = [
  { name: 'Database', probe: database },
  { name: 'Job queue', probe: jobQueue },
  { name: 'Mailer', probe: mailer },
  { name: 'AI provider', probe: aiProvider },
  { name: 'Storage', probe: storage },
  { name: 'Stripe', probe: stripe },
];

/** Probes every dependency one after another; a failure or timeout is `down` with the reason. */
export async function checkDependencies(
  deps: Deps,
  probes: readonly Probe[] = DEPENDENCY_PROBES,
): Promise<DependencyHealth[]> {
  const results: DependencyHealth[] = [];
  for (const { name, probe } of probes) {
    const started = performance.now();
    try {
      const outcome = await withTimeout(
        probe(deps),
        PROBE_TIMEOUT_MS + 1_000,
        `No answer within ${PROBE_TIMEOUT_MS / 1000} s`,
      );
      results.push({ name, ...outcome, latencyMs: elapsedSince(started) });
    } catch (error) {
      results.push({ name, status: 'down', latencyMs: elapsedSince(started), detail: describeError(error) });
    }
  }
  return results;
}

/** The overall health: down if anything is down, degraded if anything is degraded. */
export const overallHealth = (items: readonly DependencyHealth[]): HealthStatus =>
  items.some((i) => i.status === 'down') ? 'down' : items.some((i) => i.status === 'degraded') ? 'degraded' : 'healthy';
