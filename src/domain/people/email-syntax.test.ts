import { describe, expect, it } from 'vitest';
import { emailSyntaxProblem, isRoleAddress } from './email-syntax';

describe('e-mail syntax', () => {
  it('accepts ordinary work addresses, +tags, subdomains and IDN top-level domains', () => {
    for (const ok of ['jane.doe@acme.com', 'j+sales@eu.mail.acme.co.uk', "o'brien@acme.ie", 'x@acme.xn--p1ai'])
      expect(emailSyntaxProblem(ok), ok).toBeNull();
  });

  it('says what is wrong with a malformed address', () => {
    expect(emailSyntaxProblem('jane.acme.com')).toBe('it has no @ between a name and a domain');
    expect(emailSyntaxProblem('jane@')).toBe('it has no @ between a name and a domain');
    expect(emailSyntaxProblem('jane..doe@acme.com')).toBe('the part before @ has characters an address cannot have');
    expect(emailSyntaxProblem('ja ne@acme.com')).toBe('the part before @ has characters an address cannot have');
    expect(emailSyntaxProblem('jane@acme')).toBe('"acme" is not a domain name');
    expect(emailSyntaxProblem('jane@-acme.com')).toBe('"-acme.com" is not a domain name');
    expect(emailSyntaxProblem('jane@acme.c0m')).toBe('"acme.c0m" does not end in a real top-level domain');
    expect(emailSyntaxProblem(`${'a'.repeat(65)}@acme.com`)).toBe('the part before @ is longer than 64 characters');
  });
});

describe('role addresses', () => {
  it('recognises shared mailboxes, whatever the case, separators or +tag', () => {
    for (const role of [
      'info@acme.com',
      'SALES@acme.com',
      'no-reply@acme.com',
      'customer.service@acme.com',
      'support+eu@acme.com',
    ])
      expect(isRoleAddress(role), role).toBe(true);
  });

  it('leaves people alone, even those whose name starts like a role', () => {
    for (const person of [
      'maria@acme.com',
      'salesforce.admin.jane@acme.com',
      'info.smith@acme.com',
      'hr.jones@acme.com',
    ])
      expect(isRoleAddress(person), person).toBe(false);
  });
});
