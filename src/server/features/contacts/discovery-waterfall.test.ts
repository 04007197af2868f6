import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discoveredContacts } from '../../db/schema/workflow';
import { fakeDns } from '../../test/fake-dns';
import { startSiteServer, type SiteServer } from '../../test/site-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BRIGHTPATH_SITE, creditsOf, discover, importPeople, seedOrganization } from './people.test-support';
import type { PeopleStep } from './waterfall/people-step';
import { registerPeopleStepSource } from './waterfall/provider-steps';
import { memberOf } from '../../test/join-company';

describe('Contact Discovery: the waterfall, its trail, dedupe and charges', () => {
  let t: TestApp;
  let site: SiteServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const providerCalls: string[] = [];

  beforeAll(async () => {
    site = await startSiteServer(BRIGHTPATH_SITE);
    t = await createTestApp({
      env: { WEB_READER_ALLOW_PRIVATE: 'true' },
      dns: fakeDns({ 'brightpath.example': { mx: ['mx.brightpath.example'] } }),
    });
    owner = await t.ownerWithCompany('owner@waterfall.io', 'Waterfall Co', 'waterfall-co');
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('asks public pages, then imports, records each step, verifies published e-mails, and charges one credit', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'BrightPath', website: `${site.url}/` });
    await importPeople(t, owner, [
      ['Maria Costa', 'Chief Executive Officer', '', 'linkedin.com/in/maria-costa-example', 'BrightPath'],
      ['Rui Almeida', 'VP Engineering', 'rui@nowhere-at-all.invalid', '', 'BrightPath'],
    ]);
    const before = await creditsOf(t, owner.companyId);
    const res = await discover(t, owner, orgId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ success: true, charged: true });
    expect(res.json.newCount).toBeGreaterThan(2);
    expect(res.json.summary).toBe(`${res.json.newCount} new people; no people provider connected`);
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);

    const { run } = (await t.call('GET', `/api/organizations/${orgId}/discovery-runs/latest`, undefined, owner.cookie))
      .json;
    expect(run.steps.map((s: { source: string; status: string }) => [s.source, s.status])).toEqual([
      ['web', 'ok'],
      ['import', 'ok'],
      ['scoutline', 'ok'],
    ]);
    const [pages, imports, checks] = run.steps;
    expect(imports).toMatchObject({ returned: 2, new: 1, enriched: 0 });
    expect(pages.new).toBe(res.json.newCount - 1);
    expect(checks.note).toMatch(/^\d+ e-mails checked: \d+ verified, 1 invalid/);
    expect(run).toMatchObject({ targetGoodContacts: 10, charged: true });

    const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    const maria = contacts.find((c) => c.name === 'Maria Costa');
    // The team page gave name, title and e-mail; the import's different title did not overwrite it.
    expect(maria).toMatchObject({
      title: 'CEO & Co-founder',
      email: 'maria@brightpath.example',
      emailStatus: 'verified',
    });
    expect(maria.fieldSources.title).toMatchObject({
      source: 'web',
      label: expect.stringMatching(/^127\.0\.0\.1:\d+\/team$/),
    });
    expect(maria.fieldSources.email).toMatchObject({ source: 'web', url: `${site.url}/team/` });
    expect(maria.emailCheck).toMatchObject({
      status: 'verified',
      verifier: 'scoutline',
      reason: expect.stringMatching(/^Published on 127\.0\.0\.1:\d+\/team, and brightpath\.example accepts mail$/),
    });
    const rui = contacts.find((c) => c.name === 'Rui Almeida');
    expect(rui).toMatchObject({
      emailStatus: 'invalid',
      fieldSources: { email: { source: 'import', label: 'Import' }, title: { source: 'import' } },
    });
    expect(rui.emailCheck.reason).toBe('The domain nowhere-at-all.invalid does not exist');
  });

  it('a later run adds what was missing and never overwrites; a run with nothing new is not charged', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Tallyworks', website: null });
    await importPeople(t, owner, [['Ines Duarte', 'Head of Engineering', '', '', 'Tallyworks']]);
    const first = await discover(t, owner, orgId);
    expect(first.json).toMatchObject({ newCount: 1, charged: true });
    await importPeople(t, owner, [
      ['Ines  Duarte', 'Chief Technology Officer', 'ines@tallyworks.example', '', 'Tallyworks'],
    ]);
    const before = await creditsOf(t, owner.companyId);
    const second = await discover(t, owner, orgId);
    expect(second.json).toMatchObject({
      newCount: 0,
      charged: false,
      summary: '1 source asked, no new people; no people provider connected',
    });
    expect(await creditsOf(t, owner.companyId)).toBe(before);
    const rows = await t.database.db
      .select()
      .from(discoveredContacts)
      .where(eq(discoveredContacts.organizationId, orgId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ines Duarte',
      title: 'Head of Engineering',
      email: 'ines@tallyworks.example',
    });
    const { run } = (await t.call('GET', `/api/organizations/${orgId}/discovery-runs/latest`, undefined, owner.cookie))
      .json;
    expect(run.steps[0]).toMatchObject({ source: 'web', status: 'skipped', message: 'No website on record' });
    expect(run.steps[1]).toMatchObject({ source: 'import', returned: 1, new: 0, enriched: 1 });
  });

  it('says in words why nothing was found when the site cannot be read, and refunds the credit', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Gone Co', website: 'http://127.0.0.1:9/' });
    const before = await creditsOf(t, owner.companyId);
    const res = await discover(t, owner, orgId);
    expect(res.json).toMatchObject({ success: true, newCount: 0, charged: false, contactsFound: 0 });
    expect(res.json.summary).toBe(
      'Could not read 127.0.0.1:9: the site could not be reached; no people provider connected',
    );
    expect(await creditsOf(t, owner.companyId)).toBe(before);
  });

  it('asks connected providers after public pages and imports, and stops at the target the owner set', async () => {
    const provider = (id: string, names: string[]): PeopleStep => ({
      id,
      label: id.toUpperCase(),
      async run(ctx) {
        providerCalls.push(`${id} wanted ${ctx.wanted}`);
        return {
          candidates: await ctx.score(
            names.map((name) => ({
              name,
              title: 'VP Engineering',
              email: null,
              phone: null,
              linkedinUrl: null,
              location: null,
              key: name,
            })),
            (p) => ({ source: id, label: id.toUpperCase(), recordId: `rec-${p.key}`, at: new Date().toISOString() }),
          ),
        };
      },
    });
    const unregister = registerPeopleStepSource(async () => [
      provider('alpha', ['Ava One', 'Ben Two']),
      provider('beta', ['Cleo Three']),
    ]);
    try {
      const member = await memberOf(t, 'member@waterfall.io', owner.companyId, 'member');
      expect((await t.call('GET', '/api/contact-discovery/settings', undefined, member.cookie)).json).toEqual({
        targetGoodContacts: 10,
      });
      expect(
        (await t.call('PUT', '/api/contact-discovery/settings', { targetGoodContacts: 2 }, member.cookie)).status,
      ).toBe(403);
      const refused = await t.call('PUT', '/api/contact-discovery/settings', { targetGoodContacts: 0 }, owner.cookie);
      expect(refused).toMatchObject({ status: 422, json: { message: 'The target is at least 1 contact' } });
      expect(
        (await t.call('PUT', '/api/contact-discovery/settings', { targetGoodContacts: 2 }, owner.cookie)).json,
      ).toEqual({ targetGoodContacts: 2 });
      expect((await t.call('GET', '/api/contact-discovery/settings', undefined, owner.cookie)).json).toEqual({
        targetGoodContacts: 2,
      });

      const orgId = await seedOrganization(t, owner, { name: 'Provider Target', website: null });
      const res = await discover(t, owner, orgId);
      expect(res.json).toMatchObject({ newCount: 2, charged: true, summary: '2 new people' });
      expect(providerCalls).toEqual(['alpha wanted 2']);
      const { run } = (
        await t.call('GET', `/api/organizations/${orgId}/discovery-runs/latest`, undefined, owner.cookie)
      ).json;
      expect(run.steps.map((s: { source: string; status: string }) => `${s.source}:${s.status}`)).toEqual([
        'web:skipped',
        'import:empty',
        'alpha:ok',
        'beta:not-asked',
      ]);
      const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
        .contacts as any[];
      expect(contacts.map((c) => [c.name, c.fieldSources.name.source, c.fieldSources.name.recordId])).toEqual([
        ['Ava One', 'alpha', 'rec-Ava One'],
        ['Ben Two', 'alpha', 'rec-Ben Two'],
      ]);
    } finally {
      unregister();
      await t.call('PUT', '/api/contact-discovery/settings', { targetGoodContacts: 10 }, owner.cookie);
    }
  });
});
