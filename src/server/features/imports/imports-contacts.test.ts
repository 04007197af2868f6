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
    const res = await h.call(
      'POST',
      '/api/imports/preview',
      { csv: fixtureCsv('contacts.csv'), kind: 'contacts' },
      owner.cookie,
    );
    expect(res.json.totalRows).toBe(6);
    expect(res.json.suggestedMapping.columns).toEqual(CONTACT_MAPPING.columns);
  });

  it('imports people, merges the same e-mail and reports bad rows by line', async () => {
    const res = await h.call(
      'POST',
      '/api/imports/contacts',
      { csv: fixtureCsv('contacts.csv'), mapping: CONTACT_MAPPING },
      owner.cookie,
    );
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
    expect(grace).toMatchObject({
      title: 'Director, Platform',
      email: 'grace@contoso.com',
      organizationDomain: 'contoso.com',
    });
  });

  it('finds an organization’s imported people by domain, e-mail domain or name', async () => {
    const { db } = h.t.database;
    const people = (organizationName: string, domain: string | null) =>
      withTenant(db, owner.companyId, (tx) =>
        listImportedPeopleFor(tx, { companyId: owner.companyId, organizationName, domain }),
      );
    expect(await people('Northwind', 'https://www.northwind.example.com/')).toEqual([
      {
        name: 'Ada Lovelace',
        title: 'VP Engineering',
        email: 'ada@northwind.example.com',
        phone: '+1 206 555 0100',
        mobilePhone: null,
        linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
        location: null,
        importedAt: expect.any(Date),
      },
    ]);
    expect((await people('TAILSPIN TOYS', null)).map((p) => p.name)).toEqual(['Linus Pauling']);
    expect(await people('Nobody Inc', 'nobody.example.com')).toEqual([]);
    const stranger = await h.t.ownerWithCompany('oli@other.io', 'Other People', 'other-people');
    const leaked = await withTenant(db, stranger.companyId, (tx) =>
      listImportedPeopleFor(tx, {
        companyId: stranger.companyId,
        organizationName: 'Contoso Ltd',
        domain: 'contoso.com',
      }),
    );
    expect(leaked).toEqual([]);
  });

  it('lists imported accounts as rankable candidates with keywords', async () => {
    await h.call(
      'POST',
      '/api/imports/accounts',
      { csv: fixtureCsv('accounts-mixed.csv'), mapping: MIXED_MAPPING },
      owner.cookie,
    );
    const candidates = await withTenant(h.t.database.db, owner.companyId, (tx) =>
      listImportedCandidates(tx, { companyId: owner.companyId }),
    );
    expect(candidates).toHaveLength(5);
    const northwind = candidates.find((c) => c.name === 'Northwind Traders')!;
    expect(northwind).toMatchObject({
      source: 'import',
      domain: 'northwind.example.com',
      industry: 'Wholesale',
      sizeRange: '1001-5000',
      revenueRange: '$100M-$1B',
    });
    expect(northwind.key).toMatch(/^import:[0-9a-f-]{36}$/);
    expect(northwind.keywords).toEqual(
      expect.arrayContaining(['wholesale', 'food', 'distribution', 'imports', 'exports']),
    );
  });

  it('clears the contacts', async () => {
    expect((await h.call('DELETE', '/api/imports/contacts', undefined, owner.cookie)).json).toEqual({ deleted: 3 });
  });
});

describe('GET /api/imports/contacts pages by cursor', () => {
  let h: Awaited<ReturnType<typeof createImportsTestApp>>;
  beforeAll(async () => {
    h = await createImportsTestApp();
  });
  afterAll(() => h.t.close());

  it('two pages without overlap in the list order, the total alongside, a bad cursor refused with 422', async () => {
    const owner = await h.t.ownerWithCompany('paging@contoso.io', 'Paging Co', 'paging-co');
    // One import: every row shares its created_at, so the order falls to the name, then the id.
    const rows = Array.from({ length: 7 }, (_, i) => `Person,${String.fromCharCode(71 - i)},person${i}@contoso.com`);
    const csv = ['First Name,Last Name,Email', ...rows].join('\n');
    const mapping = { columns: { firstName: 'First Name', lastName: 'Last Name', email: 'Email' } };
    expect((await h.call('POST', '/api/imports/contacts', { csv, mapping }, owner.cookie)).status).toBe(200);

    const first = await h.call('GET', '/api/imports/contacts?limit=4', undefined, owner.cookie);
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(7);
    expect(first.json.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Person A',
      'Person B',
      'Person C',
      'Person D',
    ]);
    const second = await h.call(
      'GET',
      `/api/imports/contacts?limit=4&cursor=${first.json.nextCursor}`,
      undefined,
      owner.cookie,
    );
    expect(second.json.contacts.map((c: { name: string }) => c.name)).toEqual(['Person E', 'Person F', 'Person G']);
    expect(second.json.nextCursor).toBeNull();
    expect(second.json.total).toBe(7);

    const defaults = await h.call('GET', '/api/imports/contacts', undefined, owner.cookie);
    expect(defaults.json.contacts).toHaveLength(7);
    expect(defaults.json.nextCursor).toBeNull();
    for (const query of ['cursor=garbage', 'limit=0', 'limit=201']) {
      expect((await h.call('GET', `/api/imports/contacts?${query}`, undefined, owner.cookie)).status, query).toBe(422);
    }
  });
});
