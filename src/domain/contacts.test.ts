import { describe, expect, it } from 'vitest';
import {
  dedupeContacts,
  dedupeOrganizationsByName,
  dropKnownEmails,
  formatElapsed,
  linkedinHref,
  maskPhone,
  matchesContactSearch,
  matchesSolution,
  researchProgress,
  truncateEmail,
} from './contacts';

describe('contact display rules', () => {
  it('masks phones to the last four digits', () => {
    expect(maskPhone('+1 (415) 555-0199')).toBe('•••-•••-0199');
    expect(maskPhone(null)).toBeNull();
  });
  it('truncates e-mails at 25 characters then dots', () => {
    expect(truncateEmail('a.very.long.address@example-company.com')).toBe('a.very.long.address@examp...');
    expect(truncateEmail('short@acme.io')).toBe('short@acme.io');
  });
  it('prepends https to LinkedIn links without a scheme', () => {
    expect(linkedinHref('linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada');
    expect(linkedinHref('http://linkedin.com/in/ada')).toBe('http://linkedin.com/in/ada');
  });
  it('searches name, title and department case-insensitively', () => {
    const c = { name: 'Ada Lovelace', title: 'VP Engineering', department: 'Engineering' };
    expect(matchesContactSearch(c, 'vp eng')).toBe(true);
    expect(matchesContactSearch(c, 'sales')).toBe(false);
  });
  it('matches solutions by id when both have one, else by name', () => {
    expect(matchesSolution({ solutionId: 'a', associatedSolution: 'X' }, { id: 'b', product: 'X' })).toBe(false);
    expect(matchesSolution({ associatedSolution: 'Docs Hosting' }, { id: 'b', product: 'docs hosting' })).toBe(true);
  });
  it('dedupes by e-mail plus solution keeping the newest, and keeps contacts without e-mail', () => {
    const rows = [
      { id: 1, email: 'A@x.io', associatedSolution: 'S', createdAt: '2026-01-01' },
      { id: 2, email: 'a@x.io', associatedSolution: 'S', createdAt: '2026-02-01' },
      { id: 3, email: 'a@x.io', associatedSolution: 'T', createdAt: '2026-01-01' },
      { id: 4, email: null, createdAt: '2026-01-01' },
      { id: 5, email: null, createdAt: '2026-01-01' },
    ];
    expect(dedupeContacts(rows).map((r) => r.id)).toEqual([2, 3, 4, 5]);
  });
  it('drops solution contacts repeating a known e-mail', () => {
    expect(
      dropKnownEmails([{ email: 'a@x.io' }, { email: 'b@x.io' }, { email: null }], [{ email: 'A@x.io' }]),
    ).toHaveLength(2);
  });
  it('dedupes picker names keeping the higher fit, then the newer', () => {
    const orgs = [
      { id: 1, name: 'Acme', fitScore: 70, createdAt: '2026-01-01' },
      { id: 2, name: 'ACME', fitScore: 80, createdAt: '2026-01-01' },
      { id: 3, name: 'Beta', fitScore: 50, createdAt: '2026-01-01' },
      { id: 4, name: 'beta', fitScore: 50, createdAt: '2026-03-01' },
    ];
    expect(dedupeOrganizationsByName(orgs).map((o) => o.id)).toEqual([2, 4]);
  });
  it('computes research progress capped at 90 % over 600 s', () => {
    expect(researchProgress(300, 'researching')).toEqual({ percent: 45, remainingSeconds: 300 });
    expect(researchProgress(900, 'researching')).toEqual({ percent: 90, remainingSeconds: 0 });
    expect(researchProgress(10, 'completed').percent).toBe(100);
    expect(formatElapsed(75)).toBe('1:15');
  });
});
