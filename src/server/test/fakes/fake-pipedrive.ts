import { createServer } from 'node:http';
import { listenLocal } from '../listen-local';
import { FIELD_KEYS, pipedriveRoute, type PipedriveState } from './fake-pipedrive-routes';

/**
 * A local Pipedrive speaking the documented shapes. Pages: developers.pipedrive.com/docs/api/v1 (Users,
 * Organizations, Persons, OrganizationFields, Notes, Recents, and their API v2 operations), pipedrive.readme.io
 * "Authentication", "Rate limiting", "Pipedrive API v2 migration guide", "Pagination".
 * - "Authentication": the personal API token in the x-api-token header (the api_token query parameter too)
 * - Users: GET /v1/users/me ("Get current user data": company_id, company_name, company_domain), GET /v1/users
 * - Organizations (API v2): GET /api/v2/organizations ("Get all organizations": ids ≤ 100, updated_since,
 *   sort_by, include_fields=open_deals_count, cursor / limit ≤ 500, additional_data.next_cursor),
 *   GET /api/v2/organizations/search ("Search organizations": term, fields name/address/custom_fields/notes,
 *   exact_match, limit ≤ 100; data.items[].item), POST /api/v2/organizations and PATCH /api/v2/organizations/{id}
 *   with name, owner_id, visible_to, label_ids, address {value, locality, country, …}, custom_fields only
 * - Persons (API v2): the same list, "Search persons" (fields custom_fields/email/notes/phone/name, exact_match;
 *   item.emails as strings), POST and PATCH with name, owner_id, org_id, emails / phones [{value, primary,
 *   label}], visible_to, label_ids, marketing_status, custom_fields; job_title only with contact sync (else 403);
 *   first_name / last_name come back from the name
 * - v2 "stricter input validation": a body key the operation does not list, or a string where a number goes, is
 *   refused with 400
 * - OrganizationFields: GET /v1/organizationFields (key, name, field_type, options; start / limit paging): the
 *   label field and the account's Website, Industry, Number of employees and LinkedIn profile fields, each with a
 *   40-character key (the values live in the organization's custom_fields)
 * - Notes: POST /v1/notes ("Add a note": content, org_id, person_id, add_time)
 * - Recents: GET /v1/recents ("Get recents": since_timestamp, items, start / limit,
 *   additional_data.pagination.more_items_in_collection / next_start); deleted records listed with active_flag false
 * - "Rate limiting": x-ratelimit-limit / x-ratelimit-remaining / x-ratelimit-reset on every answer; 429 with
 *   Retry-After when the 2-second window is spent
 * - errors: { success: false, error, error_info, data: null } with 401, 403, 404, 400
 * v1 paths answer with and without the /api prefix. Used only by tests and the benchmark; never a real host.
 */
export type PipedriveRecord = Record<string, any> & { id: number; update_time: string; is_deleted?: boolean };
export type FakePipedriveReply = {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};
export type PipedriveType = 'organizations' | 'persons' | 'notes';

export type FakePipedrive = {
  url: string;
  objects: Record<PipedriveType, Map<number, PipedriveRecord>>;
  /** Every request: method, path, query and parsed body. */
  requests: { method: string; path: string; query: URLSearchParams; body: any }[];
  /** Replies used for the next requests, in order, before the API answers (errors, Retry-After, slow, malformed). */
  queue: (...replies: FakePipedriveReply[]) => void;
  /** Every answer waits this long first (widens races in tests). */
  setLatency: (ms: number) => void;
  /**
   * Adds a record as a CRM user would (returns its id); `at`: when it was made and last changed (default now).
   * website, industry, employee_count and linkedin are typed into the account's fields of those names.
   */
  add: (type: PipedriveType, fields: Record<string, any>, at?: Date) => number;
  /** Changes a record as a CRM user would (its update_time moves on); the same shorthands as `add`. */
  edit: (type: PipedriveType, id: number, fields: Record<string, any>) => void;
  /** An organization's value of the account field website, industry, employee_count or linkedin. */
  field: (record: PipedriveRecord | undefined, name: keyof typeof FIELD_KEYS) => unknown;
  remove: (type: PipedriveType, id: number) => void;
  /** The live organization with this website domain, or the live person with this e-mail. */
  byDomain: (domain: string) => PipedriveRecord | undefined;
  byEmail: (email: string) => PipedriveRecord | undefined;
  close: () => Promise<void>;
};

const error = (status: number, message: string): FakePipedriveReply => ({
  status,
  body: { success: false, error: message, error_info: 'Please check developers.pipedrive.com', data: null },
});

