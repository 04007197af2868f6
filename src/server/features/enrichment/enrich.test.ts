import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { importedAccounts } from '../../db/schema/accounts-import';
import { targetOrganizations } from '../../db/schema/workflow';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import { fakeCompanies } from '../../test/fakes/fake-records';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedOrganization } from '../contacts/people.test-support';

const KEY = 'apollo-key-for-enrich-0042';
const COMPANIES = fakeCompanies(6);

describe('Enrich: missing fields from the providers, never replacing what the company has', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;

  beforeAll(async () => {
    apollo = await startFakeApollo({ key: KEY, companies: COMPANIES });
    t = await createTestApp({ env: { APOLLO_BASE_URL: apollo.url } });
    owner = await t.ownerWithCompany('owner@enrich.io', 'Enrich Co', 'enrich-co');
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
  });

  it('says no provider is connected until one is', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Nobody', website: `https://${COMPANIES[0]!.domain}` });
    const res = await t.call('POST', `/api/organizations/${orgId}/enrich`, {}, owner.cookie);
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/^No data provider is connected/);
  });

  it('fills an imported account’s empty fields with their source and keeps its imported values', async () => {
    await t.call('PUT', '/api/integrations/apollo/key', { apiKey: KEY }, owner.cookie);
    const target = COMPANIES[1]!;
    const [account] = await t.database.db
      .insert(importedAccounts)
      .values({
        companyId: owner.companyId,
        name: 'Our name for them',
        nameKey: 'ournameforthem',
        domain: target.domain,
        industry: 'Imported Industry',
      })
      .returning();
    const res = await t.call('POST', `/api/imports/accounts/${account!.id}/enrich`, {}, owner.cookie);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.filled).toEqual(
      expect.arrayContaining(['employeeCount', 'location', 'founded', 'description', 'linkedinUrl']),
    );
    expect(res.json.filled).not.toContain('industry');
    expect(res.json.message).toMatch(/^Filled \d+ missing fields from Apollo\.$/);
    const [row] = await t.database.db.select().from(importedAccounts).where(eq(importedAccounts.id, account!.id));
    expect(row).toMatchObject({
      name: 'Our name for them',
      industry: 'Imported Industry',
      employeeCount: target.employees,
      founded: target.founded,
      description: target.description,
    });
    expect(row!.fieldSources!.description).toMatchObject({ source: 'apollo', label: 'Apollo', recordId: target.id });
    // The value the import gave keeps the import as its source.
    expect(row!.fieldSources!.industry).toMatchObject({ source: 'import' });
  });

  it('fills a target organization once; a second Enrich uses the cache and finds nothing to fill', async () => {
    const target = COMPANIES[2]!;
    const orgId = await seedOrganization(t, owner, { name: target.name, website: `https://www.${target.domain}/` });
    const first = await t.call('POST', `/api/organizations/${orgId}/enrich`, {}, owner.cookie);
    expect(first.json.filled).toEqual(expect.arrayContaining(['location', 'description']));
    const calls = apollo.requests.length;
    const again = await t.call('POST', `/api/organizations/${orgId}/enrich`, {}, owner.cookie);
    expect(again.json).toEqual({
      filled: [],
      message: 'Nothing to fill: the providers had nothing this record is missing.',
    });
    expect(apollo.requests.length).toBe(calls);
    const [row] = await t.database.db.select().from(targetOrganizations).where(eq(targetOrganizations.id, orgId));
    expect(row).toMatchObject({ industry: 'Software', location: `${target.city}, ${target.state}, ${target.country}` });
    expect(row!.fieldSources!.location).toMatchObject({ source: 'apollo', recordId: target.id });
  });

  it('says no provider knew a domain nobody has, and keeps that empty answer in the cache', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Unknown', website: 'https://nobody-knows.example/' });
    const first = await t.call('POST', `/api/organizations/${orgId}/enrich`, {}, owner.cookie);
    expect([first.status, first.json]).toEqual([
      200,
      { filled: [], message: 'No provider knew nobody-knows.example.' },
    ]);
    const calls = apollo.requests.length;
    const again = await t.call('POST', `/api/organizations/${orgId}/enrich`, {}, owner.cookie);
    expect([again.status, again.json.message]).toEqual([200, 'No provider knew nobody-knows.example.']);
    expect(apollo.requests.length).toBe(calls);
  });

  it('answers 404 for another company’s organization', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Private', website: `https://${COMPANIES[3]!.domain}` });
    const other = await t.ownerWithCompany('other@enrich.io', 'Other Enrich', 'other-enrich');
    expect((await t.call('POST', `/api/organizations/${orgId}/enrich`, {}, other.cookie)).status).toBe(404);
  });
});
