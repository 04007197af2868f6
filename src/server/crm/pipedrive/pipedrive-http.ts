import { CrmError } from '../crm-error';
import { withCrmRetry } from '../crm-retry';

/**
 * Pipedrive's REST API through fetch, with the personal API token in the x-api-token header
 * (pipedrive.readme.io "Authentication"). Paths name their version: /v1/… or /api/v2/….
 *
 * Rate limits (pipedrive.readme.io "Rate limiting"): a 2-second window per token, told on every answer by
 * x-ratelimit-limit / x-ratelimit-remaining / x-ratelimit-reset; when the window is spent the next call waits
 * x-ratelimit-reset seconds, and a 429 is tried again after its Retry-After (else one window).
 */
export type PipedriveHttpOptions = {
  token: string;
  baseUrl?: string;
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
};
export type PipedriveHttp = {
  get: (path: string, query?: Record<string, string | number | undefined>) => Promise<any>;
  send: (method: 'POST' | 'PATCH', path: string, body: unknown) => Promise<any>;
  calls: () => number;
};

const DEFAULT_BASE = 'https://api.pipedrive.com';
const WINDOW_MS = 2000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Pipedrive's error answer ({ success: false, error, error_info }) or a transport failure, in words. */
export function describePipedriveError(error: unknown): CrmError {
  if (error instanceof CrmError) return error;
  const message = (error as Error)?.message ?? String(error);
  return new CrmError(`Could not reach Pipedrive: ${message}`, 0);
}

function statusError(status: number, body: any, retryAfter: string | null): CrmError {
  const said = typeof body?.error === 'string' ? body.error : null;
  if (status === 401)
    return new CrmError('Pipedrive refused the API token. Check the personal API token on the Integrations tab.', 401);
  if (status === 403)
    return new CrmError(
      `Pipedrive refused the call: the token's user lacks the permission it needs${said ? `: ${said}` : ''}`,
      403,
    );
  if (status === 429) {
    const seconds = Number(retryAfter);
    return new CrmError(
      'Pipedrive is rate limiting calls (its 2-second window is full)',
      429,
      retryAfter !== null && Number.isFinite(seconds) ? seconds : null,
    );
  }
  if (status >= 500) return new CrmError(`Pipedrive had a server error (HTTP ${status})`, status);
  return new CrmError(said ? `Pipedrive said: ${said}` : `Pipedrive answered HTTP ${status}`, status);
}

export function createPipedriveHttp(options: PipedriveHttpOptions): PipedriveHttp {
  const base = (options.baseUrl ?? DEFAULT_BASE).replace(/\/+$/, '');
  const sleep = options.sleep ?? defaultSleep;
  let calls = 0;
  let windowOpensAt = 0;
  const retry = {
    retries: 3,
    timeoutMs: options.timeoutMs,
    rateWindowMs: WINDOW_MS,
    sleep: options.sleep,
    describe: describePipedriveError,
  };

  const once = async (method: string, url: string, body?: unknown) => {
    const wait = windowOpensAt - Date.now();
    if (wait > 0) await sleep(wait);
    const response = await fetch(url, {
      method,
      headers: {
        'x-api-token': options.token,
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      // The retry wrapper gives up at timeoutMs; this ends the request itself a little later.
      signal: AbortSignal.timeout(options.timeoutMs + 1000),
    });
    if (response.headers.get('x-ratelimit-remaining') === '0') {
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      windowOpensAt = Date.now() + (Number.isFinite(reset) && reset > 0 ? reset * 1000 : WINDOW_MS);
    }
    const text = await response.text();
    let parsed: any = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok) throw new CrmError('Pipedrive answered with something that is not JSON', 0);
    }
    if (!response.ok) throw statusError(response.status, parsed, response.headers.get('retry-after'));
    if (parsed?.success === false) throw statusError(400, parsed, null);
    return parsed;
  };

  const url = (path: string, query?: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== '') search.set(name, String(value));
    const qs = search.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  };
  const run = <T>(call: () => Promise<T>) => withCrmRetry('Pipedrive', call, retry, (n) => (calls += n));

  return {
    get: (path, query) => run(() => once('GET', url(path, query))),
    send: (method, path, body) => run(() => once(method, url(path), body)),
    calls: () => calls,
  };
}
