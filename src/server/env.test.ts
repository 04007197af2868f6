import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv: job settings', () => {
  it('holds jobs on a 30-second lease unless JOB_LEASE_SECONDS says otherwise (3-600)', () => {
    expect(loadEnv({}).JOB_LEASE_SECONDS).toBe(30);
    expect(loadEnv({ JOB_LEASE_SECONDS: '12' }).JOB_LEASE_SECONDS).toBe(12);
    expect(() => loadEnv({ JOB_LEASE_SECONDS: '1' })).toThrow(/JOB_LEASE_SECONDS/);
  });

  it('refuses the crash-test hook in production', () => {
    expect(loadEnv({ TEST_KILL_AFTER_CHARGE: '2' }).TEST_KILL_AFTER_CHARGE).toBe(2);
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_KILL_AFTER_CHARGE: '1' })).toThrow(/TEST_KILL_AFTER_CHARGE/);
  });
});

describe('loadEnv: secrets and providers', () => {
  it('requires SECRETS_KEY in production, and only there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY: required in production/);
    expect(loadEnv({ NODE_ENV: 'production', SECRETS_KEY: 'x'.repeat(44) }).SECRETS_KEY).toHaveLength(44);
    expect(loadEnv({}).SECRETS_KEY).toBeUndefined();
  });

  it('reads provider base URLs and refuses one that is not a URL', () => {
    expect(loadEnv({ APOLLO_BASE_URL: 'http://127.0.0.1:9999' }).APOLLO_BASE_URL).toBe('http://127.0.0.1:9999');
    expect(() => loadEnv({ SEARXNG_URL: 'not a url' })).toThrow(/SEARXNG_URL/);
  });
});
