import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { listenLocal } from '../listen-local';
import { createFakeSalesforceOauth, type FakeSalesforceOauthOptions } from './fake-salesforce-oauth';
import { fieldValue, parseSoql, SoqlError, type SoqlRecord } from './fake-soql';
import {
  apiError,
  attributes,
  PREFIX,
  shape,
  REQUIRED,
  stamp,
  VERSION_PATH,
  WRITABLE,
  type FakeSalesforce,
  type FakeSalesforceReply,
  type SalesforceObject,
} from './fake-salesforce-shapes';

export type { FakeSalesforce, FakeSalesforceReply, SalesforceObject } from './fake-salesforce-shapes';

/**
 * A local Salesforce org speaking the documented shapes (developer.salesforce.com/docs, "REST API Developer Guide"):
 * - OAuth (fake-salesforce-oauth.ts): the web server flow's GET /services/oauth2/authorize and the token
 *   endpoint's authorization_code and refresh_token grants
 * - "Query" / "QueryAll" (GET …/query?q=, …/queryAll?q=): { totalSize, done, nextRecordsUrl, records } with
 *   attributes; "Query More Results" (GET …/query/{locator}); QueryAll also returns deleted records (IsDeleted)
 * - "sObject Collections": POST …/composite/sobjects (create, ≤ 200, allOrNone), PATCH (update), POST
 *   …/composite/sobjects/{type} with { ids, fields } (retrieve); SaveResults in request order
 * - "Limits" (GET …/limits): DailyApiRequests { Max, Remaining }; "Limit Info Header": every data answer carries
 *   Sforce-Limit-Info: api-usage=used/max
 * - "Status Codes and Error Responses": errors are [{ message, errorCode, fields }]; 401 INVALID_SESSION_ID
 *   ("Session expired or invalid"), 403 REQUEST_LIMIT_EXCEEDED, 503 when the server is unavailable
 * Used only by tests and the benchmark; never a real host.
 */

