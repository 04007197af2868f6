import { lightParts, plainHeaders, type HeaderRecord } from './light-response';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Where the headers middlewares asked for wait on the request until the answer leaves withResponseHeaders. */
const ASKED = Symbol('response headers asked for');
type Asking = Request & { [ASKED]?: HeaderRecord };

/**
 * Headers for the answer to `request` (names in lower case), whatever answers it: the route, or the error handler
 * after a throw. Set through Hono instead (c.header, c.res.headers), every answer would carry a WHATWG Headers
 * object, copied back into a plain record header by header on its way out (decision 023 §17).
 */
export function addResponseHeaders(request: Request, headers: Record<string, string>) {
  const asking = request as Asking;
  asking[ASKED] = asking[ASKED] ? { ...asking[ASKED], ...headers } : headers;
}

/** What the Node adapter writes for a body without a content type. */
const DEFAULT_CONTENT_TYPE = 'text/plain; charset=UTF-8';

/**
 * Every answer gets `fixed` (unless it set the same header itself: a stored file keeps its stricter CSP) and the
 * headers its middlewares asked for (addResponseHeaders). An answer whose headers are a plain record (c.json with
 * none set) stays one, so the adapter writes it as it is.
 */
export function withResponseHeaders<F extends Fetch>(fetch: F, fixed: Record<string, string>): F {
  const fixedHeaders = Object.entries(fixed).map(([name, value]) => [name.toLowerCase(), value] as const);
  const fixedNames = new Set(fixedHeaders.map(([name]) => name));
  const wrapped = async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest);
    const asked = (request as Asking)[ASKED];
    const light = lightParts(response);
    const own = light && plainHeaders(light.headers);
    if (light && own) {
      const headers = mergeHeaders(fixed, fixedNames, own, asked, light.body !== null);
      return new Response(light.body as BodyInit | null, { status: light.status, headers: headers as HeadersInit });
    }
    const { headers } = response;
    for (const [name, value] of fixedHeaders) if (!headers.has(name)) headers.set(name, value);
    if (asked) for (const name in asked) headers.set(name, asked[name] as string);
    return response;
  };
  return wrapped as unknown as F;
}

/**
 * `fixed`, the answer's `own` headers and those `asked` for, in one new record, the answer's own winning over the
 * fixed and the asked over both. Object.assign onto an empty record: adding names one by one to a copy was ~3 µs
 * a request (new hidden classes, names looked up in V8's string table); the names are lowered only when two could
 * be the same header in different cases.
 */
export function mergeHeaders(
  fixed: HeaderRecord,
  fixedNames: Set<string>,
  own: HeaderRecord,
  asked: HeaderRecord | undefined,
  hasBody: boolean,
): HeaderRecord {
  let typed = false;
  let overlaps = false;
  for (const name in own) {
    const lower = name.toLowerCase();
    if (lower === 'content-type') typed = true;
    if (fixedNames.has(lower) || (asked !== undefined && lower in asked)) overlaps = true;
  }
  if (asked) for (const name in asked) if (fixedNames.has(name)) overlaps = true;
  let merged: HeaderRecord;
  if (overlaps) {
    merged = {};
    for (const name in fixed) merged[name.toLowerCase()] = fixed[name]!;
    for (const name in own) merged[name.toLowerCase()] = own[name]!;
    if (asked) Object.assign(merged, asked);
  } else merged = Object.assign({}, fixed, own, asked);
  if (hasBody && !typed) merged['content-type'] = DEFAULT_CONTENT_TYPE;
  return merged;
}
