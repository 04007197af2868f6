import { lt } from 'drizzle-orm';
import type { Deps } from '../context';
import { discoveredContacts } from '../db/schema/workflow';

export const PURGE_EXPIRED_CONTACTS = 'purge-expired-contacts';

/** Deletes contacts past their 90-day data_expires_at (all companies: a system task, not a tenant one). */
export async function purgeExpiredContacts(deps: Deps): Promise<number> {
  const deleted = await deps.database.db.delete(discoveredContacts).where(lt(discoveredContacts.dataExpiresAt, deps.clock.now())).returning({ id: discoveredContacts.id });
  if (deleted.length > 0) deps.logger.info('purged expired contacts', { count: deleted.length });
  return deleted.length;
}

/** Hourly maintenance on the job queue's scheduler. */
export async function scheduleMaintenance(deps: Deps) {
  await deps.queue.schedule(PURGE_EXPIRED_CONTACTS, '17 * * * *');
  await deps.queue.work(PURGE_EXPIRED_CONTACTS, async () => {
    await purgeExpiredContacts(deps);
  });
}
