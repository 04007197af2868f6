import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { startFakePipedrive, type FakePipedrive } from '../../test/fakes/fake-pipedrive';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pushAndWait, seedPushRecords } from './crm-test-support';

const TOKEN = 'pd-push-0000-1111-2222-3333';
const push = (t: TestApp, cookie: string, body: object) => pushAndWait(t, cookie, body, 20_000, 'pipedrive');

describe('Send to CRM: Pipedrive', () => {
  let t: TestApp;
  let pipedrive: FakePipedrive;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let orgs: { id: string; name: string }[];
  let handMade: number;

  beforeAll(async () => {
    pipedrive = await startFakePipedrive({ token: TOKEN });
    // An organization a Pipedrive user made by hand: no website, their own industry.
    handMade = pipedrive.add('organizations', { name: 'Globex', industry: 'Manufacturing' });
    t = await createTestApp({ env: { PIPEDRIVE_BASE_URL: pipedrive.url, CRM_SYNC_INTERVAL_MINUTES: '0' } });
    owner = await t.ownerWithCompany('owner@pd-push.io', 'PD Push', 'pd-push');
    await t.call('PUT', '/api/integrations/crm/pipedrive/token', { token: TOKEN }, owner.cookie);
    orgs = await seedPushRecords(t, owner);
  });
  afterAll(async () => {
    await t.close();
    await pipedrive.close();
  });

  it('creates organizations and persons linked to them, with provenance notes; skips do-not-contact and reports each record', async () => {
    const run = await push(t, owner.cookie, { organizationIds: orgs.map((o) => o.id), includeContacts: true });
    expect(run).toMatchObject({ status: 'completed', crm: 'pipedrive', total: 9, done: 9 });
    const byName = Object.fromEntries(run.results.map((r: any) => [r.name, r]));
    expect(byName['Acme Analytics']).toMatchObject({ outcome: 'created' });
    expect(byName['Globex']).toMatchObject({ outcome: 'updated', crmId: String(handMade) });
    expect(byName['Globex'].reason).toBe("Kept the CRM's own values for industry");
    expect(byName['No Site Ltd']).toMatchObject({ outcome: 'skipped' });
    expect(byName['Blocked Person']).toMatchObject({
      outcome: 'skipped',
      reason: 'On the do-not-contact list: never sent to a CRM',
    });
    expect(byName['No Mail']).toMatchObject({ outcome: 'skipped' });
    expect(byName['Bad Address']).toMatchObject({
      outcome: 'failed',
      reason: 'Pipedrive said: Email invalid@globex.example is invalid',
    });
    expect(run.counts).toEqual({ created: 4, updated: 1, skipped: 3, failed: 1 });

    // The hand-made Globex, found by its name, kept its industry and got the website it lacked.
    // Website, Industry, Number of employees and LinkedIn are the account's organization fields (custom_fields).
    const globex = pipedrive.objects.organizations.get(handMade)!;
    expect(globex.name).toBe('Globex');
    expect(pipedrive.field(globex, 'industry')).toBe('Manufacturing');
    expect(pipedrive.field(globex, 'website')).toBe('https://globex.example');
    const acme = pipedrive.byDomain('acme.example')!;
    expect(acme).toMatchObject({ name: 'Acme Analytics', address: { locality: 'Berlin', country: 'Germany' } });
    expect(pipedrive.field(acme, 'industry')).toBe('Software');
    expect(pipedrive.field(acme, 'employee_count')).toBe(120);
    const ada = pipedrive.byEmail('ada@acme.example')!;
    expect(ada).toMatchObject({ name: 'Ada Lovelace', org_id: acme.id, job_title: 'VP Engineering' });
    expect(ada.emails).toEqual([{ value: 'ada@acme.example', primary: true, label: 'work' }]);
    // Only what "Add a new organization" / "Add a new person" (API v2) list is sent: no first_name, website….
    for (const r of pipedrive.requests.filter((q) => q.method === 'POST' && q.path.startsWith('/api/v2/')))
      for (const key of Object.keys(r.body))
        expect(['name', 'address', 'custom_fields', 'emails', 'phones', 'org_id', 'job_title']).toContain(key);
    expect(pipedrive.byEmail('grace@globex.example')!.org_id).toBe(handMade);
    expect(pipedrive.byEmail('blocked@acme.example')).toBeUndefined();
    const notes = [...pipedrive.objects.notes.values()];
    const acmeNote = notes.find((n) => n.org_id === acme.id)!;
    expect(acmeNote.content).toContain('Fit score: 86 (Excellent)');
    expect(acmeNote.content).toContain('Why: Acme Analytics sells to software teams');
    expect(acmeNote.content).toContain('industry: Apollo record ap-0, 2026-11-02');
    expect(acmeNote.add_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(notes.find((n) => n.person_id === ada.id)!.content).toContain('email: Hunter, 2026-11-03');
    // A person is created already linked to its organization: no second call to link it.
    expect(pipedrive.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/api/v2/persons'))).toEqual([]);
  });

  it('a later push updates only fields Scoutline filled and never a field a Pipedrive user edited', async () => {
    const acme = pipedrive.byDomain('acme.example')!;
    pipedrive.edit('organizations', acme.id, { address: { ...acme.address, locality: 'Munich' } });
    await t.database.db
      .update(targetOrganizations)
      .set({ employeeCount: 150, location: 'Hamburg, Austria' })
      .where(eq(targetOrganizations.id, orgs[0]!.id));
    const before = pipedrive.requests.length;
    const run = await push(t, owner.cookie, { organizationIds: [orgs[0]!.id, orgs[2]!.id] });
    const byName = Object.fromEntries(run.results.map((r: any) => [r.name, r]));
    expect(byName['Acme Analytics']).toMatchObject({
      outcome: 'updated',
      reason: "Kept the CRM's own values for address_locality",
    });
    expect(byName['Initech']).toMatchObject({
      outcome: 'skipped',
      reason: 'Nothing new to send: the CRM already has these values',
    });
    // The country is written into the address without losing the city the Pipedrive user typed.
    expect(acme).toMatchObject({ address: { locality: 'Munich', country: 'Austria' } });
    expect(pipedrive.field(acme, 'employee_count')).toBe(150);
    const acmes = [...pipedrive.objects.organizations.values()].filter((o) =>
      String(pipedrive.field(o, 'website')).includes('acme'),
    );
    expect(acmes).toHaveLength(1);
    // Linked records are read by id (one call for the batch), never searched again.
    const calls = pipedrive.requests.slice(before);
    expect(calls.filter((r) => r.path.endsWith('/search'))).toHaveLength(0);
    expect(calls.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it("keeps a person's name a Pipedrive user edited, and sends a new title", async () => {
    const ada = pipedrive.byEmail('ada@acme.example')!;
    pipedrive.edit('persons', ada.id, { name: 'Augusta Ada King' });
    await t.database.db
      .update(discoveredContacts)
      .set({ title: 'CTO' })
      .where(eq(discoveredContacts.email, 'ada@acme.example'));
    const run = await push(t, owner.cookie, { organizationIds: [orgs[0]!.id], includeContacts: true });
    const mine = run.results.find((r: any) => r.kind === 'contact' && r.crmId === String(ada.id));
    expect(mine).toMatchObject({ outcome: 'updated' });
    expect(mine.reason).toContain('first_name');
    expect(ada).toMatchObject({ name: 'Augusta Ada King', job_title: 'CTO' });
  });

  it('reports a refused token as a failed run, in words', async () => {
    pipedrive.queue({ status: 401, body: { success: false, error: 'unauthorized access', errorCode: 401 } });
    const failed = await push(t, owner.cookie, { organizationIds: [orgs[2]!.id] });
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Pipedrive refused the API token. Check the personal API token on the Integrations tab.',
    });
  });
});
