import { describe, expect, it } from 'vitest';
import { planAccountMerge, planContactMerge } from './dedupe';
import type { AccountDraft } from './normalize-account';
import type { ContactDraft } from './normalize-contact';

const account = (name: string, extra: Partial<AccountDraft> = {}): AccountDraft => ({
  name,
  nameKey: name.toLowerCase(),
  domain: null,
  industry: null,
  subIndustry: null,
  sizeRange: null,
  employeeCount: null,
  location: null,
  revenueRange: null,
  founded: null,
  description: null,
  ...extra,
});

describe('planAccountMerge', () => {
  it('merges within the file by domain, else by case-insensitive name, filling only empty fields', () => {
    const plan = planAccountMerge(
      [],
      [
        account('Acme', { domain: 'acme.io', industry: 'Software' }),
        account('ACME Inc', { domain: 'acme.io', industry: 'Hardware', location: 'Austin, TX' }),
        account('Beta', { founded: 1999 }),
        account('beta', { domain: 'beta.io', founded: 2001 }),
      ],
    );
    expect(plan.merged).toBe(2);
    expect(plan.updates).toEqual([]);
    expect(plan.inserts).toEqual([
      account('Acme', { domain: 'acme.io', industry: 'Software', location: 'Austin, TX' }),
      account('Beta', { domain: 'beta.io', founded: 1999 }),
    ]);
  });

  it('keeps same-name accounts with different domains apart', () => {
    const plan = planAccountMerge(
      [],
      [account('Delta', { domain: 'delta.com' }), account('Delta', { domain: 'delta-faucet.com' }), account('delta')],
    );
    expect(plan.inserts.map((a) => a.domain)).toEqual(['delta.com', 'delta-faucet.com']);
    expect(plan.merged).toBe(1);
  });

  it('merges into existing accounts and returns only the ones that changed', () => {
    const existing = [
      { ...account('Acme', { domain: 'acme.io', industry: 'Software' }), id: 'a1' },
      { ...account('Gamma'), id: 'g1' },
    ];
    const plan = planAccountMerge(existing, [
      account('Acme Corp', { domain: 'acme.io', industry: 'Other', employeeCount: 40, sizeRange: '11-50' }),
      account('GAMMA', { nameKey: 'gamma' }),
      account('New One', { domain: 'new.io' }),
    ]);
    expect(plan.merged).toBe(2);
    expect(plan.updates).toEqual([
      {
        ...account('Acme', { domain: 'acme.io', industry: 'Software', employeeCount: 40, sizeRange: '11-50' }),
        id: 'a1',
      },
    ]);
    expect(plan.inserts).toEqual([account('New One', { domain: 'new.io' })]);
    expect(existing[0]!.employeeCount).toBeNull(); // inputs are not mutated
  });

  it('finds a duplicate by a domain an earlier merge filled in', () => {
    const plan = planAccountMerge(
      [],
      [account('Zeta'), account('zeta', { domain: 'zeta.io' }), account('Zeta Labs', { domain: 'zeta.io' })],
    );
    expect(plan.inserts).toHaveLength(1);
    expect(plan.merged).toBe(2);
  });
});

const contact = (name: string, extra: Partial<ContactDraft> = {}): ContactDraft => ({
  name,
  title: null,
  email: null,
  phone: null,
  mobilePhone: null,
  linkedinUrl: null,
  location: null,
  organizationName: null,
  organizationDomain: null,
  ...extra,
});

describe('planContactMerge', () => {
  it('merges on e-mail, else on name at the same organization', () => {
    const plan = planContactMerge(
      [{ ...contact('Ada Lovelace', { email: 'ada@acme.io', organizationDomain: 'acme.io' }), id: 'c1' }],
      [
        contact('Ada L.', { email: 'ADA@acme.io', title: 'CTO' }),
        contact('Bob Stone', { organizationName: 'Acme' }),
        contact('bob  stone', { organizationName: 'ACME', phone: '555' }),
        contact('Bob Stone', { organizationName: 'Other Co' }),
        contact('Ada Lovelace', { organizationDomain: 'acme.io', email: 'ada@elsewhere.io' }),
      ],
    );
    expect(plan.merged).toBe(2);
    expect(plan.updates).toEqual([
      { ...contact('Ada Lovelace', { email: 'ada@acme.io', organizationDomain: 'acme.io', title: 'CTO' }), id: 'c1' },
    ]);
    expect(plan.inserts.map((c) => [c.name, c.organizationName, c.phone])).toEqual([
      ['Bob Stone', 'Acme', '555'],
      ['Bob Stone', 'Other Co', null],
      ['Ada Lovelace', null, null],
    ]);
  });
});
