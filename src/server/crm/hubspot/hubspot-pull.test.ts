import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHubSpot, type FakeHubSpot } from '../../test/fakes/fake-hubspot';
import { createHubSpotAdapter } from './hubspot-adapter';

const TOKEN = 'pat-na1-adapter-pull-0001';

describe('HubSpot adapter: incremental pull', () => {
  let hubspot: FakeHubSpot;
  beforeAll(async () => {
    hubspot = await startFakeHubSpot({ token: TOKEN });
  });
  afterAll(async () => {
    await hubspot.close();
  });

  const pulled = async (kind: 'company' | 'contact', since: Date | null) => {
    const adapter = createHubSpotAdapter({ token: TOKEN, baseUrl: hubspot.url, timeoutMs: 5000 });
    const all = [];
    for await (const page of adapter.pull(kind, since)) all.push(...page);
    return all;
  };

  it('finds the companies and the contacts changed since a date, each by its own last-modified property', async () => {
    hubspot.add('companies', { name: 'Old Co', domain: 'old.example' }, new Date('2026-01-01T00:00:00Z'));
    hubspot.add('contacts', { email: 'old@old.example' }, new Date('2026-01-01T00:00:00Z'));
    const since = new Date(Date.now() - 1000);
    hubspot.add('companies', { name: 'New Co', domain: 'new.example' });
    const person = hubspot.add('contacts', { email: 'new@new.example' });
    const edited = hubspot.add('contacts', { email: 'edited@old.example' }, new Date('2026-01-01T00:00:00Z'));
    hubspot.edit('contacts', edited, { lifecyclestage: 'customer' });

    expect((await pulled('company', since)).map((r) => r.domain)).toEqual(['new.example']);
    const contacts = await pulled('contact', since);
    expect(contacts.map((r) => r.email).sort()).toEqual(['edited@old.example', 'new@new.example']);
    expect(contacts.find((r) => r.crmId === person)).toBeDefined();
    // Contacts are searched on `lastmodifieddate` (their default property), companies on `hs_lastmodifieddate`.
    const searches = hubspot.requests.filter((r) => r.path.endsWith('/search'));
    expect(searches.map((r) => [r.path, r.body.filterGroups[0].filters[0].propertyName])).toEqual([
      ['/crm/v3/objects/companies/search', 'hs_lastmodifieddate'],
      ['/crm/v3/objects/contacts/search', 'lastmodifieddate'],
    ]);
    expect((await pulled('contact', null)).length).toBe(3);
  });
});
