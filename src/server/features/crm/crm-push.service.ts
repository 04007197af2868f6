import { CRM_MSG, type CrmId, type CrmPushResult } from '#domain/crm';
import { organizationKey } from '#domain/people/person-keys';
import type { Deps } from '../../context';
import type { CrmAdapter, CrmKind } from '../../crm/crm-adapter';
import { CrmError } from '../../crm/crm-error';
import { withTenant } from '../../db/tenant';
import { suppressedFlags } from '../privacy/suppression.queries';
import { connectedAdapter, mappingOf, saveApiLimit } from './crm-connections.service';
import { pushBatch, type PushedItem, type PushItem } from './crm-push-batch';
import { releasePushLock, renewPushLock, takePushLock } from './crm-push-lock';
import {
  finishPushRun,
  loadContacts,
  loadLinks,
  loadOrganizations,
  recordProgress,
  saveLinks,
} from './crm-push.queries';
import { contactValues, organizationDomain, organizationValues, provenanceNote, type PushContact } from './crm-values';

type Run = { id: string; companyId: string; crm: CrmId; organizationIds: string[]; contactIds: string[] };

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * Sends a run's organizations, then its contacts (each associated with its organization), a batch at a time,
 * with a provenance note for every record created or updated. Progress and per-record results are saved after
 * each batch; an refused token ends the run as failed, in words.
 */
export async function runPush(deps: Deps, run: Run, adapterOverride?: CrmAdapter) {
  // One push at a time per company and CRM: a second push of the same records (two clicks, two tabs, two servers)
  // waits, then finds what the first created by the ids it kept, instead of creating it again.
  const lock = { companyId: run.companyId, crm: run.crm, runId: run.id };
  await takePushLock(deps.database.db, lock);
  try {
    await pushHoldingLock(deps, run, () => renewPushLock(deps.database.db, lock), adapterOverride);
  } finally {
    await releasePushLock(deps.database.db, lock);
  }
}

async function pushHoldingLock(deps: Deps, run: Run, renew: () => Promise<void>, adapterOverride?: CrmAdapter) {
  const { db } = deps.database;
  const { companyId, crm } = run;
  const { row, adapter: connected } = await connectedAdapter(deps, companyId, crm);
  const adapter = adapterOverride ?? connected;
  // Before the run is marked finished, so whoever sees it finished sees the CRM's API count it left.
  const keepApiLimit = () =>
    saveApiLimit(deps, companyId, crm, adapter).catch((error: unknown) =>
      deps.logger.error('crm api count not kept', { error: String(error), companyId, crm }),
    );
  const mapping = mappingOf(crm, row);
  const results: CrmPushResult[] = [];
  const save = async () => {
    await withTenant(db, companyId, (tx) =>
      recordProgress(tx, { id: run.id, companyId, done: results.length, results }),
    );
    await renew();
  };

  const { orgs, contacts, suppressed } = await withTenant(db, companyId, async (tx) => {
    const contacts = await loadContacts(tx, companyId, run.contactIds);
    // A contact's organization is sent with it, so that the two can be associated.
    const orgIds = [...new Set([...run.organizationIds, ...contacts.map((c) => c.organizationId)])];
    const orgs = await loadOrganizations(tx, companyId, orgIds);
    const orgKeyById = new Map(orgs.map((o) => [o.id, organizationKey(o)]));
    const flags = await suppressedFlags(tx, {
      companyId,
      people: contacts,
      orgKeyOf: (i) => orgKeyById.get(contacts[i]!.organizationId) ?? null,
    });
    return { orgs, contacts, suppressed: new Set(contacts.filter((_, i) => flags[i]).map((c) => c.id)) };
  });

  const orgCrmIds = new Map<string, string>();
  const send = async (kind: CrmKind, items: PushItem[], notes: (p: PushedItem) => { body: string } | null) => {
    for (const batch of chunks(items, adapter.batchSize)) {
      let pushed: PushedItem[];
      try {
        const links = await withTenant(db, companyId, (tx) =>
          loadLinks(
            tx,
            companyId,
            crm,
            batch[0]!.kind,
            batch.map((i) => i.localId),
          ),
        );
        pushed = await pushBatch(adapter, kind, batch, links);
        await withTenant(db, companyId, (tx) =>
          saveLinks(
            tx,
            pushed.flatMap((p) =>
              p.crmId && p.sent
                ? [{ companyId, crm, kind: p.item.kind, localId: p.item.localId, crmId: p.crmId, sentValues: p.sent }]
                : [],
            ),
          ),
        );
        if (kind === 'company') {
          for (const p of pushed) if (p.crmId) orgCrmIds.set(p.item.localId, p.crmId);
        } else {
          const pairs = pushed.flatMap((p) => {
            const contact = contactById.get(p.item.localId);
            const companyCrmId = contact && orgCrmIds.get(contact.organizationId);
            return p.crmId && companyCrmId ? [{ contactId: p.crmId, companyId: companyCrmId }] : [];
          });
          await adapter.associate(pairs);
        }
        await adapter.addNotes(
          pushed.flatMap((p) => {
            if (!p.crmId || (p.result.outcome !== 'created' && p.result.outcome !== 'updated')) return [];
            const note = notes(p);
            return note
              ? [{ body: note.body, at: deps.clock.now(), [kind === 'company' ? 'companyId' : 'contactId']: p.crmId }]
              : [];
          }),
        );
      } catch (error) {
        if (!(error instanceof CrmError)) throw error;
        if (error.status === 401 || error.status === 403) throw error;
        pushed = batch.map((item) => ({
          item,
          result: { kind: item.kind, id: item.localId, name: item.name, outcome: 'failed', reason: error.message },
        }));
      }
      results.push(...pushed.map((p) => p.result));
      await save();
    }
  };

  const orgById = new Map(orgs.map((o) => [o.id, o]));
  const contactById = new Map<string, PushContact>(contacts.map((c) => [c.id, c]));
  try {
    await send(
      'company',
      orgs.map((o) => ({
        localId: o.id,
        name: o.name,
        kind: 'organization',
        key: organizationDomain(o),
        values: organizationValues(o, mapping),
      })),
      (p) => {
        const o = orgById.get(p.item.localId)!;
        return { body: provenanceNote(o, o.fieldSources ?? {}) };
      },
    );
    await send(
      'contact',
      contacts.map((c) => ({
        localId: c.id,
        name: c.name,
        kind: 'contact',
        key: c.email?.trim().toLowerCase() || null,
        companyCrmId: orgCrmIds.get(c.organizationId),
        values: contactValues(c, mapping),
        ...(suppressed.has(c.id) ? { skip: CRM_MSG.dnc } : !c.email?.trim() ? { skip: CRM_MSG.noEmail } : {}),
      })),
      (p) => {
        const c = contactById.get(p.item.localId)!;
        return { body: provenanceNote(c, c.fieldSources) };
      },
    );
    await keepApiLimit();
    await withTenant(db, companyId, (tx) => finishPushRun(tx, { id: run.id, companyId, status: 'completed' }));
  } catch (error) {
    const message = error instanceof CrmError ? error.message : 'The push stopped on an unexpected error';
    if (!(error instanceof CrmError)) deps.logger.error('crm push failed', { error: String(error), runId: run.id });
    await keepApiLimit();
    await withTenant(db, companyId, (tx) =>
      finishPushRun(tx, { id: run.id, companyId, status: 'failed', error: message }),
    );
  }
}
