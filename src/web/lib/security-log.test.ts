// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSecurityLog, logSecurityEvent, SECURITY_LOG_KEY, type SecurityLogEntry } from './security-log';

const stored = () => JSON.parse(localStorage.getItem(SECURITY_LOG_KEY) ?? '[]') as SecurityLogEntry[];

describe('local security log', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('stores the entry shape with an empty ip address and the browser user agent', () => {
    logSecurityEvent('auth_failure', { email: 'ann@acme.io', error_message: 'Invalid email or password.' }, 'user-1');
    const [entry] = stored();
    expect(entry).toEqual({
      id: expect.any(String),
      event_type: 'auth_failure',
      details: { email: 'ann@acme.io', error_message: 'Invalid email or password.', timestamp: entry!.timestamp },
      user_id: 'user-1',
      client_info: { ip_address: '', user_agent: navigator.userAgent, timestamp: entry!.timestamp },
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('keeps at most 100 entries, dropping the oldest', () => {
    for (let i = 0; i < 105; i++) logSecurityEvent('auth_success', { email: `u${i}@acme.io` });
    const all = stored();
    expect(all).toHaveLength(100);
    expect(all[0]!.details.email).toBe('u5@acme.io');
    expect(all.at(-1)!.details.email).toBe('u104@acme.io');
  });

  it('reads the newest 50 by default, newest first, or as many as asked', () => {
    for (let i = 0; i < 60; i++) logSecurityEvent('account_created', { email: `u${i}@acme.io` });
    const latest = getSecurityLog();
    expect(latest).toHaveLength(50);
    expect(latest[0]!.details.email).toBe('u59@acme.io');
    expect(latest[49]!.details.email).toBe('u10@acme.io');
    expect(getSecurityLog(20).map((e) => e.details.email)).toEqual(
      Array.from({ length: 20 }, (_, i) => `u${59 - i}@acme.io`),
    );
    expect(getSecurityLog(0)).toEqual([]);
  });

  it('catches its own failures and writes the console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => logSecurityEvent('suspicious_activity', {})).not.toThrow();
    expect(error).toHaveBeenCalledWith('Failed to log security event', expect.any(Error));
  });

  it('starts afresh over corrupt storage and reads it as empty', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(SECURITY_LOG_KEY, '{not json');
    expect(getSecurityLog()).toEqual([]);
    logSecurityEvent('password_change', {});
    expect(getSecurityLog().map((e) => e.event_type)).toEqual(['password_change']);
  });
});
