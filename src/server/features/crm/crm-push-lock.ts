import { and, eq, or, sql } from 'drizzle-orm';
import type { CrmId } from '#domain/crm';
import type { Db } from '../../db/client';
import { crmPushLocks } from '../../db/schema/crm';
import { withTenant } from '../../db/tenant';

/** How long a push holds the lock without renewing it (it renews after every batch). */
const HOLD = sql`interval '5 minutes'`;
const WAIT_STEP_MS = 200;

type Holder = { companyId: string; crm: CrmId; runId: string };

/**
 * Takes the company's push lock for this CRM when it is free, expired, or already this run's (a retried job).
 * One statement: two servers asking at once cannot both get it.
 */
async function tryTake(db: Db, { companyId, crm, runId }: Holder) {
  return withTenant(db, companyId, async (tx) => {
    const taken = await tx
      .insert(crmPushLocks)
      .values({ companyId, crm, runId, expiresAt: sql`now() + ${HOLD}` })
      .onConflictDoUpdate({
        target: [crmPushLocks.companyId, crmPushLocks.crm],
        set: { runId, expiresAt: sql`now() + ${HOLD}` },
        setWhere: or(sql`${crmPushLocks.expiresAt} < now()`, eq(crmPushLocks.runId, runId)),
      })
      .returning({ runId: crmPushLocks.runId });
    return taken.length > 0;
  });
}

/** Waits until this push holds the lock (the push before it ends, or its worker is found dead). */
export async function takePushLock(
  db: Db,
  holder: Holder,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
) {
  while (!(await tryTake(db, holder))) await sleep(WAIT_STEP_MS);
}

/** Keeps the lock while a long push goes on. */
export async function renewPushLock(db: Db, { companyId, crm, runId }: Holder) {
  await withTenant(db, companyId, (tx) =>
    tx
      .update(crmPushLocks)
      .set({ expiresAt: sql`now() + ${HOLD}` })
      .where(and(eq(crmPushLocks.companyId, companyId), eq(crmPushLocks.crm, crm), eq(crmPushLocks.runId, runId))),
  );
}

export async function releasePushLock(db: Db, { companyId, crm, runId }: Holder) {
  await withTenant(db, companyId, (tx) =>
    tx
      .delete(crmPushLocks)
      .where(and(eq(crmPushLocks.companyId, companyId), eq(crmPushLocks.crm, crm), eq(crmPushLocks.runId, runId))),
  );
}