export async function startFakePipedrive(options: {
  token: string;
  company?: { id: number; name: string; domain: string };
  users?: { id: number; name: string }[];
  labels?: { id: number; label: string }[];
  /** Whether the account has contact sync on (the person field job_title exists). Default true. */
  contactSync?: boolean;
  /** Whether the account has the organization fields Website, Industry… (default true). */
  organizationFields?: boolean;
  port?: number;
}): Promise<FakePipedrive> {
  const state: PipedriveState = {
    company: options.company ?? { id: 7001, name: 'Acme Sales', domain: 'acmesales' },
    users: options.users ?? [{ id: 501, name: 'Dana Scully' }],
    labels: options.labels ?? [
      { id: 1, label: 'Customer' },
      { id: 2, label: 'Hot lead' },
    ],
    objects: { organizations: new Map(), persons: new Map(), notes: new Map() },
    contactSync: options.contactSync ?? true,
    organizationFields: options.organizationFields ?? true,
    nextId: 1000,
    tick: Date.parse('2026-01-01T00:00:00Z'),
  };
  const requests: FakePipedrive['requests'] = [];
  const queued: FakePipedriveReply[] = [];
  let latency = 0;
  const now = () => new Date((state.tick = Math.max(state.tick + 1, Date.now()))).toISOString();
  const iso = (at: string) => at.replace(/\.\d{3}Z$/, 'Z');

  /** The shorthands website, industry… into custom_fields under the account fields' keys. */
  const typed = (type: PipedriveType, fields: Record<string, any>, before?: PipedriveRecord) => {
    if (type !== 'organizations') return fields;
    const out: Record<string, any> = {};
    const custom: Record<string, any> = { ...before?.custom_fields };
    for (const [name, value] of Object.entries(fields))
      if (name in FIELD_KEYS) custom[FIELD_KEYS[name as keyof typeof FIELD_KEYS]] = value;
      else out[name] = value;
    return { ...out, custom_fields: { ...custom, ...fields.custom_fields } };
  };
  const add = (type: PipedriveType, fields: Record<string, any>, at?: Date) => {
    const when = iso(at ? at.toISOString() : now());
    const id = state.nextId++;
    state.objects[type].set(id, {
      owner_id: state.users[0]!.id,
      ...typed(type, fields),
      id,
      add_time: when,
      update_time: when,
    });
    return id;
  };
  const field = (record: PipedriveRecord | undefined, name: keyof typeof FIELD_KEYS) =>
    record?.custom_fields?.[FIELD_KEYS[name]];
  const live = (type: PipedriveType) => [...state.objects[type].values()].filter((r) => !r.is_deleted);
  const domainOf = (website: unknown) =>
    String(website ?? '')
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/^www\./, '')
      .split('/')[0];

  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/\/+$/, '') || '/';
      const method = req.method ?? 'GET';
      requests.push({ method, path, query: url.searchParams, body });
      const token = req.headers['x-api-token'] ?? url.searchParams.get('api_token');
      const reply =
        queued.shift() ??
        (token !== options.token
          ? error(401, 'unauthorized access')
          : (pipedriveRoute(state, { method, path, query: url.searchParams, body, now: () => iso(now()) }) ??
            error(404, `Unknown method ${method} ${path}`)));
      const send = () => {
        if (res.destroyed || res.writableEnded) return;
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          'x-ratelimit-limit': '80',
          'x-ratelimit-remaining': '79',
          'x-ratelimit-reset': '2',
          ...reply.headers,
        });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      };
      const delay = (reply.delayMs ?? 0) + latency;
      if (!delay) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delay);
      timers.add(timer);
    })();
  });
  const listening = await listenLocal(server, options.port);
  return {
    url: `http://127.0.0.1:${listening.port}`,
    objects: state.objects,
    requests,
    queue: (...replies) => void queued.push(...replies),
    setLatency: (ms) => void (latency = ms),
    add,
    field,
    edit: (type, id, fields) => {
      const record = state.objects[type].get(id)!;
      Object.assign(record, typed(type, fields, record), { update_time: iso(now()) });
    },
    remove: (type, id) => Object.assign(state.objects[type].get(id)!, { is_deleted: true, update_time: iso(now()) }),
    byDomain: (domain) => live('organizations').find((r) => domainOf(field(r, 'website')) === domain.toLowerCase()),
    byEmail: (email) =>
      live('persons').find((r) =>
        (r.emails ?? []).some((e: { value: string }) => e.value.toLowerCase() === email.toLowerCase()),
      ),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return listening.close();
    },
  };
}
