import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/companies';
import { aiJobs } from '../../db/schema/jobs';
import { accountResearch, discoveredContacts } from '../../db/schema/workflow';
import { waitForAiJob } from '../../jobs/ai-jobs';
import { startSiteServer, type SiteServer } from '../../test/site-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readSite } from '../../web-reader/read-site';
import { seedOrganization } from '../contacts/people.test-support';

const hang = () => undefined; // never answers: the reader's time limit must end it
const send = (type: string, body: string) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
};

describe('research, discovery and deep research say what could not be read, and do not charge for it', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const servers: SiteServer[] = [];
  const sites: Record<'timeout' | 'refused' | 'robots' | 'pdf', string> = {
    timeout: '',
    refused: '',
    robots: '',
    pdf: '',
  };

  beforeAll(async () => {
    const slow = await startSiteServer(null, { '/robots.txt': hang, '/': hang });
    const robots = await startSiteServer(null, { '/robots.txt': send('text/plain', 'User-agent: *\nDisallow: /\n') });
    const pdf = await startSiteServer(null, { '/': send('application/pdf', '%PDF-1.4') });
    const closed = await startSiteServer(null);
    await closed.close();
    servers.push(slow, robots, pdf);
    Object.assign(sites, {
      timeout: `${slow.url}/`,
      refused: `${closed.url}/`,
      robots: `${robots.url}/`,
      pdf: `${pdf.url}/`,
    });
    t = await createTestApp({ env: { WEB_READER_ALLOW_PRIVATE: 'true' } });
    // A short time limit so the silent site times out within the test.
    t.deps.readSite = (url) => readSite(url, { allowPrivate: true, timeoutMs: 400 });
    owner = await t.ownerWithCompany('unread@docuflow.io', 'DocuFlow', 'docuflow-unread');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(servers.map((s) => s.close()));
  });

  const credits = async () =>
    (await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId)))[0]!.creditsRemaining;
  const host = (url: string) => new URL(url).host;

  const REASONS = {
    timeout: 'the site did not answer in time',
    refused: 'the site could not be reached',
    robots: "the site's robots.txt does not allow it",
    pdf: 'the page is not HTML or plain text (application/pdf)',
  } as const;

  for (const kind of ['timeout', 'refused', 'robots', 'pdf'] as const) {
    it(`account research on a site that ${kind === 'pdf' ? 'serves no HTML' : kind === 'robots' ? 'forbids robots' : kind === 'timeout' ? 'does not answer' : 'refuses connections'} says so and is refunded`, async () => {
      const orgId = await seedOrganization(t, owner, { name: `Unread ${kind}`, website: sites[kind] });
      const before = await credits();
      const res = await t.call('POST', '/api/functions/account-research', { organizationId: orgId }, owner.cookie);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const note = `Could not read ${host(sites[kind])}: ${REASONS[kind]}. This research uses only your imported account data; no credit was charged.`;
      expect(res.json.research.sourceNote).toBe(note);
      const [stored] = await t.database.db
        .select()
        .from(accountResearch)
        .where(eq(accountResearch.organizationId, orgId));
      expect(stored!.sourceNote).toBe(note);
      const text = JSON.stringify(stored);
      expect(text).not.toMatch(/nothing on their pages|website talks about|Their website mentions/);
      expect(await credits()).toBe(before);
      const shown = await t.call('GET', `/api/organizations/${orgId}/research`, undefined, owner.cookie);
      expect(shown.json.research.sourceNote).toBe(note);
    });
  }

  it('charges research that read the site, and stores no note', async () => {
    const page = await startSiteServer(null, {
      '/': send(
        'text/html',
        '<html><head><title>Gridline</title></head><body><p>Gridline builds developer APIs and reference docs for fintech teams.</p></body></html>',
      ),
    });
    servers.push(page);
    const orgId = await seedOrganization(t, owner, { name: 'Gridline', website: `${page.url}/` });
    const before = await credits();
    const res = await t.call('POST', '/api/functions/account-research', { organizationId: orgId }, owner.cookie);
    expect(res.json.research.sourceNote).toBeNull();
    expect(await credits()).toBe(before - 1);
  });

  it('an organization with no website: research says no page was read and is refunded', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Siteless', website: null });
    const before = await credits();
    const res = await t.call('POST', '/api/functions/account-research', { organizationId: orgId }, owner.cookie);
    expect(res.json.research.sourceNote).toBe(
      'No website on record for Siteless, so no page was read. This research uses only your imported account data; no credit was charged.',
    );
    expect(await credits()).toBe(before);
  });

  it('contact discovery on a site that does not answer says so in words and is refunded', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Slow Co', website: sites.timeout });
    const before = await credits();
    const res = await t.call('POST', '/api/functions/contact-discovery', { organizationId: orgId }, owner.cookie);
    expect(res.json).toMatchObject({ success: true, charged: false, contactsFound: 0 });
    expect(res.json.summary).toContain(`Could not read ${host(sites.timeout)}: the site did not answer in time`);
    expect(await credits()).toBe(before);
  });

  it('deep research on a contact whose site refuses says so on the contact, keeps it unchanged, and is refunded', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Closed Co', website: sites.refused });
    const [contact] = await t.database.db
      .insert(discoveredContacts)
      .values({
        organizationId: orgId,
        companyId: owner.companyId,
        userId: owner.userId,
        name: 'Ada Byron',
        title: 'CTO',
        dataExpiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const before = await credits();
    const start = await t.call(
      'POST',
      '/api/functions/deep-contact-research',
      { contactId: contact!.id },
      owner.cookie,
    );
    expect(start.json).toMatchObject({ success: true, status: 'researching' });
    const job = await waitForAiJob(t.deps, { jobId: start.json.jobId, companyId: owner.companyId, timeoutMs: 20_000 });
    const note = `Could not read ${host(sites.refused)}: the site could not be reached. Nothing new was found about Ada Byron and no credit was charged.`;
    expect(job).toMatchObject({ status: 'completed', result: { charged: false, note } });
    const [row] = await t.database.db.select().from(discoveredContacts).where(eq(discoveredContacts.id, contact!.id));
    expect(row).toMatchObject({
      enrichmentStatus: 'completed',
      enrichmentNote: note,
      professionalBackground: null,
      companyContext: null,
    });
    const [stored] = await t.database.db.select().from(aiJobs).where(eq(aiJobs.id, start.json.jobId));
    expect(stored!.creditCharged).toBe(0);
    expect(await credits()).toBe(before);
    const list = await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie);
    expect(list.json.contacts[0]).toMatchObject({ enrichmentStatus: 'completed', enrichmentNote: note });
  });
});
