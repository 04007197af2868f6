import { lightParts, plainHeaders, type HeaderRecord } from './light-response';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Headers middlewares asked for, by request, until the answer leaves withResponseHeaders. */
const requested = new WeakMap<Request, Record<string, string>>();

/**
 * Headers for the answer to `request` (names in lower case), whatever answers it: the route, or the error handler
 * after a throw. Set through Hono instead (c.header, c.res.headers), every answer would carry a WHATWG Headers
 * object, copied back into a plain record header by header on its way out (decision 023 §17).
 */
export function addResponseHeaders(request: Request, headers: Record<string, string>) {
  const earlier = requested.get(request);
  requested.set(request, earlier ? { ...earlier, ...headers } : headers);
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
  const fixedRecord: HeaderRecord = Object.fromEntries(fixedHeaders);
  const wrapped = async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest);
    const asked = requested.get(request);
    const light = lightParts(response);
    const own = light && plainHeaders(light.headers);
    if (light && own) {
      const headers: HeaderRecord = { ...fixedRecord };
      for (const name in own) headers[name.toLowerCase()] = own[name]!;
      if (light.body !== null && !('content-type' in headers)) headers['content-type'] = DEFAULT_CONTENT_TYPE;
      if (asked) Object.assign(headers, asked);
      return new Response(light.body as BodyInit | null, { status: light.status, headers: headers as HeadersInit });
    }
    const { headers } = response;
    for (const [name, value] of fixedHeaders) if (!headers.has(name)) headers.set(name, value);
    if (asked) for (const name in asked) headers.set(name, asked[name]!);
    return response;
  };
  return wrapped as unknown as F;
}
