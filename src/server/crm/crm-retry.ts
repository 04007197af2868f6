import { CrmError } from './crm-error';

export type RetryOptions = {
  /** Attempts after the first. */
  retries: number;
  timeoutMs: number;
  /** What a 429 without Retry-After waits: the CRM's documented window (HubSpot: 10 seconds). */
  rateWindowMs: number;
  /** Longest wait a Retry-After is honoured for; a longer one fails the call (said in words). */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Turns whatever the client threw into a CrmError. */
  describe: (error: unknown) => CrmError;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rejects after `ms` with a timeout CrmError (the request itself is left to end on its own). */
function withTimeout<T>(work: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new CrmError(`${label} did not answer within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`}`, 0),
        ),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One CRM call with a timeout, tried again on 429 (waiting what Retry-After says, else the rate window), 5xx,
 * a timeout or a dropped connection; any other failure is final at once. Returns the result and the calls made.
 */
export async function withCrmRetry<T>(
  label: string,
  call: () => Promise<T>,
  options: RetryOptions,
  count?: (calls: number) => void,
): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  const maxWait = options.maxWaitMs ?? 60_000;
  for (let attempt = 0; ; attempt++) {
    count?.(1);
    try {
      return await withTimeout(call(), options.timeoutMs, label);
    } catch (thrown) {
      const error = thrown instanceof CrmError ? thrown : options.describe(thrown);
      if (!error.retryable || attempt >= options.retries) throw error;
      const wait =
        error.status === 429
          ? error.retryAfterSeconds !== null
            ? error.retryAfterSeconds * 1000
            : options.rateWindowMs
          : Math.min(250 * 2 ** attempt, 4000);
      if (wait > maxWait)
        throw new CrmError(`${error.message} (asked to wait ${Math.round(wait / 1000)} s)`, error.status);
      await sleep(wait);
    }
  }
}
