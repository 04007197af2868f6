import { describe, expect, it } from 'vitest';
import { withCrmRetry } from '../crm-retry';
import { describeHubSpotError } from './hubspot-errors';

/** What @hubspot/api-client throws for an HTTP error: an ApiException with code, body and headers. */
const apiException = (code: number, body: unknown, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`HTTP-Code: ${code}`), { code, body, headers });

// The 429 bodies of HubSpot's "API usage guidelines and limits" (error responses): policyName names the limit.
const TEN_SECONDLY = {
  status: 'error',
  message: 'You have reached your ten_secondly_rolling limit.',
  errorType: 'RATE_LIMIT',
  policyName: 'TEN_SECONDLY_ROLLING',
};
const DAILY = {
  status: 'error',
  message: 'You have reached your daily limit.',
  errorType: 'RATE_LIMIT',
  policyName: 'DAILY',
};

async function callsUntilDone(error: unknown) {
  let calls = 0;
  const waits: number[] = [];
  const outcome = await withCrmRetry(
    'HubSpot',
    async () => {
      calls++;
      throw error;
    },
    {
      retries: 3,
      timeoutMs: 1000,
      rateWindowMs: 10_000,
      describe: describeHubSpotError,
      sleep: async (ms) => void waits.push(ms),
    },
  ).catch((e: Error) => e.message);
  return { calls, waits, outcome };
}

describe('HubSpot rate limits in words', () => {
  it('waits the 10-second window (or Retry-After) when the rolling limit is full, then tries again', async () => {
    const { calls, waits, outcome } = await callsUntilDone(apiException(429, TEN_SECONDLY, { 'retry-after': '2' }));
    expect(calls).toBe(4);
    expect(waits).toEqual([2000, 2000, 2000]);
    expect(outcome).toBe('HubSpot is rate limiting calls (its 10-second window is full)');
    expect((await callsUntilDone(apiException(429, TEN_SECONDLY))).waits).toEqual([10_000, 10_000, 10_000]);
  });

  it('says the daily limit is used up, and does not try again within the day', async () => {
    const { calls, waits, outcome } = await callsUntilDone(apiException(429, DAILY));
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
    expect(outcome).toBe(
      "HubSpot's daily API limit for this account is used up; calls work again after midnight in the account's time zone",
    );
  });
});
