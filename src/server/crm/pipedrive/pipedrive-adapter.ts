import type { CrmAdapter, CrmKind, CrmObject, CrmWriteResult, PulledRecord } from '../crm-adapter';
import { normalizeDomain } from '../crm-domain';
import { CrmError } from '../crm-error';
import { createPipedriveHttp, type PipedriveHttpOptions } from './pipedrive-http';
import { flatten, pipedriveTimestamp, toBody } from './pipedrive-records';

/**
 * Pipedrive through its documented REST API (fetch; see docs/crm.md for why not the official client): API v2 for
 * organizations and persons (cursor paging, search, updated_since), v1 for users, notes, organization fields and
 * recents (start / more_items_in_collection paging). Pipedrive has no batch writes: one call per record written.
 */
const PATH: Record<CrmKind, string> = { company: '/api/v2/organizations', contact: '/api/v2/persons' };
const PAGE = 500;
/** v2 list endpoints take at most 100 ids at a time. */
const IDS_PER_READ = 100;
/** Test connection counts organizations a page at a time, up to this many. */
const COUNT_CAP = 10_000;

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

export function createPipedriveAdapter(options: PipedriveHttpOptions): CrmAdapter {
  const http = createPipedriveHttp(options);
  let account: { id: string; name: string; domain: string | null } | null = null;
  let owners: Map<string, string> | null = null;
  let labels: Map<string, string> | null = null;
  /** Each person's organization as last seen, so that associating an already linked person costs no call. */
  const personOrg = new Map<string, string | null>();

  const ensureAccount = async () => {
    if (account) return account;
    const me = (await http.get('/v1/users/me')).data;
    return (account = { id: String(me.company_id), name: String(me.company_name), domain: me.company_domain ?? null });
  };
  const ownerNames = async () => {
    if (owners) return owners;
    const users = (await http.get('/v1/users')).data ?? [];
    return (owners = new Map(users.map((u: any) => [String(u.id), String(u.name)])));
  };
  // Organization labels are the options of the label field (v1 "OrganizationFields"): "Customer", "Hot lead"…
  const labelNames = async () => {
    if (labels) return labels;
    const found = new Map<string, string>();
    let start: number | undefined = 0;
    while (start !== undefined) {
      const page = await http.get('/v1/organizationFields', { start, limit: PAGE });
      for (const field of page.data ?? [])
        if (field.key === 'label_ids' || field.key === 'label')
          for (const o of field.options ?? []) found.set(String(o.id), String(o.label));
      start = nextStart(page);
    }
    return (labels = found);
  };

  /** Each organization's address as last read: an update of its country alone keeps the city a user typed. */
  const addresses = new Map<string, Record<string, unknown>>();
  const remember = (kind: CrmKind, record: any) => {
    if (kind === 'contact') personOrg.set(String(record.id), record.org_id ? String(record.org_id) : null);
    else if (record?.address && typeof record.address === 'object') addresses.set(String(record.id), record.address);
  };
  const updateBody = (kind: CrmKind, id: string, properties: Record<string, string>) => {
    const body = toBody(kind, properties, false);
    const before = addresses.get(id);
    if (kind === 'company' && body.address && before) {
      const address: Record<string, unknown> = { ...before, ...(body.address as object) };
      address.value = [address.locality, address.country].filter(Boolean).join(', ');
      body.address = address;
    }
    return body;
  };

  const readIds = async (kind: CrmKind, ids: string[]) => {
    const found: any[] = [];
    for (const batch of chunks([...new Set(ids)], IDS_PER_READ)) {
      const page = await http.get(PATH[kind], { ids: batch.join(','), limit: IDS_PER_READ });
      for (const r of page.data ?? []) {
        remember(kind, r);
        found.push(r);
      }
    }
    return found;
  };

  const searchIds = async (kind: CrmKind, term: string, field?: string, exact = false) => {
    const page = await http.get(`${PATH[kind]}/search`, {
      term,
      fields: field,
      exact_match: exact ? 'true' : undefined,
      limit: 10,
    });
    return ((page.data?.items ?? []) as { item: { id: number } }[]).map((i) => String(i.item.id));
  };

  const writeOne = async (kind: CrmKind, write: () => Promise<any>): Promise<CrmWriteResult> => {
    try {
      const answer = await write();
      remember(kind, answer.data);
      return { ok: true, id: String(answer.data.id) };
    } catch (error) {
      // A refused token or a CRM that stays down ends the batch; a record it refused fails alone.
      if (!(error instanceof CrmError) || error.retryable || error.status === 401 || error.status === 403) throw error;
      return { ok: false, reason: error.message };
    }
  };

  const toPulled = (kind: CrmKind, r: any, names: Map<string, string>, labelMap: Map<string, string>) => {
    const p = flatten(kind, r);
    const stage =
      kind === 'company'
        ? ((r.label_ids ?? []) as number[])
            .map((id) => labelMap.get(String(id)))
            .filter(Boolean)
            .join(', ') || null
        : null;
    const pulled: PulledRecord = {
      crmId: String(r.id),
      name: p.name ?? null,
      domain: kind === 'company' ? normalizeDomain(r.website) : null,
      email: kind === 'contact' ? p.email : null,
      ownerName: r.owner_id ? (names.get(String(r.owner_id)) ?? null) : null,
      stage,
      openDeals: Number(r.open_deals_count ?? 0) || 0,
      url: adapter.recordUrl(kind, String(r.id)),
    };
    return pulled;
  };

  const adapter: CrmAdapter = {
    label: 'Pipedrive',
    batchSize: 100,
    calls: () => http.calls(),
    recordUrl: (kind, id) =>
      account?.domain
        ? `https://${account.domain}.pipedrive.com/${kind === 'company' ? 'organization' : 'person'}/${id}`
        : null,

    async testConnection() {
      const { id, name } = await ensureAccount();
      let count = 0;
      let cursor: string | undefined;
      do {
        const page = await http.get(PATH.company, { limit: PAGE, cursor });
        count += (page.data ?? []).length;
        cursor = page.additional_data?.next_cursor ?? undefined;
      } while (cursor && count < COUNT_CAP);
      const label = `Pipedrive company ${name}`;
      const counted = cursor ? `more than ${count.toLocaleString('en-US')}` : count.toLocaleString('en-US');
      return { accountId: id, accountLabel: label, message: `${label}: ${counted} organizations` };
    },

    async findByKey(kind, keys, _properties, names) {
      const found = new Map<string, CrmObject>();
      if (keys.length === 0) return found;
      const candidates = new Map<string, string[]>();
      for (const key of keys) {
        let ids = await searchIds(kind, key, kind === 'contact' ? 'email' : undefined, kind === 'contact');
        // Pipedrive's organization search does not read the website field: an organization made by hand is
        // found by its exact name when the domain finds nothing.
        const name = names?.get(key);
        if (kind === 'company' && ids.length === 0 && name) ids = await searchIds(kind, name, 'name', true);
        candidates.set(key, ids);
      }
      const records = new Map((await readIds(kind, [...candidates.values()].flat())).map((r) => [String(r.id), r]));
      for (const [key, ids] of candidates) {
        const matches = ids.flatMap((id) => (records.get(id) ? [records.get(id)] : []));
        const exact = matches.find(
          (r) => (kind === 'company' ? flatten(kind, r).domain : flatten(kind, r).email) === key,
        );
        // A name match counts only when the organization has no website of its own; the oldest one wins.
        const byName =
          kind === 'company'
            ? matches
                .filter((r) => !r.website && r.name?.toLowerCase() === names?.get(key)?.toLowerCase())
                .sort((a, b) => Number(a.id) - Number(b.id))[0]
            : undefined;
        const match = exact ?? byName;
        if (match) found.set(key, { id: String(match.id), properties: flatten(kind, match) });
      }
      return found;
    },

    async readByIds(kind, ids) {
      const found = new Map<string, CrmObject>();
      for (const r of await readIds(kind, ids))
        found.set(String(r.id), { id: String(r.id), properties: flatten(kind, r) });
      return found;
    },

    async create(kind, records, companyIds) {
      const results: CrmWriteResult[] = [];
      for (const [n, properties] of records.entries()) {
        const orgId = kind === 'contact' ? companyIds?.[n] : undefined;
        const body = { ...toBody(kind, properties, true), ...(orgId && { org_id: Number(orgId) }) };
        results.push(await writeOne(kind, () => http.send('POST', PATH[kind], body)));
      }
      return results;
    },

    async update(kind, records) {
      const results: CrmWriteResult[] = [];
      for (const r of records)
        results.push(
          await writeOne(kind, () => http.send('PATCH', `${PATH[kind]}/${r.id}`, updateBody(kind, r.id, r.properties))),
        );
      return results;
    },

    async associate(pairs) {
      for (const { contactId, companyId } of pairs) {
        if (personOrg.get(contactId) === companyId) continue;
        const answer = await http.send('PATCH', `${PATH.contact}/${contactId}`, { org_id: Number(companyId) });
        remember('contact', answer.data);
      }
    },

    async addNotes(notes) {
      for (const n of notes)
        await http.send('POST', '/v1/notes', {
          content: n.body,
          add_time: pipedriveTimestamp(n.at),
          ...(n.companyId && { org_id: Number(n.companyId) }),
          ...(n.contactId && { person_id: Number(n.contactId) }),
        });
    },

    async *pull(kind, since) {
      await ensureAccount();
      const names = await ownerNames();
      const labelMap = kind === 'company' ? await labelNames() : new Map<string, string>();
      let cursor: string | undefined;
      do {
        const page = await http.get(PATH[kind], {
          limit: PAGE,
          cursor,
          ...(kind === 'company' && { include_fields: 'open_deals_count' }),
          ...(since && { updated_since: since.toISOString().replace(/\.\d{3}Z$/, 'Z'), sort_by: 'update_time' }),
        });
        yield ((page.data ?? []) as any[]).map((r) => toPulled(kind, r, names, labelMap));
        cursor = page.additional_data?.next_cursor ?? undefined;
      } while (cursor);
    },

    // v2 lists leave deleted records out; /v1/recents still lists them, with active_flag false.
    async deletedSince(kind, since) {
      const ids: string[] = [];
      const item = kind === 'company' ? 'organization' : 'person';
      let start: number | undefined = 0;
      while (start !== undefined) {
        const page = await http.get('/v1/recents', {
          since_timestamp: pipedriveTimestamp(since),
          items: item,
          start,
          limit: PAGE,
        });
        for (const entry of page.data ?? [])
          if (entry.item === item && (entry.data?.active_flag === false || entry.data?.is_deleted === true))
            ids.push(String(entry.id ?? entry.data.id));
        start = nextStart(page);
      }
      return ids;
    },
  };
  return adapter;
}

/** v1 paging: the next start while more_items_in_collection, else undefined. */
function nextStart(page: any): number | undefined {
  const pagination = page?.additional_data?.pagination;
  return pagination?.more_items_in_collection ? Number(pagination.next_start) : undefined;
}
