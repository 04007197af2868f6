import { CRM_MSG, type CrmPushResult } from '#domain/crm';
import type { CrmAdapter, CrmKind, CrmObject } from '../../crm/crm-adapter';
import { valuesToWrite } from './crm-values';

export type PushItem = {
  localId: string;
  name: string;
  kind: 'organization' | 'contact';
  /** The match key (domain or e-mail), null when there is none. */
  key: string | null;
  values: Record<string, string>;
  /** A contact's company in the CRM, when it is already there. */
  companyCrmId?: string;
  /** Why it is not sent (do-not-contact, no key), when it is not. */
  skip?: string;
};
export type PushedItem = { item: PushItem; result: CrmPushResult; crmId?: string; sent?: Record<string, string> };

/**
 * One batch of organizations or contacts: reads what the CRM holds (by the id we kept, else by domain or
 * e-mail), creates what is missing and updates only the properties nobody edited in the CRM. At most four calls
 * for up to `adapter.batchSize` records; each record gets its own result.
 */
export async function pushBatch(
  adapter: CrmAdapter,
  kind: CrmKind,
  items: PushItem[],
  lastSent: Map<string, { crmId: string; sentValues: Record<string, string> }>,
): Promise<PushedItem[]> {
  const out = new Map<string, PushedItem>();
  const result = (
    item: PushItem,
    outcome: CrmPushResult['outcome'],
    extra: Partial<PushedItem> & { reason?: string } = {},
  ) => {
    const { reason, ...rest } = extra;
    out.set(item.localId, {
      item,
      ...rest,
      result: {
        kind: item.kind,
        id: item.localId,
        name: item.name,
        outcome,
        ...(reason && { reason }),
        ...(rest.crmId && { crmId: rest.crmId }),
      },
    });
  };
  const ready: PushItem[] = [];
  const firstByKey = new Map<string, PushItem>();
  const sameKey: PushItem[] = [];
  for (const item of items) {
    if (item.skip || !item.key) result(item, 'skipped', { reason: item.skip ?? CRM_MSG.noDomain });
    else if (firstByKey.has(item.key)) sameKey.push(item);
    else {
      firstByKey.set(item.key, item);
      ready.push(item);
    }
  }
  const properties = [...new Set(ready.flatMap((i) => Object.keys(i.values)))];
  const linkedIds = ready.flatMap((i) => (lastSent.get(i.localId) ? [lastSent.get(i.localId)!.crmId] : []));
  const byId = await adapter.readByIds(kind, linkedIds, properties);
  const current = new Map<string, CrmObject>();
  for (const i of ready) {
    const found = byId.get(lastSent.get(i.localId)?.crmId ?? '');
    if (found) current.set(i.localId, found);
  }
  const unmatched = ready.filter((i) => !current.has(i.localId));
  const byKey = await adapter.findByKey(
    kind,
    unmatched.map((i) => i.key!),
    properties,
    new Map(unmatched.map((i) => [i.key!, i.name])),
  );
  for (const i of unmatched) {
    const found = byKey.get(i.key!);
    if (found) current.set(i.localId, found);
  }

  const creates: PushItem[] = [];
  const updates: {
    item: PushItem;
    id: string;
    write: Record<string, string>;
    kept: string[];
    sent: Record<string, string>;
  }[] = [];
  for (const item of ready) {
    const existing = current.get(item.localId);
    if (!existing) {
      creates.push(item);
      continue;
    }
    const sentBefore = lastSent.get(item.localId);
    const plan = valuesToWrite(
      item.values,
      existing.properties,
      sentBefore?.crmId === existing.id ? sentBefore.sentValues : {},
    );
    if (Object.keys(plan.write).length === 0)
      result(item, 'skipped', {
        crmId: existing.id,
        sent: plan.sent,
        reason: plan.kept.length ? CRM_MSG.keptEdits(plan.kept) : CRM_MSG.unchanged,
      });
    else updates.push({ item, id: existing.id, ...plan });
  }
  const created = await adapter.create(
    kind,
    creates.map((i) => i.values),
    creates.map((i) => i.companyCrmId),
  );
  creates.forEach((item, n) => {
    const r = created[n]!;
    if (r.ok) result(item, 'created', { crmId: r.id, sent: item.values });
    else result(item, 'failed', { reason: r.reason });
  });
  const updated = await adapter.update(
    kind,
    updates.map((u) => ({ id: u.id, properties: u.write })),
  );
  updates.forEach((u, n) => {
    const r = updated[n]!;
    if (r.ok)
      result(u.item, 'updated', {
        crmId: u.id,
        sent: u.sent,
        ...(u.kept.length && { reason: CRM_MSG.keptEdits(u.kept) }),
      });
    else result(u.item, 'failed', { reason: r.reason });
  });
  for (const item of sameKey) {
    const first = out.get(firstByKey.get(item.key!)!.localId)!;
    result(item, 'skipped', {
      crmId: first.crmId,
      reason: `Same ${kind === 'company' ? 'domain' : 'e-mail'} as ${first.item.name}: sent once`,
    });
  }
  return items.map((i) => out.get(i.localId)!);
}
