import { createServer } from 'node:http';
import { listenLocal } from '../listen-local';
import { pipedriveRoute, type PipedriveState } from './fake-pipedrive-routes';

/**
 * A local Pipedrive speaking the documented shapes (developers.pipedrive.com/docs/api/v1, pipedrive.readme.io):
 * - "Authentication": the personal API token in the x-api-token header (or the api_token query parameter)
 * - Users: GET /v1/users/me ("Get current user data": company_id, company_name, company_domain), GET /v1/users
 * - Organizations (API v2): GET /api/v2/organizations ("Get all organizations": ids ≤ 100, updated_since,
 *   sort_by, include_fields=open_deals_count, cursor / limit ≤ 500, additional_data.next_cursor),
 *   GET /api/v2/organizations/search ("Search organizations": term, fields name/address/custom_fields/notes,
 *   exact_match; data.items[].item), POST /api/v2/organizations and PATCH /api/v2/organizations/{id}
 * - Persons (API v2): the same list, "Search persons" (fields=email, exact_match), POST and PATCH (emails,
 *   phones, org_id)
 * - OrganizationFields: GET /v1/organizationFields (the label field's options), v1 start / limit paging
 * - Notes: POST /v1/notes ("Add a note": content, org_id, person_id, add_time)
 * - Recents: GET /v1/recents ("Get recents": since_timestamp, items, start / limit,
 *   additional_data.pagination.more_items_in_collection / next_start); deleted records listed with active_flag false
 * - "Rate limiting": x-ratelimit-limit / x-ratelimit-remaining / x-ratelimit-reset on every answer; 429 with
 *   Retry-After when the 2-second window is spent
 * - errors: { success: false, error, error_info, data: null } with 401, 403, 404, 400
 * Used only by tests and the benchmark; never a real host.
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
  /** Adds a record as a CRM user would (returns its id); `at`: when it was made and last changed (default now). */
  add: (type: PipedriveType, fields: Record<string, any>, at?: Date) => number;
  /** Changes a record as a CRM user would (its update_time moves on). */
  edit: (type: PipedriveType, id: number, fields: Record<string, any>) => void;
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
    nextId: 1000,
    tick: Date.parse('2026-01-01T00:00:00Z'),
  };
  const requests: FakePipedrive['requests'] = [];
  const queued: FakePipedriveReply[] = [];
  let latency = 0;
  const now = () => new Date((state.tick = Math.max(state.tick + 1, Date.now()))).toISOString();
  const iso = (at: string) => at.replace(/\.\d{3}Z$/, 'Z');

  const add = (type: PipedriveType, fields: Record<string, any>, at?: Date) => {
    const when = iso(at ? at.toISOString() : now());
    const id = state.nextId++;
    state.objects[type].set(id, { owner_id: state.users[0]!.id, ...fields, id, add_time: when, update_time: when });
    return id;
  };
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
    edit: (type, id, fields) => Object.assign(state.objects[type].get(id)!, fields, { update_time: iso(now()) }),
    remove: (type, id) => Object.assign(state.objects[type].get(id)!, { is_deleted: true, update_time: iso(now()) }),
    byDomain: (domain) => live('organizations').find((r) => domainOf(r.website) === domain.toLowerCase()),
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
