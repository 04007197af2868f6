import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerCache } from '../../../db/schema/providers';
import { startFakeApollo } from '../../../test/fakes/fake-apollo';
import { startFakePeopleDataLabs } from '../../../test/fakes/fake-people-data-labs';
import type { FakeProviderServer } from '../../../test/fakes/fake-provider-server';
import { startSiteServer, type SiteServer } from '../../../test/site-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BRIGHTPATH_SITE, creditsOf, seedOrganization } from '../people.test-support';
import { addContact, companyRowsHolding, deepResearch, knownPerson, storedContact } from './deep-research.test-support';

const KEY = 'sk-test-deep-research-key';
const maria = knownPerson(1, 'Maria', 'Costa', 'CEO & Co-founder');
const daniel = knownPerson(2, 'Daniel', 'Okafor', 'CTO & Co-founder');
const NOT_AVAILABLE = null; // the API's "nothing": the profile shows "Not available from public sources"

describe('deep research with people enrichment (Apollo people/match, PDL person/enrich)', () => {
  let t: TestApp;
  let site: SiteServer;
  let apollo: FakeProviderServer;
  let pdl: FakeProviderServer;
  let seq = 0;

  beforeAll(async () => {
    site = await startSiteServer(BRIGHTPATH_SITE);
    apollo = await startFakeApollo({ key: KEY, companies: [], people: [maria, daniel] });
    pdl = await startFakePeopleDataLabs({ key: KEY, companies: [], people: [maria, daniel] });
    t = await createTestApp({
      env: {
        WEB_READER_ALLOW_PRIVATE: 'true',
        APOLLO_API_KEY: KEY,
        APOLLO_BASE_URL: apollo.url,
        PDL_API_KEY: KEY,
        PDL_BASE_URL: pdl.url,
        PROVIDER_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([site.close(), apollo.close(), pdl.close()]);
  });

  /** A fresh company (own cache and Integrations settings) with BrightPath as a target and the given providers on. */
  async function company(on: ('apollo' | 'pdl')[], website: string | null = `${site.url}/`) {
    seq++;
    const owner = await t.ownerWithCompany(`owner${seq}@deep-enrich.io`, `Deep Enrich ${seq}`, `deep-enrich-${seq}`);
    for (const id of ['apollo', 'pdl'] as const) {
      if (on.includes(id)) continue;
      const off = await t.call('PATCH', `/api/integrations/${id}`, { enabled: false }, owner.cookie);
      expect(off.status).toBe(200);
    }
    const orgId = await seedOrganization(t, owner, { name: 'BrightPath', website });
    return { owner, orgId };
  }
  const calls = () => apollo.requests.length + pdl.requests.length;

  it('Apollo: employment history and location from Apollo, the rest from the team page, each with its source', async () => {
    const { owner, orgId } = await company(['apollo']);
    const id = await addContact(t, owner, orgId, { name: 'Maria Costa', title: 'CEO', email: maria.email });
    const before = await creditsOf(t, owner.companyId);
    const started = Date.now();
    const { job, contact } = await deepResearch(t, owner, id);
    const ms = Date.now() - started;
    expect(job).toMatchObject({ status: 'completed', result: { providers: ['Apollo'] } });
    expect(contact.professionalBackground).toMatch(/^CEO & Co-founder, brightpath\.example · Mar 2021 – present\n/);
    expect(contact.professionalBackground).toContain('Senior Consultant, Globex Systems · Jun 2016 – Feb 2021');
    expect(contact.professionalBackground).toContain('eight years in product management at Shopwise');
    expect(contact.profileSources.professionalBackground.map((s: { label: string }) => s.label)).toEqual([
      'Apollo',
      expect.stringMatching(/\/team$/),
    ]);
    expect(contact.profileSources.professionalBackground[0]).toMatchObject({ source: 'apollo', recordId: maria.id });
    expect(contact.educationBackground).toContain('MBA from INSEAD');
    expect(contact.profileSources.educationBackground.map((s: { source: string }) => s.source)).toEqual(['web']);
    expect(contact).toMatchObject({ location: 'Austin, Texas, United States', enrichmentNote: null });
    expect(contact.fieldSources.location).toMatchObject({ source: 'apollo', label: 'Apollo' });
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);

    // A repeat is answered by the 30-day cache: no provider call.
    const n = calls();
    const again = Date.now();
    expect((await deepResearch(t, owner, id)).contact.professionalBackground).toBe(contact.professionalBackground);
    expect(calls()).toBe(n);
    console.info(`deep research with Apollo enrichment: ${ms} ms; repeat ${Date.now() - again} ms, 0 provider calls`);
  });

  it('People Data Labs: employment, education and skills from PDL alongside the team page', async () => {
    const { owner, orgId } = await company(['pdl']);
    const id = await addContact(t, owner, orgId, {
      name: 'Daniel Okafor',
      linkedinUrl: daniel.linkedin,
      location: 'Lisbon, Portugal',
    });
    const { contact } = await deepResearch(t, owner, id);
    expect(contact.professionalBackground).toMatch(/^CTO & Co-Founder, Brightpath\.example · Mar 2021 – present/);
    expect(contact.educationBackground).toMatch(
      /^Baylor University · bachelors, computer science · 2008 – 2012\n\n.*Imperial College London/s,
    );
    expect(contact.skillsExpertise).toMatch(/^saas, team leadership, b2b sales/);
    for (const section of ['professionalBackground', 'educationBackground', 'skillsExpertise']) {
      expect(contact.profileSources[section][0]).toMatchObject({ source: 'pdl', label: 'People Data Labs' });
    }
    // The contact's own location is kept: a provider never overwrites a field.
    expect(contact.location).toBe('Lisbon, Portugal');
    expect(pdl.requests.at(-1)!.query.get('profile')).toBe(daniel.linkedin);
  });

  it('both connected, in the company order: Apollo for employment, then PDL for education and skills', async () => {
    const { owner, orgId } = await company(['apollo', 'pdl']);
    const id = await addContact(t, owner, orgId, { name: 'Daniel Okafor', email: daniel.email });
    const first = calls();
    const started = Date.now();
    const { job, contact } = await deepResearch(t, owner, id);
    const ms = Date.now() - started;
    expect(calls() - first).toBe(2);
    expect(job.result).toMatchObject({ providers: ['Apollo', 'People Data Labs'] });
    expect(contact.profileSources.professionalBackground[0].source).toBe('apollo');
    expect(contact.profileSources.educationBackground[0].source).toBe('pdl');
    expect(contact.profileSources.skillsExpertise[0].source).toBe('pdl');
    const n = calls();
    const again = Date.now();
    const repeat = await deepResearch(t, owner, id);
    expect(calls()).toBe(n);
    console.info(
      `deep research with Apollo and PDL: ${ms} ms end to end (${(job.result as { enrichmentMs: number }).enrichmentMs} ms asking both, 2 calls); ` +
        `repeat ${Date.now() - again} ms (${(repeat.job.result as { enrichmentMs: number }).enrichmentMs} ms from the cache, 0 calls)`,
    );
  });

  it('nothing found anywhere: every section stays empty, the note says so, and the credit is refunded', async () => {
    const closed = await startSiteServer(null);
    await closed.close();
    const { owner, orgId } = await company(['apollo', 'pdl'], `${closed.url}/`);
    const id = await addContact(t, owner, orgId, { name: 'Ada Byron', email: 'ada@nowhere.example' });
    const before = await creditsOf(t, owner.companyId);
    const { job, contact } = await deepResearch(t, owner, id);
    expect(job.result).toMatchObject({ charged: false });
    expect(contact.enrichmentNote).toBe(
      `Could not read ${new URL(closed.url).host}: the site could not be reached. Nothing new was found about Ada Byron and no credit was charged. Apollo and People Data Labs had no record of Ada Byron.`,
    );
    for (const section of ['professionalBackground', 'educationBackground', 'skillsExpertise', 'companyContext']) {
      expect(contact[section]).toBe(NOT_AVAILABLE);
    }
    expect(await creditsOf(t, owner.companyId)).toBe(before);
  });

  it('an unread site with a provider match is charged and shows the provider sections only', async () => {
    const { owner, orgId } = await company(['apollo'], null);
    const id = await addContact(t, owner, orgId, { name: 'Maria Costa', email: maria.email });
    const before = await creditsOf(t, owner.companyId);
    const { contact } = await deepResearch(t, owner, id);
    expect(contact.enrichmentNote).toBe('No website on record for BrightPath, so no page was read.');
    expect(contact.profileSources.professionalBackground).toEqual([expect.objectContaining({ source: 'apollo' })]);
    expect(contact.educationBackground).toBe(NOT_AVAILABLE);
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);
  });

  it('never looks up a person on the do-not-contact list', async () => {
    const { owner, orgId } = await company(['apollo', 'pdl']);
    const id = await addContact(t, owner, orgId, { name: 'Maria Costa', email: maria.email });
    expect((await t.call('POST', '/api/suppression', { value: 'brightpath.example' }, owner.cookie)).status).toBe(201);
    const n = calls();
    const { contact } = await deepResearch(t, owner, id);
    expect(calls()).toBe(n);
    expect(contact.enrichmentNote).toBe('Maria Costa is on the do-not-contact list, so no people provider was asked.');
    expect(contact.profileSources.professionalBackground.every((s: { source: string }) => s.source === 'web')).toBe(
      true,
    );
  });

  it('does not use a returned profile whose address is on the do-not-contact list', async () => {
    const { owner, orgId } = await company(['apollo']);
    const id = await addContact(t, owner, orgId, { name: 'Maria Costa', linkedinUrl: maria.linkedin });
    expect((await t.call('POST', '/api/suppression', { value: maria.email }, owner.cookie)).status).toBe(201);
    const { contact } = await deepResearch(t, owner, id);
    expect(contact.enrichmentNote).toBe(
      "Apollo's record for Maria Costa is on the do-not-contact list and was not used.",
    );
    expect(contact.professionalBackground).not.toContain('Globex');
    expect(contact.location).toBeNull();
  });

  it('a failing provider is named in words and the research completes from the pages and the other provider', async () => {
    const { owner, orgId } = await company(['apollo', 'pdl']);
    const id = await addContact(t, owner, orgId, { name: 'Maria Costa', email: maria.email });
    apollo.queue({ status: 401, body: { error: 'Invalid access credentials.', error_code: 'INVALID_API_KEY' } });
    pdl.queue({ status: 429, headers: { 'retry-after': '120' }, body: { status: 429 } });
    const before = await creditsOf(t, owner.companyId);
    const { job, contact } = await deepResearch(t, owner, id);
    expect(job.status).toBe('completed');
    expect(contact.enrichmentNote).toBe(
      'Apollo could not be asked about Maria Costa: Apollo refused the API key. Check the key on the Integrations tab. ' +
        'People Data Labs could not be asked about Maria Costa: People Data Labs is limiting requests right now. Try again in a few minutes.',
    );
    expect(contact.profileSources.professionalBackground).toEqual([expect.objectContaining({ source: 'web' })]);
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);
    // A failure is not cached: the next run asks again and gets the profile.
    const { contact: retried } = await deepResearch(t, owner, id);
    expect(retried.profileSources.professionalBackground[0].source).toBe('apollo');
    expect(retried.enrichmentNote).toBeNull();
  });

  it('the monthly cap of provider calls stops the lookups, said in words; the pages still give the profile', async () => {
    const { owner, orgId } = await company(['apollo', 'pdl']);
    expect((await t.call('PUT', '/api/integrations/settings', { monthlyCallCap: 0 }, owner.cookie)).status).toBe(200);
    const id = await addContact(t, owner, orgId, { name: 'Maria Costa', email: maria.email });
    const n = calls();
    const { contact } = await deepResearch(t, owner, id);
    expect(calls()).toBe(n);
    expect(contact.enrichmentNote).toContain(
      'Apollo could not be asked about Maria Costa: Your company reached its monthly cap of 0 provider calls.',
    );
    expect(contact.professionalBackground).toContain('Shopwise');
  });

  it('"Forget this person" removes the stored enrichment and every cached lookup about them', async () => {
    const { owner, orgId } = await company(['apollo', 'pdl']);
    const id = await addContact(t, owner, orgId, { name: 'Maria Costa', email: maria.email });
    await deepResearch(t, owner, id);
    const cached = async () =>
      (await t.database.db.select().from(providerCache).where(eq(providerCache.companyId, owner.companyId))).map((r) =>
        JSON.stringify(r.response).toLowerCase(),
      );
    expect((await cached()).filter((r) => r.includes(maria.email))).toHaveLength(2);
    expect((await storedContact(t, id)).professionalBackground).toContain('Globex Systems');
    expect((await t.call('POST', `/api/contacts/${id}/forget`, {}, owner.cookie)).status).toBe(200);
    const left = await cached();
    for (const needle of [maria.email, 'maria-costa', 'globex', id]) {
      expect(left.filter((r) => r.includes(needle))).toEqual([]);
    }
    // No table keeps a copy: not the address, not the profile, not the employment history Apollo returned.
    for (const needle of [maria.email, 'maria-costa', 'Maria Costa', 'Globex Systems', 'Senior Consultant']) {
      expect(await companyRowsHolding(t, owner.companyId, needle)).toEqual([]);
    }
  });
});
