import type { CrmAdapter, CrmKind, CrmObject, CrmWriteResult, PulledRecord } from '../crm-adapter';
import { normalizeDomain } from '../crm-domain';
import { CrmError } from '../crm-error';
import { readOrganizationFields } from './pipedrive-fields';
import { createPipedriveHttp, type PipedriveHttpOptions } from './pipedrive-http';
import { flatten, pipedriveTimestamp, toBody, type RecordContext } from './pipedrive-records';

/**
 * Pipedrive through its documented REST API (fetch; see docs/crm.md for why not the official client): API v2 for
 * organizations and persons (cursor paging, search, updated_since), v1 for what has no v2 (users, notes, recents)
 * and for organization fields. Pipedrive has no batch writes: one call per record written.
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
  const ctx: RecordContext = { orgFields: new Map(), jobTitle: true };
  /** Each person's organization as last seen, so that associating an already linked person costs no call. */
  const personOrg = new Map<string, string | null>();
  /** Each person's first and last name as last read: v2 writes the whole name, never one half of it. */
  const personNames = new Map<string, { first_name?: string | null; last_name?: string | null }>();
  /** Records a v2 list answered with is_deleted true, by kind (told to the pull as deleted). */
  const deletedSeen: Record<CrmKind, Set<string>> = { company: new Set(), contact: new Set() };

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
  // The label options ("Customer", "Hot lead"…) and the account fields Website, Industry… live in (OrganizationFields).
  const ensureFields = async (kind: CrmKind) => {
    if (kind !== 'company' || labels) return;
    const read = await readOrganizationFields(http);
    ctx.orgFields = read.fields;
    labels = read.labels;
  };

  /** Each organization's address as last read: an update of its country alone keeps the city a user typed. */
  const addresses = new Map<string, Record<string, unknown>>();
  const remember = (kind: CrmKind, record: any) => {
    if (kind === 'contact') {
      personOrg.set(String(record.id), record.org_id ? String(record.org_id) : null);
      personNames.set(String(record.id), { first_name: record.first_name, last_name: record.last_name });
    } else if (record?.address && typeof record.address === 'object') addresses.set(String(record.id), record.address);
  };
  const updateBody = (kind: CrmKind, id: string, properties: Record<string, string>) => {
    const { body } = toBody(kind, properties, ctx, kind === 'contact' ? (personNames.get(id) ?? {}) : undefined);
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

  const writeOne = async (
    kind: CrmKind,
    body: () => Record<string, unknown>,
    write: (body: Record<string, unknown>) => Promise<any>,
  ): Promise<CrmWriteResult> => {
    try {
      let answer;
      try {
        answer = await write(body());
      } catch (error) {
        // job_title exists only where contact sync made it; elsewhere Pipedrive answers 403 ("Add a new person").
        if (!(error instanceof CrmError) || error.status !== 403 || !('job_title' in body())) throw error;
        ctx.jobTitle = false;
        answer = await write(body());
      }
      remember(kind, answer.data);
      return { ok: true, id: String(answer.data.id) };
    } catch (error) {
      // A refused token or a CRM that stays down ends the batch; a record it refused fails alone.
      if (!(error instanceof CrmError) || error.retryable || error.status === 401 || error.status === 403) throw error;
      return { ok: false, reason: error.message };
    }
  };

  const toPulled = (kind: CrmKind, r: any, names: Map<string, string>, labelMap: Map<string, string>) => {
    const p = flatten(kind, r, ctx);
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
      domain: kind === 'company' ? normalizeDomain(p.domain) : null,
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
      await ensureFields(kind);
      const candidates = new Map<string, string[]>();
      for (const key of keys) {
        let ids = await searchIds(kind, key, kind === 'contact' ? 'email' : undefined, kind === 'contact');
        // Organizations are searched in all their fields (the Website field is a custom field, searched as text);
        // one made by hand without a website is found by its exact name when the domain finds nothing.
        const name = names?.get(key);
        if (kind === 'company' && ids.length === 0 && name) ids = await searchIds(kind, name, 'name', true);
        candidates.set(key, ids);
      }
      const records = new Map((await readIds(kind, [...candidates.values()].flat())).map((r) => [String(r.id), r]));
      for (const [key, ids] of candidates) {
        const matches = ids.flatMap((id) => (records.get(id) ? [records.get(id)] : []));
        const exact = matches.find(
          (r) => (kind === 'company' ? flatten(kind, r, ctx).domain : flatten(kind, r, ctx).email) === key,
        );
        // A name match counts only when the organization has no website of its own; the oldest one wins.
        const byName =
          kind === 'company'
            ? matches
                .filter(
                  (r) => !flatten(kind, r, ctx).domain && r.name?.toLowerCase() === names?.get(key)?.toLowerCase(),
                )
                .sort((a, b) => Number(a.id) - Number(b.id))[0]
            : undefined;
        const match = exact ?? byName;
        if (match) found.set(key, { id: String(match.id), properties: flatten(kind, match, ctx) });
      }
      return found;
    },

    async readByIds(kind, ids) {
      const found = new Map<string, CrmObject>();
      await ensureFields(kind);
      for (const r of await readIds(kind, ids))
        found.set(String(r.id), { id: String(r.id), properties: flatten(kind, r, ctx) });
      return found;
    },

    async create(kind, records, companyIds) {
      await ensureFields(kind);
      const results: CrmWriteResult[] = [];
      for (const [n, properties] of records.entries()) {
        const orgId = kind === 'contact' ? companyIds?.[n] : undefined;
        const body = () => ({ ...toBody(kind, properties, ctx).body, ...(orgId && { org_id: Number(orgId) }) });
        results.push(await writeOne(kind, body, (b) => http.send('POST', PATH[kind], b)));
      }
      return results;
    },

    async update(kind, records) {
      await ensureFields(kind);
      const results: CrmWriteResult[] = [];
      for (const r of records)
        results.push(
          await writeOne(
            kind,
            () => updateBody(kind, r.id, r.properties),
            (b) => http.send('PATCH', `${PATH[kind]}/${r.id}`, b),
          ),
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
      await ensureFields(kind);
      const labelMap = labels ?? new Map<string, string>();
      let cursor: string | undefined;
      do {
        const page = await http.get(PATH[kind], {
          limit: PAGE,
          cursor,
          ...(kind === 'company' && { include_fields: 'open_deals_count' }),
          ...(since && { updated_since: since.toISOString().replace(/\.\d{3}Z$/, 'Z'), sort_by: 'update_time' }),
        });
        const records = (page.data ?? []) as any[];
        for (const r of records) if (r.is_deleted === true) deletedSeen[kind].add(String(r.id));
        yield records.filter((r) => r.is_deleted !== true).map((r) => toPulled(kind, r, names, labelMap));
        cursor = page.additional_data?.next_cursor ?? undefined;
      } while (cursor);
    },

    // v2 lists leave deleted records out (or mark them is_deleted); /v1/recents still lists them, with active_flag
    // false ("Get recents").
    async deletedSince(kind, since) {
      const ids: string[] = [...deletedSeen[kind]];
      deletedSeen[kind].clear();
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
