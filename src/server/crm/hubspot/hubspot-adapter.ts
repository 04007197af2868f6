import type { CrmAdapter, CrmKind, CrmObject, CrmWriteResult, PulledRecord } from '../crm-adapter';
import { createCallSpacer } from '../call-spacer';
import { normalizeDomain } from '../crm-domain';
import { withCrmRetry } from '../crm-retry';
import { createHubSpotClient } from './hubspot-client';
import { describeHubSpotError } from './hubspot-errors';
import { hubSpotGet } from './hubspot-get';
import {
  OBJECT,
  KEY,
  MODIFIED,
  NOTE_TO_COMPANY,
  NOTE_TO_CONTACT,
  PULL_PROPERTIES,
  PAGE,
  SEARCH_CAP,
  op,
} from './hubspot-api-names';

/**
 * HubSpot through its official client (@hubspot/api-client) with a private app's access token. Calls go
 * through the client's limiter (9 a second: HubSpot allows 100 per rolling 10 seconds for private apps on the
 * free tier, "API usage guidelines and limits") and withCrmRetry (Retry-After, 5xx, timeouts); the client's
 * own retries are off, since they ignore Retry-After. Search calls are also spaced 200 ms apart: the search
 * endpoints allow five requests a second per token.
 */
export type HubSpotOptions = {
  token: string;
  baseUrl?: string;
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
};

