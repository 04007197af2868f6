import type { ProviderId } from '#domain/providers';
import { providerReason } from './key-state';
import { ProviderError, type ProviderFailure } from './provider-error';
import type { ProviderContext } from './types';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const MAX_ATTEMPTS = 3;
/** A Retry-After longer than this is not waited for: the call fails as rate-limited instead. */
export const MAX_RETRY_WAIT_MS = 30_000;
const BACKOFF_MS = 500;

export type ProviderRequest = {
  provider: ProviderId;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  body?: unknown;
  /** Statuses that mean "no such record" (People Data Labs answers 404): the call returns null. */
  notFound?: readonly number[];
  /** Provider-specific statuses, e.g. 402 or Tavily's 432 for an exhausted plan. */
  failures?: Partial<Record<number, ProviderFailure>>;
  /** Reads a provider's documented error body when the status alone does not tell (Brave's 422 for a bad key). */
  classify?: (status: number, body: unknown) => ProviderFailure | ProviderError | undefined;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

function buildUrl(baseUrl: string, path: string, query: ProviderRequest['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  return url.toString();
}

const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

/**
 * One provider HTTP call: timeout, up to MAX_ATTEMPTS tries on 429/5xx/network errors with backoff that
 * honours Retry-After, and every failure turned into a ProviderError whose message a user can read.
 */
export async function providerRequest<T>(req: ProviderRequest, ctx: ProviderContext): Promise<T | null> {
  const doFetch = ctx.fetch ?? fetch;
  const sleep = ctx.sleep ?? realSleep;
  const url = buildUrl(ctx.baseUrl, req.path, req.query);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...req.headers,
  };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 1; ; attempt++) {
    await ctx.beforeRequest?.();
    const last = attempt >= MAX_ATTEMPTS;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: req.method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      if (isTimeout(error)) throw new ProviderError(req.provider, 'timeout');
      if (last) throw new ProviderError(req.provider, 'down');
      await sleep(BACKOFF_MS * 2 ** (attempt - 1));
      continue;
    }
    const { status } = response;
    if (status >= 200 && status < 300) {
      await ctx.onKeyOutcome?.({ state: 'working', reason: null });
      return readJson<T>(req.provider, response);
    }
    const errorBody = await readErrorBody(response);
    if (req.notFound?.includes(status)) return null;
    const specific = req.classify?.(status, errorBody) ?? req.failures?.[status];
    if (specific instanceof ProviderError) throw await noted(ctx, specific, errorBody);
    if (specific) throw await noted(ctx, new ProviderError(req.provider, specific, status), errorBody);
    if (status === 401 || status === 403)
      throw await noted(ctx, new ProviderError(req.provider, 'auth', status), errorBody);
    if (status !== 429 && status < 500) {
      throw new ProviderError(req.provider, 'rejected', status);
    }
    const failure: ProviderFailure = status === 429 ? 'rate-limited' : 'down';
    const wait = retryAfterMs(response.headers.get('retry-after')) ?? BACKOFF_MS * 2 ** (attempt - 1);
    if (last || wait > MAX_RETRY_WAIT_MS) throw new ProviderError(req.provider, failure, status);
    await sleep(wait);
  }
}

/** Tells the context what a refusal says of the key (the provider's reason with it), then hands the error back. */
async function noted(ctx: ProviderContext, error: ProviderError, body: unknown): Promise<ProviderError> {
  const state = error.failure === 'auth' ? 'refused' : error.failure === 'quota' ? 'out-of-credits' : null;
  if (state) await ctx.onKeyOutcome?.({ state, reason: providerReason(body, ctx.apiKey) ?? error.message });
  return error;
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return null;
  }
}

async function readJson<T>(provider: ProviderId, response: Response): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ProviderError(provider, isTimeout(error) ? 'timeout' : 'down');
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object') throw new Error('not an object');
    return parsed as T;
  } catch {
    throw new ProviderError(provider, 'bad-response');
  }
}
