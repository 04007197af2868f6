/**
 * Starts calls at least `gapMs` apart, in the order they were asked for: for a limit a CRM documents per second on
 * some endpoints only (HubSpot's search endpoints: five requests a second per token), beside the client's own
 * limiter for every call.
 */
export function createCallSpacer(gapMs: number) {
  let nextAt = 0;
  return async <T>(call: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + gapMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
    return call();
  };
}
