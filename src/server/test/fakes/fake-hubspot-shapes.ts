import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The records, replies and errors of the local HubSpot in fake-hubspot.ts (whose comment names the documentation
 * pages it follows), and its request and reply plumbing. Used only by tests and the benchmark.
 */
export type HubSpotRecord = {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  archivedAt?: string;
  associations: { companies: Set<string>; contacts: Set<string> };
};
export type FakeHubSpotReply = {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};
export type ObjectType = 'companies' | 'contacts' | 'notes';
/**
 * The last-modified property of each object: contacts keep the older name `lastmodifieddate`, the other objects
 * `hs_lastmodifieddate` (HubSpot's default properties of each object, "CRM search": filter and sort on these).
 */
export const MODIFIED: Record<ObjectType, string> = {
  companies: 'hs_lastmodifieddate',
  contacts: 'lastmodifieddate',
  notes: 'hs_lastmodifieddate',
};

export type FakeHubSpot = {
  url: string;
  portalId: number;
  objects: Record<ObjectType, Map<string, HubSpotRecord>>;
  /** Every request: method, path and parsed body. */
  requests: { method: string; path: string; body: any }[];
  /** Replies used for the next requests, in order, before the API answers (errors, Retry-After, slow, malformed). */
  queue: (...replies: FakeHubSpotReply[]) => void;
  /** Adds a record as a CRM user would (returns its id). */
  /** `at`: when it was made and last changed (default now). */
  add: (type: ObjectType, properties: Record<string, string | null>, at?: Date) => string;
  /** Changes a record as a CRM user would (its hs_lastmodifieddate moves on). */
  edit: (type: ObjectType, id: string, properties: Record<string, string | null>) => void;
  archive: (type: ObjectType, id: string) => void;
  byProperty: (type: ObjectType, name: string, value: string) => HubSpotRecord | undefined;
  close: () => Promise<void>;
};

export const UNIQUE: Record<ObjectType, string | null> = { companies: null, contacts: 'email', notes: null };
/** Properties a batch may name (HubSpot refuses a whole batch naming one it does not have). */
export const KNOWN = new Set([
  'name',
  'domain',
  'industry',
  'numberofemployees',
  'city',
  'country',
  'linkedin_company_page',
  'lifecyclestage',
  'hubspot_owner_id',
  'hs_num_open_deals',
  'firstname',
  'lastname',
  'jobtitle',
  'email',
  'phone',
  'hs_note_body',
  'hs_timestamp',
  'hs_lastmodifieddate',
  'createdate',
  'website',
  'scoutline_email_status',
]);

export const error = (status: number, category: string, message: string): FakeHubSpotReply => ({
  status,
  body: { status: 'error', message, correlationId: `fake-${Date.now()}`, category },
});

/** A record as the API returns it: every property, or only those named (and the three HubSpot always adds). */
export const shape = (r: HubSpotRecord, names: string[] | null) => ({
  id: r.id,
  properties: names
    ? Object.fromEntries(
        [
          ...names,
          'hs_object_id',
          'createdate',
          'lastmodifieddate' in r.properties ? 'lastmodifieddate' : 'hs_lastmodifieddate',
        ].map((n) => [n, r.properties[n] ?? null]),
      )
    : r.properties,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  archived: r.archived,
  ...(r.archivedAt && { archivedAt: r.archivedAt }),
});
/** The first property of a batch HubSpot does not have (it refuses the whole batch). */
export const unknownProperty = (inputs: { properties?: Record<string, unknown> }[]) =>
  inputs.flatMap((i) => Object.keys(i.properties ?? {})).find((n) => !KNOWN.has(n));
/** The input with an address HubSpot refuses (the fake refuses any containing "invalid"). */
export const invalid = (inputs: { properties?: Record<string, unknown> }[]) =>
  inputs.find((i) => String(i.properties?.email ?? '').includes('invalid'));
/** A page of `all` from the `after` cursor (an offset here), with HubSpot's paging.next when more follow. */
export const page = <T>(all: T[], after: string | null, limit: number) => {
  const start = after ? Number(after) : 0;
  const slice = all.slice(start, start + limit);
  const next = start + limit < all.length ? String(start + limit) : null;
  return { slice, paging: next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {} };
};

/** The request's body: parsed JSON, the text itself when it is not JSON, null when empty. */
export async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Writes the reply, after its delayMs if it has one (the timer is kept in `timers`, which close clears). */
export function sendReply(res: ServerResponse, reply: FakeHubSpotReply, timers: Set<NodeJS.Timeout>) {
  const send = () => {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json;charset=utf-8', ...reply.headers });
    res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
  };
  if (!reply.delayMs) return send();
  const timer = setTimeout(() => {
    timers.delete(timer);
    send();
  }, reply.delayMs);
  timers.add(timer);
}
