/**
 * @hono/node-server's light Response keeps what it was made from ([status, body, headers]) under its own `cache`
 * symbol and is written out from that; reading its body through arrayBuffer() would first build a full Response
 * and stream the body back (~0.3 ms for a 30 kB answer), and reading its `headers` turns a plain record into a
 * WHATWG Headers object that the adapter then copies back header by header. The symbol is private, so it is looked
 * up by description; without it (another adapter, a Response built elsewhere) there is nothing to read.
 */
export type HeaderRecord = Record<string, string | string[]>;
export type LightParts = { status: number; body: unknown; headers: Headers | HeaderRecord | string[][] | undefined };

let lightCacheKey: symbol | undefined;

export function lightParts(response: Response): LightParts | undefined {
  lightCacheKey ??= Object.getOwnPropertySymbols(response).find((key) => key.description === 'cache');
  const cache = lightCacheKey
    ? (response as unknown as Record<symbol, [number, unknown, LightParts['headers']] | undefined>)[lightCacheKey]
    : undefined;
  return cache && { status: cache[0], body: cache[1], headers: cache[2] };
}

/** The headers as a plain record when they are one (not a Headers object, not a list of pairs). */
export const plainHeaders = (headers: LightParts['headers']): HeaderRecord | undefined =>
  headers === undefined
    ? {}
    : headers instanceof Headers || Array.isArray(headers)
      ? undefined
      : (headers as HeaderRecord);

/**
 * The headers of a plain record named in `wanted` (lower case), whatever their case there, in one pass over it: an
 * answer's few headers are each compared only with the wanted names of the same length.
 */
export function pickHeaders<N extends string>(headers: HeaderRecord, wanted: readonly N[]): Partial<Record<N, string>> {
  const found: Partial<Record<N, string>> = {};
  for (const key in headers) {
    for (const name of wanted) {
      if (key.length !== name.length || (key !== name && key.toLowerCase() !== name)) continue;
      const value = headers[key]!;
      found[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return found;
}
