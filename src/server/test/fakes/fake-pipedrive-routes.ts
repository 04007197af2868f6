import type { FakePipedriveReply, PipedriveRecord, PipedriveType } from './fake-pipedrive';

/** The fake Pipedrive's data and its routes (the shapes and pages are named in fake-pipedrive.ts). */
export type PipedriveState = {
  company: { id: number; name: string; domain: string };
  users: { id: number; name: string }[];
  labels: { id: number; label: string }[];
  objects: Record<PipedriveType, Map<number, PipedriveRecord>>;
  nextId: number;
  tick: number;
  contactSync: boolean;
  organizationFields: boolean;
};
/** The 40-character keys of the account's organization fields Website, Industry, Number of employees, LinkedIn. */
export const FIELD_KEYS = {
  website: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
  industry: '2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e',
  employee_count: '3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f',
  linkedin: '4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70',
} as const;
/** What "Add a new organization" / "Add a new person" (API v2) take; any other key is refused. */
const BODY_KEYS = {
  organizations: new Set([
    'name',
    'owner_id',
    'add_time',
    'update_time',
    'visible_to',
    'label_ids',
    'address',
    'custom_fields',
  ]),
  persons: new Set([
    'name',
    'owner_id',
    'org_id',
    'add_time',
    'update_time',
    'emails',
    'phones',
    'visible_to',
    'label_ids',
    'marketing_status',
    'custom_fields',
    'job_title',
    'im',
    'postal_address',
    'notes',
    'birthday',
  ]),
};
const CONTACT_SYNC_KEYS = ['job_title', 'im', 'postal_address', 'notes', 'birthday'];
const NUMBERS = ['owner_id', 'org_id', 'visible_to'];
type Request = { method: string; path: string; query: URLSearchParams; body: any; now: () => string };

const ok = (data: unknown, additional_data: unknown = null): FakePipedriveReply => ({
  body: { success: true, data, additional_data },
});
const fail = (status: number, message: string): FakePipedriveReply => ({
  status,
  body: { success: false, error: message, error_info: 'Please check developers.pipedrive.com', data: null },
});
const v1Page = <T>(all: T[], query: URLSearchParams) => {
  const start = Number(query.get('start') ?? 0);
  const limit = Math.min(Number(query.get('limit') ?? 100), 500);
  const more = start + limit < all.length;
  return {
    slice: all.slice(start, start + limit),
    pagination: { start, limit, more_items_in_collection: more, ...(more && { next_start: start + limit }) },
  };
};
/** v2 cursor paging: the cursor is opaque to the client (here, the offset in base64). */
const v2Page = <T>(all: T[], query: URLSearchParams) => {
  const cursor = query.get('cursor');
  const start = cursor ? Number(Buffer.from(cursor, 'base64').toString()) : 0;
  const limit = Math.min(Number(query.get('limit') ?? 100), 500);
  const next = start + limit < all.length ? Buffer.from(String(start + limit)).toString('base64') : null;
  return { slice: all.slice(start, start + limit), next_cursor: next };
};
const TYPE: Record<string, 'organizations' | 'persons'> = { organizations: 'organizations', persons: 'persons' };

/** Why a v2 body is refused (stricter input validation), or null. */
function invalidBody(state: PipedriveState, type: 'organizations' | 'persons', body: any): FakePipedriveReply | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(400, 'Request body must be an object');
  for (const key of Object.keys(body))
    if (!BODY_KEYS[type].has(key)) return fail(400, `Parameter '${key}' is not allowed for this request`);
  for (const key of NUMBERS)
    if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'number')
      return fail(400, `Parameter '${key}' must be a number`);
  if (body.label_ids !== undefined && !(Array.isArray(body.label_ids) && body.label_ids.every(Number.isInteger)))
    return fail(400, "Parameter 'label_ids' must be an array of integers");
  for (const list of ['emails', 'phones'])
    if (
      body[list] !== undefined &&
      !(Array.isArray(body[list]) && body[list].every((e: any) => typeof e?.value === 'string'))
    )
      return fail(400, `Parameter '${list}' must be an array of {value, primary, label}`);
  if (body.address !== undefined && (typeof body.address !== 'object' || body.address === null))
    return fail(400, "Parameter 'address' must be an object");
  if (body.custom_fields !== undefined && (typeof body.custom_fields !== 'object' || body.custom_fields === null))
    return fail(400, "Parameter 'custom_fields' must be an object");
  if (type === 'persons' && !state.contactSync) {
    const key = CONTACT_SYNC_KEYS.find((k) => k in body);
    if (key) return fail(403, `The field '${key}' exists only when contact sync is enabled for the company`);
  }
  return null;
}
/** A person as v2 returns it: first_name and last_name from the name. */
const personOut = (r: PipedriveRecord) => {
  const [first, ...rest] = String(r.name ?? '')
    .trim()
    .split(/\s+/);
  return { ...r, first_name: first || null, last_name: rest.join(' ') || null };
};

