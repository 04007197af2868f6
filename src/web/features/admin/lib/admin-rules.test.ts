import { describe, expect, it } from 'vitest';
import { canExtractCompany, deletionAnswer, deletionPhrase, formatLastSignIn } from './admin-rules';

describe('User Management rules', () => {
  it('accepts only the exact DELETE <email> phrase; a cancelled prompt is its own case', () => {
    expect(deletionPhrase('ann@acme.io')).toBe('DELETE ann@acme.io');
    expect(deletionAnswer('DELETE ann@acme.io', 'ann@acme.io')).toBe('confirmed');
    expect(deletionAnswer('delete ann@acme.io', 'ann@acme.io')).toBe('mismatch');
    expect(deletionAnswer('DELETE ann@acme.io ', 'ann@acme.io')).toBe('mismatch');
    expect(deletionAnswer('', 'ann@acme.io')).toBe('mismatch');
    expect(deletionAnswer(null, 'ann@acme.io')).toBe('cancelled');
  });

  it('hides Extract Company for users with a company or a free-provider domain', () => {
    const user = (email: string, extra: { companyName?: string | null; companies?: unknown[] } = {}) => ({
      email,
      companyName: null,
      companies: [],
      ...extra,
    });
    expect(canExtractCompany(user('bob@initech.io'))).toBe(true);
    for (const free of [
      'gmail.com',
      'yahoo.com',
      'outlook.com',
      'hotmail.com',
      'icloud.com',
      'aol.com',
      'protonmail.com',
    ]) {
      expect(canExtractCompany(user(`bob@${free}`)), free).toBe(false);
    }
    expect(canExtractCompany(user('bob@initech.io', { companies: [{ id: 'c' }] }))).toBe(false);
    expect(canExtractCompany(user('bob@initech.io', { companyName: 'Initech' }))).toBe(false);
  });

  it('formats the last sign-in in en-US, or Never', () => {
    expect(formatLastSignIn(null)).toBe('Never');
    expect(formatLastSignIn('2025-03-04T15:07:00Z')).toMatch(/^Mar [45], 2025, \d{1,2}:07 (AM|PM)$/);
  });
});
