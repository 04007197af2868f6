import { describe, expect, it } from 'vitest';
import { domainAndParents, parseSuppressionInput } from './suppression';

describe('do-not-contact input', () => {
  it('tells addresses from domains and normalises them', () => {
    expect(parseSuppressionInput('  Jane@Acme.com ')).toEqual({ kind: 'email', value: 'jane@acme.com' });
    expect(parseSuppressionInput('mailto:jane@acme.com')).toEqual({ kind: 'email', value: 'jane@acme.com' });
    for (const domain of ['acme.com', '@acme.com', '*.acme.com', 'https://www.acme.com/about', 'ACME.COM'])
      expect(parseSuppressionInput(domain), domain).toEqual({ kind: 'domain', value: 'acme.com' });
  });

  it('refuses what is neither, with the reason', () => {
    expect(parseSuppressionInput('')).toEqual({ error: 'Enter an e-mail address or a domain' });
    expect(parseSuppressionInput('jane@acme')).toEqual({
      error: '"jane@acme" is not a valid e-mail address: "acme" is not a domain name',
    });
    expect(parseSuppressionInput('not a domain')).toEqual({
      error: '"not a domain" is neither an e-mail address nor a domain',
    });
  });

  it('covers subdomains through the domains above them', () => {
    expect(domainAndParents('eu.mail.acme.co')).toEqual(['eu.mail.acme.co', 'mail.acme.co', 'acme.co']);
  });
});
