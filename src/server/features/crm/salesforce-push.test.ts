import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { targetOrganizations } from '../../db/schema/workflow';
import { startFakeSalesforce, type FakeSalesforce } from '../../test/fakes/fake-salesforce';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pushAndWait, seedPushRecords } from './crm-test-support';

const CREDENTIALS = {
  clientId: '3MVG9push.consumer.key.0000',
  clientSecret: 'push-secret-1111-2222',
  refreshToken: '5Aep861pushRefresh3333',
};
const push = (t: TestApp, cookie: string, body: object) => pushAndWait(t, cookie, body, 20_000, 'salesforce');

describe('Send to CRM: Salesforce', () => {
  let t: TestApp;
  let salesforce: FakeSalesforce;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let orgs: { id: string; name: string }[];

  beforeAll(async () => {
    salesforce = await startFakeSalesforce(CREDENTIALS);
    // An account a Salesforce user made by hand, with their own name for it and the website as they typed it.
    salesforce.add('Account', { Name: 'Globex (key account)', Website: 'https://www.globex.example/' });
    t = await createTestApp({ env: { SALESFORCE_LOGIN_URL: salesforce.url, CRM_SYNC_INTERVAL_MINUTES: '0' } });
    owner = await t.ownerWithCompany('owner@sf-push.io', 'SF Push', 'sf-push');
    await t.call('PUT', '/api/integrations/crm/salesforce/token', CREDENTIALS, owner.cookie);
    orgs = await seedPushRecords(t, owner);
  });
  afterAll(async () => {
    await t.close();
    await salesforce.close();
  });

  it('creates Accounts by website domain and Contacts by e-mail with their AccountId and a provenance Task', async () => {
    const run = await push(t, owner.cookie, { organizationIds: orgs.map((o) => o.id), includeContacts: true });
    expect(run.status).toBe('completed');
    const byName = Object.fromEntries(run.results.map((r: any) => [r.name, r]));
    expect(byName['Acme Analytics']).toMatchObject({ outcome: 'created' });
    expect(byName['Globex']).toMatchObject({ outcome: 'updated', reason: "Kept the CRM's own values for Name" });
    expect(byName['No Site Ltd']).toMatchObject({ outcome: 'skipped' });
    expect(byName['Blocked Person']).toMatchObject({
      outcome: 'skipped',
      reason: 'On the do-not-contact list: never sent to a CRM',
    });
    expect(byName['Bad Address']).toMatchObject({
      outcome: 'failed',
      reason: 'Salesforce said: Email: invalid email address: invalid@globex.example',
    });
    expect(run.counts).toEqual({ created: 4, updated: 1, skipped: 3, failed: 1 });

    const globex = salesforce.find('Account', 'Name', 'Globex (key account)')!;
    expect(globex).toMatchObject({
      Website: 'https://www.globex.example/',
      Industry: 'Software',
      BillingCity: 'Berlin',
    });
    const acme = salesforce.find('Account', 'Website', 'acme.example')!;
    expect(acme).toMatchObject({ Name: 'Acme Analytics', NumberOfEmployees: '120', BillingCountry: 'Germany' });
    const ada = salesforce.find('Contact', 'Email', 'ada@acme.example')!;
    expect(ada).toMatchObject({ FirstName: 'Ada', LastName: 'Lovelace', Title: 'VP Engineering', AccountId: acme.Id });
    expect(salesforce.find('Contact', 'Email', 'grace@globex.example')!.AccountId).toBe(globex.Id);
    expect(salesforce.find('Contact', 'Email', 'blocked@acme.example')).toBeUndefined();
    const tasks = [...salesforce.records.Task.values()];
    const acmeTask = tasks.find((task) => task.WhatId === acme.Id)!;
    expect(acmeTask).toMatchObject({ Subject: 'Scoutline: where this record came from', Status: 'Completed' });
    expect(acmeTask.Description).toContain('Fit score: 86 (Excellent)');
    expect(acmeTask.Description).toContain('industry: Apollo record ap-0, 2026-11-02');
    expect(tasks.some((task) => task.WhoId === ada.Id)).toBe(true);

    // sObject Collections: one call per kind and step, not one per record.
    const writes = salesforce.requests.filter((r) => r.path.endsWith('/composite/sobjects'));
    expect(writes.length).toBeLessThanOrEqual(7);
  });

  it('a later push updates only fields Scoutline filled, never a field a Salesforce user edited', async () => {
    const acme = salesforce.find('Account', 'Website', 'acme.example')!;
    salesforce.edit('Account', String(acme.Id), { BillingCity: 'Munich' });
    await t.database.db
      .update(targetOrganizations)
      .set({ employeeCount: 150, location: 'Hamburg, Germany' })
      .where(eq(targetOrganizations.id, orgs[0]!.id));
    const run = await push(t, owner.cookie, { organizationIds: [orgs[0]!.id, orgs[2]!.id] });
    const byName = Object.fromEntries(run.results.map((r: any) => [r.name, r]));
    expect(byName['Acme Analytics']).toMatchObject({
      outcome: 'updated',
      reason: "Kept the CRM's own values for BillingCity",
    });
    expect(byName['Initech']).toMatchObject({ outcome: 'skipped' });
    expect(salesforce.find('Account', 'Website', 'acme.example')).toMatchObject({
      BillingCity: 'Munich',
      NumberOfEmployees: '150',
    });
    expect([...salesforce.records.Account.values()].filter((a) => a.Website === 'acme.example')).toHaveLength(1);
  });

  it('ends the run in words when the refresh token was revoked', async () => {
    await t.call(
      'PUT',
      '/api/integrations/crm/salesforce/token',
      { ...CREDENTIALS, refreshToken: '5Aep861revoked000000' },
      owner.cookie,
    );
    const failed = await push(t, owner.cookie, { organizationIds: [orgs[2]!.id] });
    expect(failed).toMatchObject({
      status: 'failed',
      error:
        'Salesforce refused the refresh token (it expired or was revoked). Connect Salesforce again on the Integrations tab.',
    });
  });
});
