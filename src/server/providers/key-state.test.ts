import { describe, expect, it } from 'vitest';
import { providerRequest } from './http-client';
import type { KeyOutcome } from './key-state';
import type { ProviderContext } from './types';

const KEY = 'sk-live-1234567890';

/** One provider answer, and what the call reported about the key it carried. */
async function outcomeOf(status: number, body: unknown, failures?: Record<number, 'quota'>) {
  const told: KeyOutcome[] = [];
  const ctx: ProviderContext = {
    apiKey: KEY,
    baseUrl: 'http://provider.test',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    sleep: async () => {},
    onKeyOutcome: async (outcome) => void told.push(outcome),
  };
  await providerRequest({ provider: 'apollo', method: 'GET', path: '/x', failures }, ctx).catch(() => null);
  return told;
}

describe('what a provider answer says about the key', () => {
  it('an accepted call marks the key working', async () => {
    expect(await outcomeOf(200, { ok: true })).toEqual([{ state: 'working', reason: null }]);
  });

  it("a refusal records the provider's own reason, with the key cut out if echoed", async () => {
    expect(await outcomeOf(401, { error: 'Invalid access credentials.' })).toEqual([
      { state: 'refused', reason: 'Invalid access credentials.' },
    ]);
    expect(await outcomeOf(403, { error: { message: `Key ${KEY} is revoked` } })).toEqual([
      { state: 'refused', reason: 'Key [redacted] is revoked' },
    ]);
  });

  it('an exhausted plan marks the key out of credits; other failures say nothing of the key', async () => {
    expect(await outcomeOf(402, { message: 'No credits left' }, { 402: 'quota' })).toEqual([
      { state: 'out-of-credits', reason: 'No credits left' },
    ]);
    expect(await outcomeOf(500, { message: 'boom' })).toEqual([]);
    expect(await outcomeOf(400, { message: 'bad filter' })).toEqual([]);
  });
});
