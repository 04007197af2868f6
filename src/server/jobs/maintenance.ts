import { lt } from 'drizzle-orm';
import { refillYearlyPlanCredits } from '../billing/monthly-credits';
import type { Deps } from '../context';
import { authAuditLog } from '../db/schema/audit';
import { crmOauthStates } from '../db/schema/crm';
import { purgeOldApiUsage } from '../limits/api-usage';
import { contactAccessLogs, discoveredContacts } from '../db/schema/workflow';
import { reconcileAiJobs } from './ai-job-reconciler';
import { POLL_SECONDS } from './queue';

export const PURGE_EXPIRED_CONTACTS = 'purge-expired-contacts';
export const REFILL_MONTHLY_CREDITS = 'refill-monthly-credits';
export const PURGE_OLD_AUDIT_LOGS = 'purge-old-audit-logs';
export const PURGE_API_USAGE = 'purge-api-usage';
export const RECONCILE_AI_JOBS = 'reconcile-ai-jobs';
export const PURGE_EXPIRED_OAUTH_STATES = 'purge-expired-oauth-states';

/** Audit logs (sign-in attempts, contact access) are kept for one year, as documented. */
export const AUDIT_LOG_RETENTION_DAYS = 365;

/** Deletes contacts past their 90-day data_expires_at (all companies: a system task, not a tenant one). */
export async function purgeExpiredContacts(deps: Deps): Promise<number> {
  const deleted = await deps.database.db
    .delete(discoveredContacts)
    .where(lt(discoveredContacts.dataExpiresAt, deps.clock.now()))
    .returning({ id: discoveredContacts.id });
  if (deleted.length > 0) deps.logger.info('purged expired contacts', { count: deleted.length });
  return deleted.length;
}

/** Deletes auth and contact-access audit rows older than the one-year retention. */
export async function purgeOldAuditLogs(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - AUDIT_LOG_RETENTION_DAYS * 86_400_000);
  const { db } = deps.database;
  const auth = await db
    .delete(authAuditLog)
    .where(lt(authAuditLog.createdAt, cutoff))
    .returning({ id: authAuditLog.id });
  const access = await db
    .delete(contactAccessLogs)
    .where(lt(contactAccessLogs.accessedAt, cutoff))
    .returning({ id: contactAccessLogs.id });
  const count = auth.length + access.length;
  if (count > 0)
    deps.logger.info('purged audit logs past retention', { auth: auth.length, contactAccess: access.length });
  return count;
}

/**
 * Deletes CRM sign-in states past their expiry (all companies): an abandoned "Connect with Salesforce" leaves
 * the connected app's key and secret encrypted in its state, kept no longer than the state could be used.
 */
export async function purgeExpiredOauthStates(deps: Deps): Promise<number> {
  const deleted = await deps.database.db
    .delete(crmOauthStates)
    .where(lt(crmOauthStates.expiresAt, deps.clock.now()))
    .returning({ id: crmOauthStates.id });
  return deleted.length;
}

const TASKS: { name: string; cron: string; run: (deps: Deps) => Promise<number> }[] = [
  { name: PURGE_EXPIRED_CONTACTS, cron: '17 * * * *', run: purgeExpiredContacts },
  { name: REFILL_MONTHLY_CREDITS, cron: '23 * * * *', run: refillYearlyPlanCredits },
  { name: PURGE_OLD_AUDIT_LOGS, cron: '41 3 * * *', run: purgeOldAuditLogs },
  { name: PURGE_API_USAGE, cron: '5 * * * *', run: (deps) => purgeOldApiUsage(deps.database, deps.clock.now()) },
  { name: RECONCILE_AI_JOBS, cron: '* * * * *', run: reconcileAiJobs },
  { name: PURGE_EXPIRED_OAUTH_STATES, cron: '11 * * * *', run: purgeExpiredOauthStates },
];

/** Maintenance on the job queue's scheduler: every minute, hourly and daily. */
export async function scheduleMaintenance(deps: Deps) {
  for (const task of TASKS) {
    await deps.queue.schedule(task.name, task.cron);
    await deps.queue.work(
      task.name,
      async () => {
        await task.run(deps);
      },
      { pollingIntervalSeconds: POLL_SECONDS.scheduled },
    );
  }
}
