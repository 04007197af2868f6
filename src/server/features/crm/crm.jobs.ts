import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { CRM_IDS, type CrmId } from '#domain/crm';
import type { Deps } from '../../context';
import { crmConnections } from '../../db/schema/crm';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { runPull } from './crm-pull.service';
import { runPush } from './crm-push.service';
import { POLL_SECONDS } from '../../jobs/queue';
import { finishPushRun, getPushRun } from './crm-push.queries';

export const CRM_PUSH_QUEUE = 'crm-push';
export const CRM_SYNC_QUEUE = 'crm-sync';
export const CRM_SYNC_DUE = 'crm-sync-due';

/** Connections whose last pull is older than CRM_SYNC_INTERVAL_MINUTES (all companies: a system task). */
async function dueConnections(deps: Deps) {
  const cutoff = new Date(deps.clock.now().getTime() - deps.env.CRM_SYNC_INTERVAL_MINUTES * 60_000);
  return deps.database.db
    .select({ companyId: crmConnections.companyId, crm: crmConnections.crm })
    .from(crmConnections)
    .where(
      and(
        isNotNull(crmConnections.encryptedToken),
        or(isNull(crmConnections.lastSyncAt), lt(crmConnections.lastSyncAt, cutoff)),
      ),
    );
}

/** Send to CRM runs, Sync now, and the scheduled pull (every minute it pulls the connections that are due). */
export async function registerCrmWorkers(deps: Deps) {
  await deps.queue.work(
    CRM_PUSH_QUEUE,
    async (job) => {
      const { runId, companyId } = job.data as { runId: string; companyId: string };
      const run = await withTenant(deps.database.db, companyId, (tx) => getPushRun(tx, companyId, runId));
      if (!run || run.status === 'completed' || run.status === 'failed') return;
      try {
        await runPush(deps, { ...run, crm: run.crm as CrmId });
      } catch (error) {
        // Whatever happened (not connected any more, a database error), the run ends failed, in words.
        const message = error instanceof AppError ? error.message : 'The push stopped on an unexpected error';
        deps.logger.error('crm push crashed', { error: String(error), runId });
        await withTenant(deps.database.db, companyId, (tx) =>
          finishPushRun(tx, { id: runId, companyId, status: 'failed', error: message }),
        );
      }
    },
    { lease: true },
  );
  await deps.queue.work(CRM_SYNC_QUEUE, async (job) => {
    const { companyId, crm } = job.data as { companyId: string; crm: CrmId };
    await runPull(deps, companyId, crm);
  });
  if (deps.env.CRM_SYNC_INTERVAL_MINUTES === 0) return;
  await deps.queue.schedule(CRM_SYNC_DUE, '* * * * *');
  await deps.queue.work(
    CRM_SYNC_DUE,
    async () => {
      for (const { companyId, crm } of await dueConnections(deps))
        if ((CRM_IDS as readonly string[]).includes(crm)) await runPull(deps, companyId, crm as CrmId);
    },
    { pollingIntervalSeconds: POLL_SECONDS.scheduled },
  );
}
