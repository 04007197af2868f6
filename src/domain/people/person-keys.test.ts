import { describe, expect, it } from 'vitest';
import { nameKey, normalizeLinkedinKey, organizationKey, samePerson } from './person-keys';

describe('person keys', () => {
  it('compares names without case, accents, punctuation, honorifics or suffixes', () => {
    expect(nameKey('Dr. José  Núñez, PhD')).toBe('jose nunez');
    expect(nameKey("Siobhán O'Brien")).toBe('siobhan obrien');
    expect(nameKey('   ')).toBeNull();
  });

  it('reduces LinkedIn URLs to host and profile path', () => {
    const key = 'linkedin.com/in/jane-doe';
    for (const url of [
      'https://www.linkedin.com/in/jane-doe/',
      'linkedin.com/in/Jane-Doe?trk=x',
      'http://uk.linkedin.com/in/jane-doe',
    ])
      expect(normalizeLinkedinKey(url), url).toBe(key);
    expect(normalizeLinkedinKey('')).toBeNull();
  });

  it('keys an organization by its site host, else by its name', () => {
    expect(organizationKey({ name: 'GitLab', website: 'https://www.gitlab.com/' })).toBe('gitlab.com');
    expect(organizationKey({ name: 'Acme, Inc.', website: null })).toBe('acme inc');
  });
});

describe('samePerson (dedupe within an organization)', () => {
  it('matches by e-mail, then LinkedIn, then name', () => {
    expect(samePerson({ email: 'JANE@acme.com', name: 'J. Doe' }, { email: 'jane@acme.com', name: 'Jane Doe' })).toBe(
      true,
    );
    expect(
      samePerson(
        { linkedinUrl: 'linkedin.com/in/jd', name: 'J.' },
        { linkedinUrl: 'https://www.linkedin.com/in/jd/', name: 'Jane' },
      ),
    ).toBe(true);
    expect(samePerson({ name: 'Jane Doe' }, { name: 'jane  doe', email: 'jane@acme.com' })).toBe(true);
  });

  it('keeps apart two people who share a name but not an address or a profile', () => {
    expect(
      samePerson({ name: 'John Smith', email: 'john@acme.com' }, { name: 'John Smith', email: 'jsmith2@acme.com' }),
    ).toBe(false);
    expect(
      samePerson(
        { name: 'John Smith', linkedinUrl: 'linkedin.com/in/a' },
        { name: 'John Smith', linkedinUrl: 'linkedin.com/in/b' },
      ),
    ).toBe(false);
    expect(samePerson({ name: 'Jane Doe' }, { name: 'Jane Dow' })).toBe(false);
  });
});