export function pipedriveRoute(state: PipedriveState, req: Request): FakePipedriveReply | null {
  const { method, query, body } = req;
  // v1 answers at /v1/… and /api/v1/… alike (pipedrive.readme.io "Requests").
  const path = req.path.replace(/^\/api\/v1\//, '/v1/');
  const live = (type: PipedriveType) => [...state.objects[type].values()].filter((r) => !r.is_deleted);
  if (method === 'GET' && path === '/v1/users/me') {
    const me = state.users[0]!;
    return ok({
      id: me.id,
      name: me.name,
      email: 'dana@example.test',
      company_id: state.company.id,
      company_name: state.company.name,
      company_domain: state.company.domain,
      active_flag: true,
    });
  }
  if (method === 'GET' && path === '/v1/users') return ok(state.users.map((u) => ({ ...u, active_flag: true })));
  if (method === 'GET' && path === '/v1/organizationFields') {
    const fields = [
      { id: 1, key: 'name', name: 'Name', field_type: 'varchar' },
      { id: 2, key: 'label_ids', name: 'Labels', field_type: 'set', options: state.labels },
      { id: 3, key: 'address', name: 'Address', field_type: 'address' },
      { id: 4, key: 'owner_id', name: 'Owner', field_type: 'user' },
      ...(state.organizationFields
        ? [
            { id: 5, key: FIELD_KEYS.website, name: 'Website', field_type: 'varchar' },
            { id: 6, key: FIELD_KEYS.industry, name: 'Industry', field_type: 'varchar' },
            { id: 7, key: FIELD_KEYS.employee_count, name: 'Number of employees', field_type: 'double' },
            { id: 8, key: FIELD_KEYS.linkedin, name: 'LinkedIn profile', field_type: 'varchar' },
          ]
        : []),
    ];
    const { slice, pagination } = v1Page(fields, query);
    return ok(slice, { pagination });
  }
  if (method === 'POST' && path === '/v1/notes') {
    if (!body?.content) return fail(400, 'Content is required');
    if (!body.org_id && !body.person_id && !body.deal_id) return fail(400, 'An item to attach the note to is required');
    const id = state.nextId++;
    const note = { id, ...body, add_time: body.add_time ?? req.now(), update_time: req.now() };
    state.objects.notes.set(id, note);
    return { status: 201, body: { success: true, data: note } };
  }
  if (method === 'GET' && path === '/v1/recents') {
    const since = query.get('since_timestamp');
    if (!since || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(since))
      return fail(400, 'since_timestamp must be YYYY-MM-DD HH:MM:SS');
    const items = (query.get('items') ?? 'organization,person').split(',');
    const from = Date.parse(`${since.replace(' ', 'T')}Z`);
    const changed = (['organizations', 'persons'] as const).flatMap((type) => {
      const item = type === 'organizations' ? 'organization' : 'person';
      if (!items.includes(item)) return [];
      return [...state.objects[type].values()]
        .filter((r) => Date.parse(r.update_time) >= from)
        .map((r) => ({ item, id: r.id, data: { ...r, active_flag: !r.is_deleted } }));
    });
    const { slice, pagination } = v1Page(changed, query);
    return ok(slice, { since_timestamp: since, last_timestamp_on_page: since, pagination });
  }
  const m = path.match(/^\/api\/v2\/(organizations|persons)(?:\/(search|\d+))?$/);
  if (!m) return null;
  const type = TYPE[m[1]!]!;
  const sub = m[2];
  if (method === 'GET' && !sub) {
    let all = live(type);
    const ids = query.get('ids');
    if (ids) {
      const wanted = ids.split(',');
      if (wanted.length > 100) return fail(400, 'ids: at most 100');
      all = all.filter((r) => wanted.includes(String(r.id)));
    }
    const since = query.get('updated_since');
    if (since) all = all.filter((r) => Date.parse(r.update_time) >= Date.parse(since));
    if (query.get('sort_by') === 'update_time') all.sort((a, b) => a.update_time.localeCompare(b.update_time));
    const withDeals = (query.get('include_fields') ?? '').split(',').includes('open_deals_count');
    const { slice, next_cursor } = v2Page(all, query);
    return ok(
      slice.map(({ open_deals_count, ...r }) => ({
        ...(type === 'persons' ? personOut(r as PipedriveRecord) : r),
        is_deleted: false,
        ...(withDeals && { open_deals_count: open_deals_count ?? 0 }),
      })),
      { next_cursor },
    );
  }
  if (method === 'GET' && sub === 'search') {
    const term = (query.get('term') ?? '').toLowerCase();
    const exact = query.get('exact_match') === 'true';
    if (!exact && term.length < 2) return fail(400, 'Search term must be at least 2 characters long');
    if (Number(query.get('limit') ?? 100) > 100) return fail(400, 'limit must be at most 100');
    // Documented searchable fields: organizations name, address, custom_fields, notes; persons name, email, phone…
    const fields = (
      query.get('fields') ?? (type === 'organizations' ? 'name,address,custom_fields' : 'name,email,custom_fields')
    ).split(',');
    const values = (r: PipedriveRecord) => [
      ...(fields.includes('name') ? [r.name] : []),
      ...(fields.includes('address') ? [r.address?.value] : []),
      ...(fields.includes('custom_fields') ? Object.values(r.custom_fields ?? {}).map((v) => String(v ?? '')) : []),
      ...(fields.includes('email') ? (r.emails ?? []).map((e: { value: string }) => e.value) : []),
    ];
    const hit = (v: unknown) =>
      typeof v === 'string' && (exact ? v.toLowerCase() === term : v.toLowerCase().includes(term));
    const found = live(type).filter((r) => values(r).some(hit));
    const { slice, next_cursor } = v2Page(found, query);
    return ok(
      {
        items: slice.map((r) => ({
          result_score: 1,
          item: {
            id: r.id,
            type: type === 'organizations' ? 'organization' : 'person',
            name: r.name,
            ...(type === 'persons' && { emails: (r.emails ?? []).map((e: { value: string }) => e.value) }),
          },
        })),
      },
      { next_cursor },
    );
  }
  if (method === 'POST' && !sub) {
    const refused = invalidBody(state, type, body);
    if (refused) return refused;
    if (!body?.name) return fail(400, 'Name must be given');
    const invalid = (body.emails ?? []).find((e: { value: string }) => e.value.includes('invalid'));
    if (invalid) return fail(400, `Email ${invalid.value} is invalid`);
    const at = req.now();
    const id = state.nextId++;
    const record: PipedriveRecord = { owner_id: state.users[0]!.id, ...body, id, add_time: at, update_time: at };
    state.objects[type].set(id, record);
    return { body: { success: true, data: type === 'persons' ? personOut(record) : record } };
  }
  if (method === 'PATCH' && sub && sub !== 'search') {
    const record = state.objects[type].get(Number(sub));
    if (!record || record.is_deleted) return fail(404, `${type === 'persons' ? 'Person' : 'Organization'} not found`);
    const refused = invalidBody(state, type, body);
    if (refused) return refused;
    const invalid = (body?.emails ?? []).find((e: { value: string }) => e.value.includes('invalid'));
    if (invalid) return fail(400, `Email ${invalid.value} is invalid`);
    const { custom_fields, ...rest } = body;
    Object.assign(record, rest, { update_time: req.now() });
    if (custom_fields) record.custom_fields = { ...record.custom_fields, ...custom_fields };
    return ok(type === 'persons' ? personOut(record) : record);
  }
  return null;
}
