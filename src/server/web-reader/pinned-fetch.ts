import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { defaultLookup, hostOf, isBlockedAddress, type GuardOptions, type LookupFn } from './address-guard';
import { ACCEPT_ENCODING, toResponse } from './node-response';
import { pinnedLookup } from './pinned-lookup';
import { WebReaderError } from './web-reader-errors';

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

type Agents = { http: http.Agent; https: https.Agent };

const agentsByResolver = new WeakMap<LookupFn, Map<boolean, Agents>>();

/**
 * Kept-alive connections are reused without a new lookup, so each guard setting (resolver, allowPrivate) gets its own
 * pool: a socket opened under a looser setting is never lent to a stricter one.
 */
function agentsFor(guard: GuardOptions): Agents {
  const resolver = guard.lookup ?? defaultLookup;
  let byAllow = agentsByResolver.get(resolver);
  if (!byAllow) agentsByResolver.set(resolver, (byAllow = new Map()));
  const allow = guard.allowPrivate === true;
  let agents = byAllow.get(allow);
  if (!agents) {
    const options = { keepAlive: true, scheduling: 'lifo', timeout: 5_000 } as const; // as Node's global agent
    byAllow.set(allow, (agents = { http: new http.Agent(options), https: new https.Agent(options) }));
  }
  return agents;
}

/**
 * A fetch (GET/HEAD, no redirects followed) over node:http/https whose connections go only to addresses the guard
 * checked: IP literals are checked here, names in the socket's own lookup (see pinnedLookup). TLS still names and
 * verifies the URL's host, since only the address lookup is replaced.
 */
export function createPinnedFetch(guard: GuardOptions): FetchFn {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input);
      const host = hostOf(url);
      // A socket given an IP literal connects without calling lookup.
      if (isIP(host) && !guard.allowPrivate && isBlockedAddress(host))
        return reject(new WebReaderError('BLOCKED_ADDRESS', url.href));
      const method = init.method ?? 'GET';
      const headers = Object.fromEntries(new Headers(init.headers));
      headers['accept-encoding'] ??= ACCEPT_ENCODING;
      const secure = url.protocol === 'https:';
      const agents = agentsFor(guard);
      const request = (secure ? https : http).request(url, {
        method,
        headers,
        agent: secure ? agents.https : agents.http,
        lookup: pinnedLookup(url.href, guard),
        signal: init.signal ?? undefined,
      });
      request.once('response', (res) => {
        try {
          resolve(toResponse(res, method));
        } catch (error) {
          res.destroy();
          reject(error);
        }
      });
      request.on('error', reject);
      request.end();
    });
}
