import type { CrmId } from '#domain/crm';
import type { Deps } from '../../context';
import type { CrmAdapter, CrmKind } from '../../crm/crm-adapter';
import { CrmError } from '../../crm/crm-error';
import { withTenant } from '../../db/tenant';
import { apiLimitValues, connectedAdapter } from './crm-connections.service';
import { upsertCrmConnection } from './crm-connections.queries';
import { deleteNotSeenSince, deletePulled, upsertPulled } from './crm-pull.queries';

/** Changes a moment before the last pull began are asked for again: a write and a pull can cross. */
const OVERLAP_MS = 60_000;

/**
 * Pulls the CRM's companies and contacts into crm_records: everything on the first sync (and what it no longer
 * sees is deleted), then only what changed since the last one, and the records deleted since. Records the pull
 * counts, and an error in words, are kept on the connection for the Integrations tab.
 */
export async function runPull(deps: Deps, companyId: string, crm: CrmId, adapterOverride?: CrmAdapter) {
  const { db } = deps.database;
  const { row, adapter: connected } = await connectedAdapter(deps, companyId, crm);
  const adapter = adapterOverride ?? connected;
  const startedAt = deps.clock.now();
  const since = row.syncCursor;
  let pulled = 0;
  try {
    for (const kind of ['company', 'contact'] as CrmKind[]) {
      const scope = { companyId, crm, kind };
      for await (const page of adapter.pull(kind, since)) {
        pulled += page.length;
        await withTenant(db, companyId, (tx) => upsertPulled(tx, scope, page, startedAt));
      }
      if (!since) await withTenant(db, companyId, (tx) => deleteNotSeenSince(tx, scope, startedAt));
      else {
        const gone = await adapter.deletedSince(kind, new Date(since.getTime() - OVERLAP_MS));
        await withTenant(db, companyId, (tx) => deletePulled(tx, scope, gone));
      }
    }
    await withTenant(db, companyId, (tx) =>
      upsertCrmConnection(tx, {
        companyId,
        userId: null,
        crm,
        values: {
          syncCursor: new Date(startedAt.getTime() - OVERLAP_MS),
          lastSyncAt: deps.clock.now(),
          lastSyncRecords: pulled,
          lastSyncError: null,
          // In the same write as the sync's end, so whoever sees the sync done sees its API count too.
          ...apiLimitValues(deps, adapter),
        },
      }),
    );
    return { ok: true as const, pulled, full: !since };
  } catch (error) {
    const message = error instanceof CrmError ? error.message : 'The sync stopped on an unexpected error';
    if (!(error instanceof CrmError)) deps.logger.error('crm pull failed', { error: String(error), companyId, crm });
    await withTenant(db, companyId, (tx) =>
      upsertCrmConnection(tx, {
        companyId,
        userId: null,
        crm,
        values: { lastSyncAt: deps.clock.now(), lastSyncError: message, ...apiLimitValues(deps, adapter) },
      }),
    );
    return { ok: false as const, message };
  }
}
