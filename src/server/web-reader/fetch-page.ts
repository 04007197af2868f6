import { assertPublicUrl, type GuardOptions } from './address-guard';
import { createPinnedFetch, type FetchFn } from './pinned-fetch';
import { WebReaderError } from './web-reader-errors';

export type { FetchFn };

export type FetchOptions = GuardOptions & {
  /** Replaces the pinned fetch (tests); the guard then checks each hop before calling it, without pinning. */
  fetch?: FetchFn;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** Which media types (lower-case, without parameters) are accepted; HTML and plain text by default. */
  acceptContent?: (mediaType: string) => boolean;
  now?: () => Date;
};

export type FetchedPage = { url: string; status: number; contentType: string; body: string; fetchedAt: string };

export const USER_AGENT = 'ScoutlineBot/1.0 (+https://scoutline.app/bot)';
export const DEFAULT_TIMEOUT_MS = 8_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Parses an absolute http(s) URL or throws INVALID_URL. */
export function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebReaderError('INVALID_URL', raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebReaderError('INVALID_URL', raw);
  if (url.username || url.password)
    throw new WebReaderError('INVALID_URL', raw, { detail: 'addresses with credentials are not read' });
  url.hash = '';
  return url;
}

/**
 * Fetches one page: guarded address pinned for the connection, manual redirects (each hop checked again),
 * a time limit and a size cap.
 */
export async function fetchPage(rawUrl: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const doFetch = options.fetch ?? createPinnedFetch(options);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let current = parseHttpUrl(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      if (options.fetch) await abortable(assertPublicUrl(current, options), controller.signal);
      const response = await doFetch(current.href, {
        redirect: 'manual',
        signal: controller.signal,
        headers: { 'user-agent': options.userAgent ?? USER_AGENT, accept: 'text/html,text/plain;q=0.9,*/*;q=0.1' },
      });
      if (REDIRECTS.has(response.status)) {
        discard(response);
        const location = response.headers.get('location');
        if (!location)
          throw new WebReaderError('HTTP_ERROR', current.href, {
            status: response.status,
            detail: 'the site redirected nowhere',
          });
        if (hop >= maxRedirects)
          throw new WebReaderError('HTTP_ERROR', current.href, {
            status: response.status,
            detail: 'the site redirected too many times',
          });
        current = parseHttpUrl(new URL(location, current).href);
        continue;
      }
      if (!response.ok) {
        discard(response);
        throw new WebReaderError('HTTP_ERROR', current.href, {
          status: response.status,
          detail: `the site answered with HTTP ${response.status}`,
        });
      }
      const contentType = response.headers.get('content-type') ?? '';
      const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
      if (!(options.acceptContent ?? ((t: string) => PAGE_TYPES.has(t)))(mediaType)) {
        discard(response);
        throw new WebReaderError('BAD_CONTENT', current.href, {
          detail: `the page is not HTML or plain text (${mediaType || 'no content type'})`,
        });
      }
      const body = await readCapped(response, options.maxBytes ?? DEFAULT_MAX_BYTES, current.href, controller);
      const fetchedAt = (options.now?.() ?? new Date()).toISOString();
      return { url: current.href, status: response.status, contentType, body: decode(body, contentType), fetchedAt };
    }
  } catch (error) {
    if (error instanceof WebReaderError) throw error;
    if (controller.signal.aborted) throw new WebReaderError('TIMEOUT', current.href, { cause: error });
    throw new WebReaderError('UNREACHABLE', current.href, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(
  response: Response,
  maxBytes: number,
  url: string,
  controller: AbortController,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new WebReaderError('TOO_LARGE', url, { detail: `the page is larger than ${formatBytes(maxBytes)}` });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(response);
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      controller.abort();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function decode(bytes: Uint8Array, contentType: string): string {
  const charset = /charset="?([\w-]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : `${Math.round(n / 1024)} KB`;

/** Lets the overall time limit interrupt work that takes no signal (a DNS lookup). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
