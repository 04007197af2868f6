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
import { lightParts, pickHeaders, plainHeaders, type HeaderRecord } from './light-response';

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

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The headers that decide whether and how an answer is compressed. */
const READ_HEADERS = [
  'content-type',
  'content-encoding',
  'transfer-encoding',
  'cache-control',
  'vary',
  'content-length',
] as const;
/** What an answer's headers say about compressing it (names in lower case). */
type HeaderReader = (name: string) => string | null | undefined;
const compressible = (header: HeaderReader) =>
  header('content-type')?.startsWith('application/json') === true &&
  !header('content-encoding') &&
  !header('transfer-encoding') &&
  !NO_TRANSFORM.test(header('cache-control') ?? '');
const withVary = (vary: string | null | undefined) =>
  !vary ? 'Accept-Encoding' : vary === '*' || VARIES_ON_ENCODING.test(vary) ? vary : `${vary}, Accept-Encoding`;

/**
 * API JSON (under /api/) compressed, br, gzip or deflate as the client accepts, when the body is at least 1 kB;
 * `Vary: Accept-Encoding` on what is compressed. This wraps the app's fetch rather than being a middleware: a
 * middleware can only replace c.res through a setter that turns the Node adapter's light response into a
 * streamed one, and hono/compress also did so for every JSON answer just to add Vary (~0.1 ms a request); a
 * request that accepts no compression now costs one header read. An answer whose headers are a plain record keeps
 * them as one (light-response.ts). Event streams, files and pages are not JSON.
 */
export function withJsonCompression<F extends Fetch>(fetch: F): F {
  const wrapped = async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest);
    const encoding = acceptedEncoding(request.headers.get('accept-encoding'));
    if (!encoding || request.method === 'HEAD' || !isApi(request.url) || response.status === 206) return response;
    const light = lightParts(response);
    const plain = light && plainHeaders(light.headers);
    if (plain) {
      if (!largeEnough(light.body)) return response;
      const seen = pickHeaders(plain, READ_HEADERS);
      if (!compressible((name) => seen[name as (typeof READ_HEADERS)[number]])) return response;
      const body = lightBody(light.body)!;
      const compressed = await compress(encoding, body);
      const added = {
        'content-encoding': encoding,
        'content-length': String(compressed.byteLength),
        vary: withVary(seen.vary),
      };
      // Object.assign onto an empty record is the cheap way to a new one (response-headers.ts, mergeHeaders).
      const headers: HeaderRecord = Object.assign({}, plain, added);
      if (seen.vary !== undefined || seen['content-length'] !== undefined) {
        for (const name in plain) {
          const lower = name.toLowerCase();
          if ((lower === 'content-length' || lower === 'vary') && name !== lower) delete headers[name];
        }
      }
      return new Response(compressed, { status: light.status, headers: headers as HeadersInit });
    }
    const { headers } = response;
    if (!compressible((name) => headers.get(name))) return response;
    const lightBytes = light && lightBody(light.body);
    const bytes = lightBytes ?? new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength < COMPRESSION_THRESHOLD) {
      return lightBytes ? response : new Response(bytes, { status: response.status, headers });
    }
    const compressed = await compress(encoding, bytes);
    // The answer is replaced, so its headers are edited in place rather than copied.
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(compressed.byteLength));
    headers.set('vary', withVary(headers.get('vary')));
    return new Response(compressed, { status: response.status, headers });
  };
  return wrapped as unknown as F;
}

async function compress(encoding: Encoding, body: Uint8Array<ArrayBuffer>) {
  const compressed = body.byteLength <= SYNC_LIMIT ? COMPRESS_SYNC[encoding](body) : await COMPRESS[encoding](body);
  return new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength);
}

/**
 * Whether a light response's body is text or bytes of at least COMPRESSION_THRESHOLD bytes, a string measured only
 * when its length cannot tell (a character is one to three bytes of UTF-8).
 */
function largeEnough(body: unknown): boolean {
  if (typeof body === 'string')
    return (
      body.length >= COMPRESSION_THRESHOLD ||
      (body.length * 3 >= COMPRESSION_THRESHOLD && Buffer.byteLength(body) >= COMPRESSION_THRESHOLD)
    );
  return body instanceof Uint8Array && body.byteLength >= COMPRESSION_THRESHOLD;
}

/** A light response's body as bytes, when it is a string or bytes (not a stream, not empty). */
function lightBody(body: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  return undefined;
}

/** Whether the URL's path is under /api/ (scheme://host/api/…). */
function isApi(url: string) {
  const path = url.indexOf('/', url.indexOf('//') + 2);
  return path !== -1 && url.startsWith('/api/', path);
}