export async function startFakeSalesforce(
  options: FakeSalesforceOauthOptions & {
    orgName?: string;
    pageSize?: number;
    dailyMax?: number;
    owners?: Record<string, string>;
    port?: number;
  },
): Promise<FakeSalesforce> {
  const pageSize = options.pageSize ?? 2000;
  const owners = options.owners ?? { '005Fk0000000001': 'Dana Reyes' };
  const records: FakeSalesforce['records'] = { Account: new Map(), Contact: new Map(), Task: new Map() };
  const requests: FakeSalesforce['requests'] = [];
  const queued: FakeSalesforceReply[] = [];
  const locators = new Map<string, SoqlRecord[]>();
  let used = 0;
  let nextId = 1;
  let url = '';
  const oauth = createFakeSalesforceOauth(options, () => url);
  const sessions = oauth.sessions;
  let tick = Date.parse('2026-01-01T00:00:00Z');
  // Each write is a little later than the one before: incremental pulls compare SystemModstamp.
  const now = () => (tick = Math.max(tick + 1, Date.now()));

  const insert = (type: SalesforceObject, fields: SoqlRecord, at = now(), openDeals = 0) => {
    const Id = `${PREFIX[type]}Fk${String(nextId++).padStart(13, '0')}`;
    const record: SoqlRecord = {
      OwnerId: Object.keys(owners)[0],
      ...fields,
      Id,
      IsDeleted: false,
      CreatedDate: stamp(at),
      SystemModstamp: stamp(at),
      openDeals,
    };
    records[type].set(Id, record);
    return record;
  };
  const touch = (record: SoqlRecord, fields: SoqlRecord) =>
    Object.assign(record, fields, { SystemModstamp: stamp(now()) });
  const answerPage = (all: SoqlRecord[], totalSize: number) => {
    const first = all.slice(0, pageSize);
    if (all.length <= pageSize) return { totalSize, done: true, records: first };
    const locator = `01gFk${randomBytes(6).toString('hex')}`;
    locators.set(locator, all);
    return {
      totalSize,
      done: false,
      nextRecordsUrl: `/services/data/v59.0/query/${locator}-${pageSize}`,
      records: first,
    };
  };

  const runQuery = (soql: string, all: boolean): FakeSalesforceReply => {
    let parsed;
    try {
      parsed = parseSoql(soql);
    } catch (e) {
      return apiError(400, 'MALFORMED_QUERY', e instanceof SoqlError ? e.message : String(e));
    }
    if (parsed.object === 'Organization')
      return {
        body: answerPage(
          [
            {
              attributes: attributes('Organization', '00DFk'),
              Id: '00DFk0000000001',
              Name: options.orgName ?? 'Acme Org',
            },
          ],
          1,
        ),
      };
    const type = parsed.object as SalesforceObject;
    if (!records[type]) return apiError(400, 'INVALID_TYPE', `sObject type '${parsed.object}' is not supported.`);
    let rows = [...records[type].values()].filter((r) => (all || !r.IsDeleted) && (!parsed.where || parsed.where(r)));
    if (parsed.count) return { body: { totalSize: rows.length, done: true, records: [] } };
    if (parsed.orderBy) {
      const key = parsed.orderBy;
      rows = rows.sort((a, b) => String(fieldValue(a, key)).localeCompare(String(fieldValue(b, key))));
    }
    if (parsed.limit !== null) rows = rows.slice(0, parsed.limit);
    return {
      body: answerPage(
        rows.map((r) => shape(owners, type, r, parsed.fields, parsed.child)),
        rows.length,
      ),
    };
  };

  const saveResult = (type: SalesforceObject, input: SoqlRecord, existing?: SoqlRecord) => {
    const fields = Object.fromEntries(Object.entries(input).filter(([k]) => k !== 'attributes' && k !== 'id'));
    const unknown = Object.keys(fields).find((k) => !WRITABLE[type].has(k));
    if (unknown)
      return {
        success: false,
        errors: [
          {
            statusCode: 'INVALID_FIELD',
            message: `No such column '${unknown}' on sobject of type ${type}`,
            fields: [unknown],
          },
        ],
      };
    if (!existing && !fields[REQUIRED[type]])
      return {
        success: false,
        errors: [
          {
            statusCode: 'REQUIRED_FIELD_MISSING',
            message: `Required fields are missing: [${REQUIRED[type]}]`,
            fields: [REQUIRED[type]],
          },
        ],
      };
    const email = String(fields.Email ?? '');
    if (email.includes('invalid'))
      return {
        success: false,
        errors: [
          { statusCode: 'INVALID_EMAIL_ADDRESS', message: `Email: invalid email address: ${email}`, fields: ['Email'] },
        ],
      };
    const record = existing ? touch(existing, fields) : insert(type, fields);
    return { id: record.Id, success: true, errors: [] };
  };

  const route = (method: string, path: string, query: URLSearchParams, body: any): FakeSalesforceReply => {
    const rest = path.replace(VERSION_PATH, '');
    if (rest === '/limits' && method === 'GET')
      return {
        body: { DailyApiRequests: { Max: options.dailyMax ?? 15_000, Remaining: (options.dailyMax ?? 15_000) - used } },
      };
    const q = rest.match(/^\/(query|queryAll)\/?$/);
    if (q && method === 'GET') return runQuery(query.get('q') ?? '', q[1] === 'queryAll');
    const more = rest.match(/^\/(?:query|queryAll)\/(01gFk[0-9a-f]+)-(\d+)$/);
    if (more) {
      const all = locators.get(more[1]!);
      if (!all) return apiError(400, 'INVALID_QUERY_LOCATOR', 'invalid query locator');
      const start = Number(more[2]);
      const slice = all.slice(start, start + pageSize);
      const done = start + pageSize >= all.length;
      return {
        body: {
          totalSize: all.length,
          done,
          ...(!done && { nextRecordsUrl: `/services/data/v59.0/query/${more[1]}-${start + pageSize}` }),
          records: slice,
        },
      };
    }
    if (rest === '/composite/sobjects' && (method === 'POST' || method === 'PATCH')) {
      const inputs = (body?.records ?? []) as SoqlRecord[];
      if (inputs.length > 200)
        return apiError(
          400,
          'EXCEEDED_ID_LIMIT',
          'record limit reached. cannot submit more than 200 records into this call',
        );
      return {
        body: inputs.map((input) => {
          const type = (input.attributes as { type?: string } | undefined)?.type as SalesforceObject;
          if (!records[type])
            return { success: false, errors: [{ statusCode: 'INVALID_TYPE', message: 'bad type', fields: [] }] };
          if (method === 'POST') return saveResult(type, input);
          const existing = records[type].get(String(input.id));
          if (!existing || existing.IsDeleted)
            return {
              success: false,
              errors: [{ statusCode: 'ENTITY_IS_DELETED', message: 'entity is deleted', fields: [] }],
            };
          return saveResult(type, input, existing);
        }),
      };
    }
    const retrieve = rest.match(/^\/composite\/sobjects\/(Account|Contact)$/);
    if (retrieve && method === 'POST') {
      const type = retrieve[1] as SalesforceObject;
      return {
        body: (body.ids as string[]).map((id) => {
          const r = records[type].get(id);
          return r && !r.IsDeleted ? shape(owners, type, r, ['Id', ...(body.fields as string[])], null) : null;
        }),
      };
    }
    return apiError(404, 'NOT_FOUND', `The requested resource does not exist: ${method} ${path}`);
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const parsed = new URL(req.url ?? '/', 'http://fake');
      const isToken = parsed.pathname === '/services/oauth2/token';
      let body: any;
      try {
        body = isToken ? Object.fromEntries(new URLSearchParams(raw)) : raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      requests.push({ method: req.method ?? 'GET', path: parsed.pathname, body });
      const auth = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      let reply: FakeSalesforceReply;
      if (isToken) reply = oauth.token(new URLSearchParams(raw));
      else if (parsed.pathname === '/services/oauth2/authorize') reply = oauth.authorize(parsed.searchParams);
      else if (queued.length) reply = queued.shift()!;
      else if (!sessions.has(auth)) reply = apiError(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
      else reply = route(req.method ?? 'GET', parsed.pathname, parsed.searchParams, body);
      if (!isToken && VERSION_PATH.test(parsed.pathname)) used += 1;
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const headers: Record<string, string> = {
        'content-type':
          reply.raw !== undefined && reply.raw.startsWith('<') ? 'text/html' : 'application/json;charset=UTF-8',
        ...(!parsed.pathname.startsWith('/services/oauth2/') && {
          'sforce-limit-info': `api-usage=${used}/${options.dailyMax ?? 15_000}`,
        }),
        ...reply.headers,
      };
      res.writeHead(reply.status ?? 200, headers);
      res.end(reply.raw ?? JSON.stringify(reply.body ?? null));
    });
  });
  const listening = await listenLocal(server, options.port);
  url = `http://127.0.0.1:${listening.port}`;
  return {
    url,
    records,
    requests,
    tokenRequests: oauth.tokenRequests,
    denyNext: oauth.denyNext,
    liveRefreshTokens: oauth.liveRefreshTokens,
    rotateRefreshTokens: oauth.rotateRefreshTokens,
    queue: (...replies) => queued.push(...replies),
    add: (type, fields, extra = {}) => String(insert(type, fields, extra.at?.getTime() ?? now(), extra.openDeals).Id),
    edit: (type, id, fields) => void touch(records[type].get(id)!, fields),
    remove: (type, id) => void touch(records[type].get(id)!, { IsDeleted: true }),
    find: (type, field, value) =>
      [...records[type].values()].find(
        (r) => !r.IsDeleted && String(r[field] ?? '').toLowerCase() === value.toLowerCase(),
      ),
    apiUsage: () => ({ used, max: options.dailyMax ?? 15_000 }),
    close: listening.close,
  };
}
