import type { Auth } from './auth/auth';
import { createAuthCache } from './auth/auth-cache';
import { withStorageRelease } from './auth/auth-async-storage';
import { createApiUsageCounter } from './limits/api-usage-counter';
import { resolveAuthSecret } from './auth/secret';
import type { Clock, Deps, Faults } from './context';
import type { Database } from './db/client';
import type { Env } from './env';
import { AI_JOB_DEAD_LETTER, AI_JOB_QUEUE } from './jobs/ai-jobs';
import { runAiJob } from './jobs/ai-job-runner';
import { settleDeadAiJob } from './jobs/ai-job-reconciler';
import { BULK_JOB_DEAD_LETTER, BULK_JOB_QUEUE, runBulkJob, settleDeadBulkJob } from './jobs/bulk-job-runner';
import { createJobQueue, POLL_SECONDS } from './jobs/queue';
import { scheduleMaintenance } from './jobs/maintenance';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createEventBus } from './realtime/event-bus';
import './register-jobs';
import { createEngine } from './ai/create-engine';
import { openSecretBox } from './secrets/secret-box';
import { registerSystemCheckWorker } from './features/system/system-check-worker';
import { startSequenceWorker, stopSequenceWorker } from './features/sequences/sequence-worker';
import { registerCrmWorkers } from './features/crm/crm.jobs';
import { findEnabledBrandingByDomain } from './features/branding/branding.queries';
import { bootstrapVerifiedSuperAdmin } from './features/admin/super-admin-bootstrap';
import { createDnsResolver, createMailDomainCheck, type DnsResolver } from './mail/mail-domain';
import { resolverLookup } from './web-reader/resolver-lookup';

export const systemClock: Clock = { now: () => new Date() };

/**
 * The composition root: wires the process-wide dependencies on an opened, migrated database. Infrastructure
 * (auth, jobs, mail…) never imports a feature; what it needs from one is handed to it here.
 */
export async function createDeps(
  env: Env,
  database: Database,
  overrides: { logger?: Logger; clock?: Clock; dns?: DnsResolver } = {},
): Promise<Deps> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const mailer = createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
  const secrets = await openSecretBox(database.db, env);
  const isCustomDomain = async (domain: string) =>
    (await findEnabledBrandingByDomain(database.db, { domain })) !== null;
  const onEmailVerified = (email: string) =>
    bootstrapVerifiedSuperAdmin(database.db, env.BOOTSTRAP_SUPER_ADMIN_EMAIL, email);
  let auth: Promise<Auth> | undefined;
  // Loaded and built on first use (a request with a session cookie, a sign-in…), not at start (decision 017).
  const loadAuth = () =>
    (auth ??= import('./auth/auth').then(({ createAuth }) =>
      // better-auth's AsyncLocalStorage is switched off between its calls (it taxes every promise otherwise).
      withStorageRelease(createAuth({ db: database.db, env, mailer, secret, isCustomDomain, onEmailVerified })),
    ));
  const queue = await createJobQueue(database, logger, { leaseSeconds: env.JOB_LEASE_SECONDS });
  const events = await createEventBus(database, logger);
  const authCache = await createAuthCache(database, logger);
  const engine = createEngine(env);
  const siteLookup = env.WEB_READER_DNS_SERVERS.length > 0 ? resolverLookup(env.WEB_READER_DNS_SERVERS) : undefined;
  return {
    env,
    database,
    logger,
    mailer,
    auth: loadAuth,
    authCache,
    apiUsage: createApiUsageCounter(database, logger),
    clock: overrides.clock ?? systemClock,
    queue,
    events,
    engine,
    // Loaded on first use: the web reader (cheerio) is not needed to start the server.
    readSite: async (url, options) =>
      (await import('./web-reader/read-site')).readSite(url, {
        allowPrivate: env.WEB_READER_ALLOW_PRIVATE,
        ...(siteLookup ? { lookup: siteLookup } : {}),
        ...options,
      }),
    mailDomain: createMailDomainCheck(overrides.dns ?? createDnsResolver(env.EMAIL_DNS_SERVERS)),
    isCustomDomain,
    secrets,
    faults: crashTestFaults(env),
  };
}

/** TEST_KILL_AFTER_CHARGE=N: this process dies (SIGKILL, nothing cleaned up) at its Nth AI-job charge. */
function crashTestFaults(env: Env): Faults | undefined {
  const killAt = env.TEST_KILL_AFTER_CHARGE;
  const killAtRecord = env.TEST_KILL_AFTER_SEQUENCE_RECORD;
  if (!killAt && !killAtRecord) return undefined;
  let charges = 0;
  let records = 0;
  return {
    afterCharge: () => {
      charges += 1;
      if (killAt && charges >= killAt) process.kill(process.pid, 'SIGKILL');
    },
    afterSequenceRecord: () => {
      records += 1;
      if (killAtRecord && records >= killAtRecord) process.kill(process.pid, 'SIGKILL');
    },
  };
}

/** Starts the background workers in this process (the default; `npm run worker` runs them alone). */
export async function startWorkers(deps: Deps) {
  await deps.queue.work(AI_JOB_QUEUE, (job) => runAiJob(deps, job), { lease: true });
  await deps.queue.work(AI_JOB_DEAD_LETTER, (job) => settleDeadAiJob(deps, job), {
    pollingIntervalSeconds: POLL_SECONDS.deadLetter,
  });
  await deps.queue.work(BULK_JOB_QUEUE, (job) => runBulkJob(deps, job), { lease: true });
  await deps.queue.work(BULK_JOB_DEAD_LETTER, (job) => settleDeadBulkJob(deps, job), {
    pollingIntervalSeconds: POLL_SECONDS.deadLetter,
  });
  await scheduleMaintenance(deps);
  await registerSystemCheckWorker(deps);
  startSequenceWorker(deps);
  await registerCrmWorkers(deps);
}

/** Stops the queue and the live-event listener, then closes the database. */
export async function closeDeps(deps: Deps) {
  await stopSequenceWorker(deps);
  await deps.apiUsage.close();
  await deps.queue.stop();
  await deps.events.close();
  await deps.authCache.close();
  await deps.database.close();
}