export function createHubSpotAdapter(options: HubSpotOptions): CrmAdapter {
  const client = createHubSpotClient(options.token, options.baseUrl);
  let calls = 0;
  let uiDomain = 'app.hubspot.com';
  let portalId: string | null = null;
  const retry = {
    retries: 3,
    timeoutMs: options.timeoutMs,
    rateWindowMs: 10_000,
    sleep: options.sleep,
    describe: describeHubSpotError,
  };
  const run = <T>(label: string, call: () => Promise<T>) => withCrmRetry(label, call, retry, (n) => (calls += n));
  const spaced = createCallSpacer(200);
  const search = <T>(call: () => Promise<T>) => run('HubSpot', () => spaced(call));
  const api = (kind: CrmKind) => client.crm[OBJECT[kind]];
  let owners: Map<string, string> | null = null;

  const ownerNames = async () => {
    if (owners) return owners;
    const found = new Map<string, string>();
    let after: string | undefined;
    do {
      const page = await run('HubSpot', () => client.crm.owners.ownersApi.getPage(undefined, after, 500));
      for (const o of page.results)
        found.set(String(o.id), [o.firstName, o.lastName].filter(Boolean).join(' ') || (o.email ?? ''));
      after = page.paging?.next?.after;
    } while (after);
    return (owners = found);
  };

  const ensureAccount = async () => {
    if (portalId) return;
    const details = await run('HubSpot', () => hubSpotGet(client, '/account-info/v3/details'));
    portalId = String(details.portalId);
    if (typeof details.uiDomain === 'string') uiDomain = details.uiDomain;
  };

  const toPulled = (
    kind: CrmKind,
    r: { id: string; properties: Record<string, string | null> },
    names: Map<string, string>,
  ): PulledRecord => {
    const p = r.properties;
    return {
      crmId: r.id,
      name: kind === 'company' ? (p.name ?? null) : [p.firstname, p.lastname].filter(Boolean).join(' ') || null,
      domain: kind === 'company' ? normalizeDomain(p.domain) : null,
      email: kind === 'contact' ? (p.email?.toLowerCase() ?? null) : null,
      ownerName: p.hubspot_owner_id ? (names.get(p.hubspot_owner_id) ?? null) : null,
      stage: p.lifecyclestage ?? null,
      openDeals: Number(p.hs_num_open_deals ?? 0) || 0,
      url: adapter.recordUrl(kind, r.id),
    };
  };

  const writeEach = async (
    kind: CrmKind,
    write: (batch: any[]) => Promise<{ results: { id: string; properties: Record<string, string | null> }[] }>,
    inputs: any[],
    keyOf: (input: any, result?: { properties: Record<string, string | null> }) => string,
  ): Promise<CrmWriteResult[]> => {
    // Batch results come in no promised order: they are matched back by id or key.
    try {
      const answer = await run('HubSpot', () => write(inputs));
      const byKey = new Map(answer.results.map((r) => [keyOf(null, r), r.id]));
      return inputs.map((i) => {
        const id = byKey.get(keyOf(i));
        return id ? { ok: true, id } : { ok: false, reason: 'HubSpot did not return this record' };
      });
    } catch (error) {
      const failure = describeHubSpotError(error);
      // A refused batch (one invalid record fails them all): each record again on its own, for its own reason.
      if (inputs.length === 1 || failure.retryable || failure.status === 401 || failure.status === 403) {
        if (inputs.length === 1 && !failure.retryable && failure.status !== 401 && failure.status !== 403)
          return [{ ok: false, reason: failure.message }];
        throw failure;
      }
      const results: CrmWriteResult[] = [];
      for (const input of inputs) results.push(...(await writeEach(kind, write, [input], keyOf)));
      return results;
    }
  };

  const adapter: CrmAdapter = {
    label: 'HubSpot',
    batchSize: 100,
    calls: () => calls,
    recordUrl: (kind, id) =>
      portalId ? `https://${uiDomain}/contacts/${portalId}/record/${kind === 'company' ? '0-2' : '0-1'}/${id}` : null,

    async testConnection() {
      await ensureAccount();
      const found = await search(() =>
        api('company').searchApi.doSearch({ filterGroups: [], properties: ['name'], limit: 1 } as any),
      );
      const label = `HubSpot portal ${portalId}`;
      return {
        accountId: portalId!,
        accountLabel: label,
        message: `${label}: ${found.total.toLocaleString('en-US')} companies`,
      };
    },

    async findByKey(kind, keys, properties) {
      const found = new Map<string, CrmObject>();
      if (keys.length === 0) return found;
      if (kind === 'contact') {
        const answer = await run('HubSpot', () =>
          api('contact').batchApi.read({
            idProperty: 'email',
            inputs: keys.map((id) => ({ id })),
            properties: [...properties, 'email'],
            propertiesWithHistory: [],
          }),
        );
        for (const r of answer.results) if (r.properties.email) found.set(r.properties.email.toLowerCase(), r);
        return found;
      }
      let after: string | undefined;
      do {
        const answer = await search(() =>
          api('company').searchApi.doSearch({
            filterGroups: [{ filters: [{ propertyName: 'domain', operator: op('IN'), values: keys }] }],
            properties: [...properties, 'domain'],
            limit: 200,
            ...(after && { after }),
          } as any),
        );
        for (const r of answer.results) {
          const domain = normalizeDomain(r.properties.domain);
          // The oldest record wins when HubSpot holds two companies with one domain.
          if (domain && !found.has(domain)) found.set(domain, r);
        }
        after = answer.paging?.next?.after;
      } while (after);
      return found;
    },

    async readByIds(kind, ids, properties) {
      const found = new Map<string, CrmObject>();
      if (ids.length === 0) return found;
      const answer = await run('HubSpot', () =>
        api(kind).batchApi.read({ inputs: ids.map((id) => ({ id })), properties, propertiesWithHistory: [] }),
      );
      for (const r of answer.results) found.set(r.id, r);
      return found;
    },

    async create(kind, records) {
      const key = KEY[kind];
      return writeEach(
        kind,
        (batch) => api(kind).batchApi.create({ inputs: batch.map((properties) => ({ properties, associations: [] })) }),
        records,
        (input, result) => ((result ? result.properties[key] : input[key]) ?? '').toLowerCase(),
      );
    },

    async update(kind, records) {
      return writeEach(
        kind,
        (batch) => api(kind).batchApi.update({ inputs: batch }),
        records,
        (input, result) => (result ? (result as any).id : input.id),
      );
    },

    async associate(pairs) {
      if (pairs.length === 0) return;
      await run('HubSpot', () =>
        client.crm.associations.v4.batchApi.createDefault('contacts', 'companies', {
          inputs: pairs.map((p) => ({ _from: { id: p.contactId }, to: { id: p.companyId } })),
        }),
      );
    },

    async addNotes(notes) {
      if (notes.length === 0) return;
      await run('HubSpot', () =>
        client.crm.objects.notes.batchApi.create({
          inputs: notes.map((n) => ({
            properties: { hs_note_body: n.body, hs_timestamp: n.at.toISOString() },
            associations: [
              ...(n.companyId
                ? [
                    {
                      to: { id: n.companyId },
                      types: [{ associationCategory: op('HUBSPOT_DEFINED'), associationTypeId: NOTE_TO_COMPANY }],
                    },
                  ]
                : []),
              ...(n.contactId
                ? [
                    {
                      to: { id: n.contactId },
                      types: [{ associationCategory: op('HUBSPOT_DEFINED'), associationTypeId: NOTE_TO_CONTACT }],
                    },
                  ]
                : []),
            ],
          })),
        }),
      );
    },

    async *pull(kind, since) {
      await ensureAccount();
      const names = await ownerNames();
      const properties = PULL_PROPERTIES[kind];
      if (!since) {
        let after: string | undefined;
        do {
          const page = await run('HubSpot', () => api(kind).basicApi.getPage(PAGE, after, properties));
          yield page.results.map((r) => toPulled(kind, r, names));
          after = page.paging?.next?.after;
        } while (after);
        return;
      }
      const modified = MODIFIED[kind];
      let from = since.getTime();
      for (;;) {
        let after: string | undefined;
        let seen = 0;
        let last = from;
        do {
          const page = await search(() =>
            api(kind).searchApi.doSearch({
              filterGroups: [{ filters: [{ propertyName: modified, operator: op('GTE'), value: String(from) }] }],
              sorts: [{ propertyName: modified, direction: 'ASCENDING' }],
              properties: [...properties, modified],
              limit: 200,
              ...(after && { after }),
            } as any),
          );
          seen += page.results.length;
          for (const r of page.results) last = Math.max(last, Date.parse(r.properties[modified] ?? '') || last);
          yield page.results.map((r) => toPulled(kind, r, names));
          after = page.paging?.next?.after;
        } while (after && seen < SEARCH_CAP);
        if (!after || last === from) return;
        from = last;
      }
    },

    async deletedSince(kind, since) {
      const ids: string[] = [];
      let after: string | undefined;
      do {
        const page = await run('HubSpot', () =>
          api(kind).basicApi.getPage(PAGE, after, ['hs_object_id'], undefined, undefined, true),
        );
        for (const r of page.results) {
          const at = r.archivedAt ? new Date(r.archivedAt).getTime() : Number.POSITIVE_INFINITY;
          if (at >= since.getTime()) ids.push(r.id);
        }
        after = page.paging?.next?.after;
      } while (after);
      return ids;
    },
  };
  return adapter;
}
