import { CRM_LABELS, CRM_MSG, type CrmId, type CrmPushOutcome, type CrmPushRunDto } from '#domain/crm';
import type { Deps } from '../../context';
import { crmPushRuns } from '../../db/schema/crm';
import { withTenant } from '../../db/tenant';
import { transactionExecutor } from '../../db/transaction-executor';
import { AppError } from '../../errors';
import { MSG } from '#domain/messages';
import type { CompanyRole } from '#domain/roles';
import type { TableSelection } from '#domain/table-query';
import { resolveSelection } from '../lists/resolve-selection';

const MAX_PUSH = 5000;
import { getConnection } from './crm-connections.queries';
import { contactIdsOf, getPushRun, loadContacts, type PushRunRow } from './crm-push.queries';
import { CRM_PUSH_QUEUE } from './crm.jobs';

/** Queues a Send to CRM: the organizations (with their contacts when asked) and the contacts chosen. */
export async function startPush(
  deps: Deps,
  who: { companyId: string; userId: string; viewer?: { userId: string; role: CompanyRole } },
  crm: CrmId,
  request: { organizationIds: string[]; contactIds: string[]; includeContacts: boolean; selection?: TableSelection },
) {
  const { db } = deps.database;
  const { companyId } = who;
  const input = { ...request, organizationIds: [...request.organizationIds], contactIds: [...request.contactIds] };
  if (request.selection) {
    if (request.selection.kind === 'imported_accounts') throw new AppError('INVALID_INPUT', CRM_MSG.accountsNotSent);
    const into = request.selection.kind === 'organizations' ? input.organizationIds : input.contactIds;
    for await (const id of resolveSelection(db, companyId, request.selection, {
      now: deps.clock.now(),
      viewer: who.viewer,
    })) {
      into.push(id);
      if (into.length > MAX_PUSH) throw new AppError('INVALID_INPUT', CRM_MSG.tooMany(MAX_PUSH));
    }
  }
  // The run row and its job commit together (the queue's tables are not the tenant role's).
  await deps.queue.prepare(CRM_PUSH_QUEUE);
  const runId = await db.transaction(async (tx) => {
    const connection = await getConnection(tx, companyId, crm);
    if (!connection?.encryptedToken) throw new AppError('INVALID_INPUT', CRM_MSG.notConnected(CRM_LABELS[crm]));
    const extra = input.includeContacts
      ? await contactIdsOf(tx, companyId, input.organizationIds, deps.clock.now())
      : [];
    const contactIds = [...new Set([...input.contactIds, ...extra])];
    const contacts = await loadContacts(tx, companyId, contactIds);
    const organizationIds = [...new Set([...input.organizationIds, ...contacts.map((c) => c.organizationId)])];
    const [run] = await tx
      .insert(crmPushRuns)
      .values({
        companyId,
        userId: who.userId,
        crm,
        organizationIds,
        contactIds: contacts.map((c) => c.id),
        total: organizationIds.length + contacts.length,
      })
      .returning({ id: crmPushRuns.id });
    await deps.queue.send(
      CRM_PUSH_QUEUE,
      { runId: run!.id, companyId },
      { retryLimit: 2, db: transactionExecutor(tx) },
    );
    return run!.id;
  });
  deps.queue.notify(CRM_PUSH_QUEUE);
  return { runId };
}

/** The run's progress and per-record results; another company's run is a 404. */
export async function pushRunDto(deps: Deps, companyId: string, id: string): Promise<CrmPushRunDto> {
  const run = await withTenant(deps.database.db, companyId, (tx) => getPushRun(tx, companyId, id));
  if (!run) throw new AppError('NOT_FOUND', MSG.notFound);
  return toDto(run);
}

function toDto(run: PushRunRow): CrmPushRunDto {
  const counts: Record<CrmPushOutcome, number> = { created: 0, updated: 0, skipped: 0, failed: 0 };
  for (const r of run.results) counts[r.outcome] += 1;
  return {
    id: run.id,
    crm: run.crm as CrmId,
    status: run.status as CrmPushRunDto['status'],
    total: run.total,
    done: run.done,
    counts,
    results: run.results,
    error: run.error,
  };
}
