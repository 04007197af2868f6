import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';

const COMPRESS = { gzip: promisify(gzip), deflate: promisify(deflate) };
type Encoding = keyof typeof COMPRESS;

/** Bodies below this are sent as they are: their gzip framing would save nothing worth a zlib call. */
export const COMPRESSION_THRESHOLD = 1024;

/** gzip, else deflate, when Accept-Encoding allows it (q > 0, by name or by `*`); null for neither. */
export function acceptedEncoding(header: string | null): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name!.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  for (const encoding of ['gzip', 'deflate'] as const) {
    if ((q.get(encoding) ?? q.get('*') ?? 0) > 0) return encoding;
  }
  return null;
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * API JSON (under /api/) compressed, gzip or deflate as the client accepts, when the body is at least 1 kB;
 * `Vary: Accept-Encoding` on what is compressed. This wraps the app's fetch rather than being a middleware: a
 * middleware can only replace c.res through a setter that turns the Node adapter's light response into a
 * streamed one, and hono/compress also did so for every JSON answer just to add Vary (~0.1 ms a request); a
 * request that accepts no compression now costs one header read. Event streams, files and pages are not JSON.
 */
export function withJsonCompression<F extends Fetch>(fetch: F): F {
  const wrapped = async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest);
    const encoding = acceptedEncoding(request.headers.get('accept-encoding'));
    if (!encoding || request.method === 'HEAD' || !isApi(request.url)) return response;
    const { headers } = response;
    if (
      response.status === 206 ||
      !headers.get('content-type')?.startsWith('application/json') ||
      headers.has('content-encoding') ||
      headers.has('transfer-encoding') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')
    ) {
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const init = { status: response.status, statusText: response.statusText, headers: new Headers(headers) };
    if (body.byteLength < COMPRESSION_THRESHOLD) return new Response(body, init);
    const compressed = await COMPRESS[encoding](body);
    init.headers.set('content-encoding', encoding);
    init.headers.set('content-length', String(compressed.byteLength));
    const vary = init.headers.get('vary');
    if (!vary) init.headers.set('vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
      init.headers.set('vary', `${vary}, Accept-Encoding`);
    return new Response(new Uint8Array(compressed), init);
  };
  return wrapped as unknown as F;
}

/** Whether the URL's path is under /api/ (scheme://host/api/…). */
function isApi(url: string) {
  const path = url.indexOf('/', url.indexOf('//') + 2);
  return path !== -1 && url.startsWith('/api/', path);
}
