import { and, isNull, lt } from 'drizzle-orm';
import type { MaintenanceAction, MaintenanceResult } from '#domain/system-dashboards';
import type { Deps } from '../../context';
import { companyInvitations } from '../../db/schema/companies';
import { purgeExpiredContacts } from '../../jobs/maintenance';
import { elapsedSince } from './timing';

/** Invitations that expired more than this many days ago are removed by expire-invitations. */
export const INVITATION_RETENTION_DAYS = 30;

/**
 * Deletes invitations nobody accepted whose expiry passed over 30 days ago. Expiry itself needs
 * no action (the status is derived from expires_at); accepted invitations are kept as history.
 */
export async function deleteStaleInvitations(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - INVITATION_RETENTION_DAYS * 86_400_000);
  const deleted = await deps.database.db
    .delete(companyInvitations)
    .where(and(isNull(companyInvitations.acceptedAt), lt(companyInvitations.expiresAt, cutoff)))
    .returning({ id: companyInvitations.id });
  return deleted.length;
}

/** Refreshes planner statistics: VACUUM ANALYZE on PostgreSQL, ANALYZE on PGlite (one embedded connection). */
async function vacuumAnalyze(deps: Deps): Promise<string> {
  const statement = deps.database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE';
  await deps.database.query(statement);
  return statement;
}

/** Runs one of the real maintenance actions and says what it did. */
export async function runMaintenance(
  deps: Deps,
  action: MaintenanceAction,
  userId: string,
): Promise<MaintenanceResult> {
  const started = performance.now();
  let result: Omit<MaintenanceResult, 'durationMs'>;
  switch (action) {
    case 'purge-expired-contacts': {
      const count = await purgeExpiredContacts(deps);
      result = { action, affected: count, detail: `Deleted ${count} contact(s) past their 90-day data expiry` };
      break;
    }
    case 'expire-invitations': {
      const count = await deleteStaleInvitations(deps);
      result = {
        action,
        affected: count,
        detail: `Deleted ${count} unaccepted invitation(s) that expired over ${INVITATION_RETENTION_DAYS} days ago`,
      };
      break;
    }
    case 'vacuum-analyze': {
      const statement = await vacuumAnalyze(deps);
      result = {
        action,
        affected: null,
        detail: `Ran ${statement} on the ${deps.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database`,
      };
      break;
    }
  }
  const durationMs = elapsedSince(started);
  deps.logger.info('maintenance action', { action, userId, affected: result.affected, durationMs });
  return { ...result, durationMs };
}
