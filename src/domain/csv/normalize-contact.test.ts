import { describe, expect, it } from 'vitest';
import type { ContactMapping } from './account-mapping';
import { linkedinUrlOf, normalizeContactRow } from './normalize-contact';

const mapping: ContactMapping = {
  columns: {
    firstName: 'First',
    lastName: 'Last',
    title: 'Title',
    email: 'Email',
    linkedin: 'LinkedIn',
    companyName: 'Company',
    companyDomain: 'Domain',
  },
};
const row = (line: number, values: Record<string, string>) => ({ line, values });

describe('normalizeContactRow', () => {
  it('joins first and last name, cleans e-mail, LinkedIn and company domain', () => {
    const result = normalizeContactRow(
      row(2, {
        First: 'GRACE',
        Last: 'HOPPER',
        Title: 'Director, Platform',
        Email: 'mailto:Grace@Contoso.com',
        LinkedIn: 'linkedin.com/in/grace',
        Company: 'CONTOSO',
        Domain: 'https://www.contoso.com/',
      }),
      mapping,
    );
    expect(result).toEqual({
      ok: true,
      line: 2,
      value: {
        name: 'Grace Hopper',
        title: 'Director, Platform',
        email: 'grace@contoso.com',
        phone: null,
        mobilePhone: null,
        linkedinUrl: 'https://www.linkedin.com/in/grace',
        location: null,
        organizationName: 'Contoso',
        organizationDomain: 'contoso.com',
      },
    });
  });

  it('uses a full-name column and keeps company names as written in a mixed file', () => {
    const result = normalizeContactRow(
      row(3, { Founder: 'Alex Solomon', Company: 'ICQ' }),
      { columns: { name: 'Founder', companyName: 'Company' } },
      { caseCompanies: false },
    );
    expect(result).toMatchObject({ ok: true, value: { name: 'Alex Solomon', organizationName: 'ICQ' } });
  });

  it('reports an empty name and bad e-mail, LinkedIn or domain by line', () => {
    const result = normalizeContactRow(
      row(9, { First: '', Last: 'N/A', Email: 'nope', LinkedIn: 'https://example.com/me', Domain: 'not a domain' }),
      mapping,
    );
    expect(result).toEqual({
      ok: false,
      line: 9,
      message:
        "Line 9: name is empty; email 'nope' is not an e-mail address; linkedin 'https://example.com/me' is not a LinkedIn profile; website 'not a domain' is not a URL or domain",
    });
  });
});

describe('linkedinUrlOf', () => {
  it('accepts profile URLs in any form and bare handles', () => {
    expect(linkedinUrlOf('https://uk.linkedin.com/in/ada-lovelace/?trk=x')).toBe(
      'https://www.linkedin.com/in/ada-lovelace',
    );
    expect(linkedinUrlOf('www.linkedin.com/company/acme')).toBe('https://www.linkedin.com/company/acme');
    expect(linkedinUrlOf('ada-lovelace')).toBe('https://www.linkedin.com/in/ada-lovelace');
    expect(linkedinUrlOf('Ada Lovelace')).toBeNull();
  });
});
