import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, redactSecretText } from './audit-redaction';

describe('redactSecrets', () => {
  it('replaces fields named like secrets at any depth, case and separators aside', () => {
    const body = {
      name: 'Acme',
      apiKey: 'k-1',
      API_KEY: 'k-2',
      nested: [{ accessToken: 't', refresh_token: 't2', inner: { Password: { any: 'shape' } } }],
      'client-secret': 's',
      Authorization: 'x',
      maxTokens: 800,
      count: 3,
    };
    expect(redactSecrets(body)).toEqual({
      name: 'Acme',
      apiKey: REDACTED,
      API_KEY: REDACTED,
      nested: [{ accessToken: REDACTED, refresh_token: REDACTED, inner: { Password: REDACTED } }],
      'client-secret': REDACTED,
      Authorization: REDACTED,
      maxTokens: 800,
      count: 3,
    });
  });

  it('replaces values shaped like secrets under any name, and leaves ids alone', () => {
    const id = '6f1c2a9e-3b7d-4c1e-9a2b-1c2d3e4f5a6b';
    expect(
      redactSecrets({
        id,
        h: 'Bearer abcdefgh12345',
        k: 'sk_live_abcdefghijklmnop',
        j: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
      }),
    ).toEqual({ id, h: REDACTED, k: REDACTED, j: REDACTED });
    expect(redactSecrets('Bearer abcdefgh12345')).toBe(REDACTED);
    expect(redactSecrets(null)).toBeNull();
  });

  it('walks 100,000 levels without a stack overflow and keeps __proto__ a plain field', () => {
    let deep: unknown = { token: 'x' };
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let out = redactSecrets(deep);
    for (let i = 0; i < 100_000; i++) out = (out as unknown[])[0];
    expect(out).toEqual({ token: REDACTED });
    const forged = JSON.parse('{"__proto__": {"apiKey": "k"}}') as object;
    const copy = redactSecrets(forged) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).apiKey).toBeUndefined();
  });

  it('keeps raw text only when it names no secret', () => {
    expect(redactSecretText('plain note')).toBe('plain note');
    expect(redactSecretText('api_key=abc')).toBe(REDACTED);
  });
});
