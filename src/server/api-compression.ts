import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  deflate,
  deflateSync,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';

/**
 * zlib level 1: on a first page of organizations (26 kB of JSON) it takes about half the CPU of the default level 6
 * for 5% more bytes (3,387 against 3,221; decision 023), and this runs on every API answer of 1 kB or more.
 */
const LEVEL = { level: 1 };
/**
 * Brotli's quality 0, sized to the body: about 40% less CPU than gzip at level 1 on a page of organizations for
 * ~7% more bytes (decision 023 §10). Browsers offer it over HTTPS and on localhost; over plain http they get gzip.
 */
const brotliOptions = (body: Uint8Array): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
});
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);
const brotliAsync = promisify(brotliCompress);
const COMPRESS = {
  br: (body: Uint8Array) => brotliAsync(body, brotliOptions(body)),
  gzip: (body: Uint8Array) => gzipAsync(body, LEVEL),
  deflate: (body: Uint8Array) => deflateAsync(body, LEVEL),
};
const COMPRESS_SYNC = {
  br: (body: Uint8Array) => brotliCompressSync(body, brotliOptions(body)),
  gzip: (body: Uint8Array) => gzipSync(body, LEVEL),
  deflate: (body: Uint8Array) => deflateSync(body, LEVEL),
};
type Encoding = keyof typeof COMPRESS;

/**
 * Bodies up to this size are compressed on the spot: zlib's asynchronous path (a stream and a thread-pool round
 * trip per call) costs more than twice the CPU of the compression itself (0.29 vs 0.12 ms for a 36 kB page of
 * organizations); the event loop waits ~0.2 ms at most. Larger bodies go to the thread pool.
 */
const SYNC_LIMIT = 64 * 1024;

/** Bodies below this are sent as they are: their gzip framing would save nothing worth a zlib call. */
export const COMPRESSION_THRESHOLD = 1024;

/** Answers for the few Accept-Encoding values clients send (each browser sends one), read once each. */
const ACCEPTED_SEEN = new Map<string, Encoding | null>();
const ACCEPTED_SEEN_MAX = 64;

/**
 * br when Accept-Encoding names it (q > 0), else gzip, else deflate (by name or by `*`); null for none of them. A
 * bare `*` gets gzip, which every client decodes.
 */
export function acceptedEncoding(header: string | null): Encoding | null {
  if (!header) return null;
  const seen = ACCEPTED_SEEN.get(header);
  if (seen !== undefined) return seen;
  const encoding = readAcceptEncoding(header);
  if (ACCEPTED_SEEN.size >= ACCEPTED_SEEN_MAX) ACCEPTED_SEEN.clear();
  ACCEPTED_SEEN.set(header, encoding);
  return encoding;
}

function readAcceptEncoding(header: string): Encoding | null {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name!.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  if ((q.get('br') ?? 0) > 0) return 'br';
  for (const encoding of ['gzip', 'deflate'] as const) {
    if ((q.get(encoding) ?? q.get('*') ?? 0) > 0) return encoding;
  }
  return null;
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * API JSON (under /api/) compressed, br, gzip or deflate as the client accepts, when the body is at least 1 kB;
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
    const body = await bodyBytes(response);
    if (body.bytes.byteLength < COMPRESSION_THRESHOLD) {
      return body.source === 'light' ? response : new Response(body.bytes, { status: response.status, headers });
    }
    const compressed =
      body.bytes.byteLength <= SYNC_LIMIT ? COMPRESS_SYNC[encoding](body.bytes) : await COMPRESS[encoding](body.bytes);
    // The answer is replaced, so its headers are edited in place rather than copied.
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(compressed.byteLength));
    const vary = headers.get('vary');
    if (!vary) headers.set('vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
      headers.set('vary', `${vary}, Accept-Encoding`);
    return new Response(new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength), {
      status: response.status,
      headers,
    });
  };
  return wrapped as unknown as F;
}

/**
 * @hono/node-server's light Response keeps what it was made from ([status, body, headers]) under its own `cache`
 * symbol and is written out from that; reading its body through arrayBuffer() would first build a full Response
 * and stream the body back (~0.3 ms for a 30 kB answer, more than the gzip itself). The symbol is private, so it is
 * looked up by description; without it (another adapter, app.request in tests) the body is read the standard way.
 */
let lightCacheKey: symbol | undefined;
const lightCache = (response: Response): [number, unknown, unknown] | undefined => {
  lightCacheKey ??= Object.getOwnPropertySymbols(response).find((key) => key.description === 'cache');
  return lightCacheKey ? (response as unknown as Record<symbol, [number, unknown, unknown]>)[lightCacheKey] : undefined;
};

async function bodyBytes(response: Response): Promise<{ bytes: Uint8Array<ArrayBuffer>; source: 'light' | 'read' }> {
  const body = lightCache(response)?.[1];
  if (typeof body === 'string') return { bytes: Buffer.from(body), source: 'light' };
  if (body instanceof Uint8Array) return { bytes: body as Uint8Array<ArrayBuffer>, source: 'light' };
  return { bytes: new Uint8Array(await response.arrayBuffer()), source: 'read' };
}

/** Whether the URL's path is under /api/ (scheme://host/api/…). */
function isApi(url: string) {
  const path = url.indexOf('/', url.indexOf('//') + 2);
  return path !== -1 && url.startsWith('/api/', path);
}
