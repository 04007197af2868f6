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
