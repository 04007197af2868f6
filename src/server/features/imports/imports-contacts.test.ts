import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant';
import { listImportedCandidates, listImportedPeopleFor } from './imports.queries';
import { createImportsTestApp, fixtureCsv, MIXED_MAPPING } from './imports.test-support';

const CONTACT_MAPPING = {
  columns: {
    firstName: 'First Name',
    lastName: 'Last Name',
    title: 'Job Title',
    email: 'Email',
    phone: 'Phone',
    linkedin: 'LinkedIn',
    companyName: 'Company',
    companyDomain: 'Company Domain',
  },
};

describe('contact imports and the queries targeting and contacts use', () => {
  let h: Awaited<ReturnType<typeof createImportsTestApp>>;
  let owner: { cookie: string; companyId: string };
  beforeAll(async () => {
    h = await createImportsTestApp();
    owner = await h.t.ownerWithCompany('nia@acme.io', 'People Co', 'people-co');
  });
  afterAll(() => h.t.close());

  it('suggests first/last name, title, e-mail… for a people list', async () => {
    const res = await h.call('POST', '/api/imports/preview', { csv: fixtureCsv('contacts.csv'), kind: 'contacts' }, owner.cookie);
    expect(res.json.totalRows).toBe(6);
    expect(res.json.suggestedMapping.columns).toEqual(CONTACT_MAPPING.columns);
  });

  it('imports people, merges the same e-mail and reports bad rows by line', async () => {
    const res = await h.call('POST', '/api/imports/contacts', { csv: fixtureCsv('contacts.csv'), mapping: CONTACT_MAPPING }, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      imported: 3,
      merged: 1,
      skipped: 2,
      errors: [
        { line: 4, message: "Line 4: email 'not-an-email' is not an e-mail address" },
        { line: 5, message: 'Line 5: name is empty' },
      ],
    });
    const list = await h.call('GET', '/api/imports/contacts', undefined, owner.cookie);
    expect(list.json.total).toBe(3);
    const grace = list.json.contacts.find((c: { name: string }) => c.name === 'Grace Hopper');
    expect(grace).toMatchObject({ title: 'Director, Platform', email: 'grace@contoso.com', organizationDomain: 'contoso.com' });
  });

  it('finds an organization’s imported people by domain, e-mail domain or name', async () => {
    const { db } = h.t.database;
    const people = (organizationName: string, domain: string | null) =>
      withTenant(db, owner.companyId, (tx) => listImportedPeopleFor(tx, { companyId: owner.companyId, organizationName, domain }));
    expect(await people('Northwind', 'https://www.northwind.example.com/')).toEqual([
      { name: 'Ada Lovelace', title: 'VP Engineering', email: 'ada@northwind.example.com', phone: '+1 206 555 0100', mobilePhone: null, linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace', location: null, importedAt: expect.any(Date) },
    ]);
    expect((await people('TAILSPIN TOYS', null)).map((p) => p.name)).toEqual(['Linus Pauling']);
    expect(await people('Nobody Inc', 'nobody.example.com')).toEqual([]);
    const stranger = await h.t.ownerWithCompany('oli@other.io', 'Other People', 'other-people');
    const leaked = await withTenant(db, stranger.companyId, (tx) => listImportedPeopleFor(tx, { companyId: stranger.companyId, organizationName: 'Contoso Ltd', domain: 'contoso.com' }));
    expect(leaked).toEqual([]);
  });

  it('lists imported accounts as rankable candidates with keywords', async () => {
    await h.call('POST', '/api/imports/accounts', { csv: fixtureCsv('accounts-mixed.csv'), mapping: MIXED_MAPPING }, owner.cookie);
    const candidates = await withTenant(h.t.database.db, owner.companyId, (tx) => listImportedCandidates(tx, { companyId: owner.companyId }));
    expect(candidates).toHaveLength(5);
    const northwind = candidates.find((c) => c.name === 'Northwind Traders')!;
    expect(northwind).toMatchObject({ source: 'import', domain: 'northwind.example.com', industry: 'Wholesale', sizeRange: '1001-5000', revenueRange: '$100M-$1B' });
    expect(northwind.key).toMatch(/^import:[0-9a-f-]{36}$/);
    expect(northwind.keywords).toEqual(expect.arrayContaining(['wholesale', 'food', 'distribution', 'imports', 'exports']));
  });

  it('clears the contacts', async () => {
    expect((await h.call('DELETE', '/api/imports/contacts', undefined, owner.cookie)).json).toEqual({ deleted: 3 });
  });
});
