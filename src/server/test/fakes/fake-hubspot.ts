import { createServer } from 'node:http';
import { listenLocal } from '../listen-local';
import {
  error,
  invalid,
  MODIFIED,
  page,
  readBody,
  sendReply,
  shape,
  UNIQUE,
  unknownProperty,
  type FakeHubSpot,
  type FakeHubSpotReply,
  type HubSpotRecord,
  type ObjectType,
} from './fake-hubspot-shapes';

export type { FakeHubSpot, FakeHubSpotReply, HubSpotRecord } from './fake-hubspot-shapes';

/**
 * A local HubSpot speaking the documented shapes (developers.hubspot.com/docs):
 * - account details: GET /account-info/v3/details ("Account information API" guide) → { portalId, uiDomain, … }
 * - CRM v3 objects (companies, contacts, notes): "Companies" / "Contacts" guides and the API reference pages
 *   "Create or update a batch of companies by unique property values", "Update a batch of companies",
 *   batch/read with idProperty, batch/create, list (GET with limit, after, properties, archived) and
 *   search (POST …/search: filterGroups, IN / EQ / GTE, sorts, limit ≤ 200, paging.next.after, total)
 * - associations v4: POST /crm/v4/associations/{from}/{to}/batch/associate/default ("Associations v4")
 * - notes: POST /crm/v3/objects/notes/batch/create with associations (note→company 190, note→contact 202)
 * - owners: GET /crm/v3/owners
 * - errors: { status: 'error', message, correlationId, category } with 401 INVALID_AUTHENTICATION, 403
 *   MISSING_SCOPES, 429 RATE_LIMITS with Retry-After ("API usage guidelines and limits": per-10-second window)
 * Used only by tests and the benchmark; never a real host.
 */
