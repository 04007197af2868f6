import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmPushRuns } from '../../db/schema/crm';
import { startFakeHubSpot, type FakeHubSpot } from '../../test/fakes/fake-hubspot';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pushAndWait, seedPushRecords } from './crm-test-support';

const TOKEN = 'pat-na1-push-0000-1111-2222';

describe('Send to CRM: HubSpot', () => {
  let t: TestApp;
  let hubspot: FakeHubSpot;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let orgs: { id: string; name: string }[];

  beforeAll(async () => {
    hubspot = await startFakeHubSpot({ token: TOKEN });
    // A company a CRM user made by hand, with their own name for it.
    hubspot.add('companies', { name: 'Globex (key account)', domain: 'globex.example', industry: null });
    t = await createTestApp({ env: { HUBSPOT_BASE_URL: hubspot.url, CRM_SYNC_INTERVAL_MINUTES: '0' } });
    owner = await t.ownerWithCompany('owner@crm-push.io', 'CRM Push', 'crm-push');
    await t.call('PUT', '/api/integrations/crm/hubspot/token', { token: TOKEN }, owner.cookie);
    orgs = await seedPushRecords(t, owner);
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });

  it('creates companies by domain and contacts by e-mail, associated, with provenance notes; skips do-not-contact and reports each record', async () => {
    const run = await pushAndWait(t, owner.cookie, { organizationIds: orgs.map((o) => o.id), includeContacts: true });
    expect(run.status).toBe('completed');
    expect(run.total).toBe(9);
    expect(run.done).toBe(9);
    const byName = Object.fromEntries(run.results.map((r: any) => [r.name, r]));
    expect(byName['Acme Analytics']).toMatchObject({ outcome: 'created' });
    expect(byName['Initech']).toMatchObject({ outcome: 'created' });
    expect(byName['Globex']).toMatchObject({ outcome: 'updated' });
    expect(byName['No Site Ltd']).toMatchObject({
      outcome: 'skipped',
      reason: 'No website domain: the CRM matches companies by domain',
    });
    expect(byName['Ada Lovelace']).toMatchObject({ outcome: 'created' });
    expect(byName['Grace Hopper']).toMatchObject({ outcome: 'created' });
    expect(byName['Blocked Person']).toMatchObject({
      outcome: 'skipped',
      reason: 'On the do-not-contact list: never sent to a CRM',
    });
    expect(byName['No Mail']).toMatchObject({
      outcome: 'skipped',
      reason: 'No e-mail address: the CRM matches contacts by e-mail',
    });
    expect(byName['Bad Address']).toMatchObject({ outcome: 'failed' });
    expect(byName['Bad Address'].reason).toMatch(/invalid@globex.example is invalid/);
    expect(run.counts).toEqual({ created: 4, updated: 1, skipped: 3, failed: 1 });

    // In HubSpot: the hand-made Globex kept its name, got the fields it lacked; nobody blocked was sent.
    const globex = hubspot.byProperty('companies', 'domain', 'globex.example')!;
    expect(globex.properties).toMatchObject({
      name: 'Globex (key account)',
      industry: 'Software',
      city: 'Berlin',
      country: 'Germany',
    });
    expect(byName['Globex'].reason).toBe("Kept the CRM's own values for name");
    const acme = hubspot.byProperty('companies', 'domain', 'acme.example')!;
    expect(acme.properties).toMatchObject({ name: 'Acme Analytics', numberofemployees: '120' });
    const ada = hubspot.byProperty('contacts', 'email', 'ada@acme.example')!;
    expect(ada.properties).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', jobtitle: 'VP Engineering' });
    expect([...ada.associations.companies]).toEqual([acme.id]);
    expect(hubspot.byProperty('contacts', 'email', 'blocked@acme.example')).toBeUndefined();
    const notes = [...hubspot.objects.notes.values()];
    const acmeNote = notes.find((n) => n.associations.companies.has(acme.id))!;
    expect(acmeNote.properties.hs_note_body).toContain('Fit score: 86 (Excellent)');
    expect(acmeNote.properties.hs_note_body).toContain('Why: Acme Analytics sells to software teams');
    expect(acmeNote.properties.hs_note_body).toContain('industry: Apollo record ap-0, 2026-11-02');
    expect(notes.some((n) => n.associations.contacts.has(ada.id))).toBe(true);

    // Batch endpoints: a handful of calls for nine records.
    const writes = hubspot.requests.filter((r) => r.method === 'POST');
    expect(writes.length).toBeLessThanOrEqual(14);
  });

  it('a later push updates only fields Scoutline filled and never a field a CRM user edited', async () => {
    const acme = hubspot.byProperty('companies', 'domain', 'acme.example')!;
    hubspot.edit('companies', acme.id, { city: 'Munich' });
    const { targetOrganizations } = await import('../../db/schema/workflow');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(targetOrganizations)
      .set({ employeeCount: 150, location: 'Hamburg, Germany' })
      .where(eq(targetOrganizations.id, orgs[0]!.id));
    const run = await pushAndWait(t, owner.cookie, { organizationIds: [orgs[0]!.id, orgs[2]!.id] });
    const byName = Object.fromEntries(run.results.map((r: any) => [r.name, r]));
    expect(byName['Acme Analytics']).toMatchObject({
      outcome: 'updated',
      reason: "Kept the CRM's own values for city",
    });
    expect(byName['Initech']).toMatchObject({
      outcome: 'skipped',
      reason: 'Nothing new to send: the CRM already has these values',
    });
    expect(acme.properties).toMatchObject({ city: 'Munich', numberofemployees: '150', name: 'Acme Analytics' });
    expect([...hubspot.objects.companies.values()].filter((c) => c.properties.domain === 'acme.example')).toHaveLength(
      1,
    );
  });

  it('sends a table selection from the bulk bar, and refuses imported accounts in words', async () => {
    const run = await pushAndWait(t, owner.cookie, { selection: { kind: 'organizations', ids: [orgs[2]!.id] } });
    expect(run).toMatchObject({ status: 'completed', total: 1 });
    expect(run.results[0]).toMatchObject({ name: 'Initech', outcome: 'skipped' });
    const refused = await t.call(
      'POST',
      '/api/crm/hubspot/push',
      { selection: { kind: 'imported_accounts', ids: [orgs[0]!.id] } },
      owner.cookie,
    );
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'Imported accounts are not sent to a CRM: send the organizations of an analysis instead',
    );
  });

  it('validates the request, keeps runs to their company, and reports a refused token as a failed run in words', async () => {
    expect((await t.call('POST', '/api/crm/hubspot/push', {}, owner.cookie)).status).toBe(422);
    expect((await t.call('POST', '/api/crm/hubspot/push', { organizationIds: ['nope'] }, owner.cookie)).status).toBe(
      422,
    );
    const other = await t.ownerWithCompany('owner@other-push.io', 'Other Push', 'other-push');
    const refused = await t.call('POST', '/api/crm/hubspot/push', { organizationIds: [orgs[0]!.id] }, other.cookie);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'HubSpot is not connected: an owner or admin adds a token on the Integrations tab.',
    );
    const [anyRun] = await t.database.db.select().from(crmPushRuns).limit(1);
    expect((await t.call('GET', `/api/crm/push-runs/${anyRun!.id}`, undefined, other.cookie)).status).toBe(404);

    hubspot.queue({ status: 401, body: { status: 'error', category: 'INVALID_AUTHENTICATION', message: 'expired' } });
    const failed = await pushAndWait(t, owner.cookie, { organizationIds: [orgs[2]!.id] });
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'HubSpot refused the access token. Check the private app token on the Integrations tab.',
    });
  });
});