export async function startFakeHubSpot(
  options: {
    token: string;
    portalId?: number;
    owners?: { id: string; firstName: string; lastName: string }[];
    port?: number;
    scopes?: boolean;
  } = {
    token: 'pat-na1-fake',
  },
): Promise<FakeHubSpot> {
  const portalId = options.portalId ?? 123;
  const owners = options.owners ?? [{ id: '501', firstName: 'Dana', lastName: 'Scully' }];
  const objects: FakeHubSpot['objects'] = { companies: new Map(), contacts: new Map(), notes: new Map() };
  const requests: FakeHubSpot['requests'] = [];
  const queued: FakeHubSpotReply[] = [];
  let nextId = 1000;
  let tick = Date.parse('2026-01-01T00:00:00Z');
  // Each write is a little later than the one before: incremental pulls compare these dates.
  const now = () => new Date((tick = Math.max(tick + 1, Date.now()))).toISOString();

  const create = (type: ObjectType, properties: Record<string, string | null>, when?: Date): HubSpotRecord => {
    const at = when ? when.toISOString() : now();
    const id = String(nextId++);
    const record: HubSpotRecord = {
      id,
      properties: { ...properties, hs_object_id: id, createdate: at, [MODIFIED[type]]: at },
      createdAt: at,
      updatedAt: at,
      archived: false,
      associations: { companies: new Set(), contacts: new Set() },
    };
    objects[type].set(id, record);
    return record;
  };
  const update = (type: ObjectType, record: HubSpotRecord, properties: Record<string, string | null>) => {
    const at = now();
    Object.assign(record.properties, properties, { [MODIFIED[type]]: at });
    record.updatedAt = at;
  };
  const live = (type: ObjectType) => [...objects[type].values()].filter((r) => !r.archived);
  const find = (type: ObjectType, name: string, value: string) =>
    live(type).find((r) => (r.properties[name] ?? '').toLowerCase() === value.toLowerCase());

  const route = (method: string, path: string, query: URLSearchParams, body: any): FakeHubSpotReply => {
    if (path === '/account-info/v3/details' && method === 'GET')
      return {
        body: {
          portalId,
          accountType: 'STANDARD',
          timeZone: 'Europe/Berlin',
          companyCurrency: 'EUR',
          additionalCurrencies: [],
          utcOffset: '+01:00',
          utcOffsetMilliseconds: 3_600_000,
          uiDomain: 'app.hubspot.com',
          dataHostingLocation: 'eu1',
        },
      };
    if (path === '/crm/v3/owners/' || path === '/crm/v3/owners') {
      return {
        body: {
          results: owners.map((o) => ({
            ...o,
            email: `${o.firstName.toLowerCase()}@example.test`,
            userId: Number(o.id),
            archived: false,
            createdAt: '2025-01-01T00:00:00Z',
            updatedAt: '2025-01-01T00:00:00Z',
          })),
        },
      };
    }
    const assoc = path.match(/^\/crm\/v4\/associations\/(\w+)\/(\w+)\/batch\/associate\/default$/);
    if (assoc && method === 'POST') {
      const [, from, to] = assoc as unknown as [string, ObjectType, ObjectType];
      const results = (body.inputs as { from: { id: string }; to: { id: string } }[]).map(({ from: f, to: t }) => {
        const a = objects[from].get(f.id);
        const b = objects[to].get(t.id);
        if (!a || !b) return null;
        (a.associations as any)[to]?.add(t.id);
        (b.associations as any)[from]?.add(f.id);
        return {
          from: { id: f.id },
          to: { id: t.id },
          associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 },
        };
      });
      return { body: { status: 'COMPLETE', results: results.filter(Boolean), startedAt: now(), completedAt: now() } };
    }
    const m = path.match(/^\/crm\/v3\/objects\/(companies|contacts|notes)(?:\/(batch\/\w+|search))?$/);
    if (!m) return error(404, 'OBJECT_NOT_FOUND', `no route ${method} ${path}`);
    const type = m[1] as ObjectType;
    const action = m[2] ?? (method === 'GET' ? 'list' : 'create');
    if (action === 'list') {
      const archived = query.get('archived') === 'true';
      const names = query.getAll('properties').flatMap((p) => p.split(','));
      const all = [...objects[type].values()].filter((r) => r.archived === archived);
      const { slice, paging } = page(all, query.get('after'), Math.min(Number(query.get('limit') ?? 10), 100));
      return { body: { results: slice.map((r) => shape(r, names.length ? names : null)), ...paging } };
    }
    if (action === 'search') {
      let all = live(type);
      for (const group of body.filterGroups ?? []) {
        for (const f of group.filters ?? []) {
          const v = (r: HubSpotRecord) => r.properties[f.propertyName] ?? '';
          if (f.operator === 'IN') {
            const values = new Set((f.values as string[]).map((x) => x.toLowerCase()));
            all = all.filter((r) => values.has(v(r).toLowerCase()));
          } else if (f.operator === 'EQ') all = all.filter((r) => v(r).toLowerCase() === String(f.value).toLowerCase());
          else if (f.operator === 'GTE') {
            const since = Number(f.value);
            all = all.filter((r) => Date.parse(v(r)) >= since);
          }
        }
      }
      if (body.sorts?.[0]?.propertyName === MODIFIED[type])
        all.sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
      const limit = Math.min(body.limit ?? 10, 200);
      const { slice, paging } = page(all, body.after ?? null, limit);
      return { body: { total: all.length, results: slice.map((r) => shape(r, body.properties ?? null)), ...paging } };
    }
    const inputs = (body?.inputs ?? []) as any[];
    if (inputs.length > 100) return error(400, 'VALIDATION_ERROR', 'Batch input must contain at most 100 items');
    const unknown = unknownProperty(inputs);
    if (unknown && action !== 'batch/read')
      return error(400, 'VALIDATION_ERROR', `Property values were not valid: Property "${unknown}" does not exist`);
    const bad = invalid(inputs);
    if (bad)
      return error(
        400,
        'VALIDATION_ERROR',
        `Property values were not valid: Email address ${bad.properties?.email} is invalid`,
      );
    if (action === 'batch/read') {
      const idProperty = body.idProperty as string | undefined;
      const found: HubSpotRecord[] = [];
      const missing: string[] = [];
      for (const { id } of inputs as { id: string }[]) {
        const r = idProperty ? find(type, idProperty, id) : objects[type].get(id);
        if (r && !r.archived) found.push(r);
        else missing.push(id);
      }
      const names = body.properties as string[];
      return {
        status: missing.length ? 207 : 200,
        body: {
          status: 'COMPLETE',
          results: found.map((r) => shape(r, names)),
          ...(missing.length && {
            numErrors: 1,
            errors: [
              {
                status: 'error',
                category: 'OBJECT_NOT_FOUND',
                message: 'Could not get some objects, they may be deleted or not exist.',
                context: { ids: missing },
              },
            ],
          }),
          startedAt: now(),
          completedAt: now(),
        },
      };
    }
    if (action === 'batch/create' || action === 'create') {
      const list = action === 'create' ? [body] : inputs;
      if (type === 'contacts') {
        const dup = list.find((i) => i.properties?.email && find('contacts', 'email', i.properties.email));
        if (dup)
          return error(
            409,
            'CONFLICT',
            `Contact already exists. Existing ID: ${find('contacts', 'email', dup.properties.email)!.id}`,
          );
      }
      const created = list.map((i) => {
        const r = create(type, i.properties ?? {});
        for (const a of i.associations ?? []) {
          const target = objects[a.types?.[0]?.associationTypeId === 202 ? 'contacts' : 'companies'].get(a.to.id);
          if (target)
            (r.associations as any)[a.types[0].associationTypeId === 202 ? 'contacts' : 'companies'].add(a.to.id);
        }
        return { ...shape(r, null), ...(i.objectWriteTraceId && { objectWriteTraceId: i.objectWriteTraceId }) };
      });
      if (action === 'create') return { status: 201, body: created[0] };
      return {
        status: 201,
        body: { status: 'COMPLETE', results: created.reverse(), startedAt: now(), completedAt: now() },
      };
    }
    if (action === 'batch/update') {
      const missing = inputs.find((i) => !objects[type].get(i.id) || objects[type].get(i.id)!.archived);
      if (missing) return error(404, 'OBJECT_NOT_FOUND', `Object ${missing.id} not found`);
      const results = inputs.map((i) => {
        const r = objects[type].get(i.id)!;
        update(type, r, i.properties ?? {});
        return shape(r, null);
      });
      return { body: { status: 'COMPLETE', results, startedAt: now(), completedAt: now() } };
    }
    if (action === 'batch/upsert') {
      const unique = UNIQUE[type];
      const idProperty = inputs[0]?.idProperty as string | undefined;
      if (!idProperty || idProperty !== unique)
        return error(400, 'VALIDATION_ERROR', `${idProperty ?? 'idProperty'} is not a unique property of ${type}`);
      const results = inputs.map((i) => {
        const r = find(type, idProperty, i.id);
        if (r) {
          update(type, r, i.properties ?? {});
          return { ...shape(r, null), new: false };
        }
        return { ...shape(create(type, { [idProperty]: i.id, ...i.properties }), null), new: true };
      });
      return { body: { status: 'COMPLETE', results, startedAt: now(), completedAt: now() } };
    }
    return error(404, 'OBJECT_NOT_FOUND', `no route ${method} ${path}`);
  };

  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/\/+$/, '') || '/';
      requests.push({ method: req.method ?? 'GET', path, body });
      const auth = req.headers.authorization;
      const reply =
        queued.shift() ??
        (auth !== `Bearer ${options.token}`
          ? error(
              401,
              'INVALID_AUTHENTICATION',
              'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
            )
          : options.scopes === false
            ? error(403, 'MISSING_SCOPES', "This app hasn't been granted all required scopes to make this call.")
            : route(req.method ?? 'GET', path, url.searchParams, body));
      sendReply(res, reply, timers);
    })();
  });
  const listening = await listenLocal(server, options.port);
  return {
    url: `http://127.0.0.1:${listening.port}`,
    portalId,
    objects,
    requests,
    queue: (...replies) => void queued.push(...replies),
    add: (type, properties, at) => create(type, properties, at).id,
    edit: (type, id, properties) => update(type, objects[type].get(id)!, properties),
    archive: (type, id) => {
      const r = objects[type].get(id)!;
      r.archived = true;
      r.archivedAt = now();
    },
    byProperty: (type, name, value) => find(type, name, value),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return listening.close();
    },
  };
}
