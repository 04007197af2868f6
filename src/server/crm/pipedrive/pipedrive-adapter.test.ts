import { afterEach, describe, expect, it } from 'vitest';
import { startFakePipedrive, type FakePipedrive } from '../../test/fakes/fake-pipedrive';
import { createPipedriveAdapter } from './pipedrive-adapter';

const TOKEN = 'pd-adapter-0000-1111-2222';
let fake: FakePipedrive | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
const start = async (options: { contactSync?: boolean; organizationFields?: boolean } = {}) => {
  fake = await startFakePipedrive({ token: TOKEN, ...options });
  return createPipedriveAdapter({ token: TOKEN, baseUrl: fake.url, timeoutMs: 5000, sleep: async () => {} });
};
const posts = (path: string) => fake!.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('Pipedrive adapter against the documented API v2 shapes', () => {
  it('on an account without contact sync, sends persons without job_title after the one 403 it got', async () => {
    const adapter = await start({ contactSync: false });
    const results = await adapter.create('contact', [
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example', job_title: 'CTO' },
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@acme.example', job_title: 'CEO' },
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fake!.byEmail('ada@acme.example')).toMatchObject({ name: 'Ada Lovelace' });
    expect(fake!.byEmail('ada@acme.example')!.job_title).toBeUndefined();
    // The first person was tried once with job_title (403) and once without; the second only without.
    expect(posts('/api/v2/persons').map((r) => 'job_title' in r.body)).toEqual([true, false, false]);
  });

  it('on an account without Website, Industry… fields, sends the organization with what it can hold', async () => {
    const adapter = await start({ organizationFields: false });
    const [created] = await adapter.create('company', [
      { name: 'Acme', domain: 'acme.example', industry: 'Software', address_locality: 'Berlin' },
    ]);
    expect(created).toMatchObject({ ok: true });
    expect(posts('/api/v2/organizations')[0]!.body).toEqual({
      name: 'Acme',
      address: { value: 'Berlin', locality: 'Berlin' },
    });
  });

  it('writes the number of employees as a number and the domain as the Website, and reads them back', async () => {
    const adapter = await start();
    const [created] = await adapter.create('company', [
      { name: 'Acme', domain: 'acme.example', employee_count: '120' },
    ]);
    const id = created!.ok ? created!.id : '';
    const org = fake!.objects.organizations.get(Number(id))!;
    expect(fake!.field(org, 'employee_count')).toBe(120);
    expect(fake!.field(org, 'website')).toBe('https://acme.example');
    const read = await adapter.readByIds('company', [id], []);
    expect(read.get(id)!.properties).toMatchObject({ domain: 'acme.example', employee_count: '120', name: 'Acme' });
  });

  it('changing a last name sends the whole name (v2 has no first_name / last_name to write)', async () => {
    const adapter = await start();
    const id = fake!.add('persons', { name: 'Ada Lovelace', emails: [{ value: 'ada@x.example', primary: true }] });
    const found = await adapter.findByKey('contact', ['ada@x.example'], []);
    expect(found.get('ada@x.example')!.properties).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    await adapter.update('contact', [{ id: String(id), properties: { last_name: 'King' } }]);
    const patch = fake!.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ name: 'Ada King' });
  });

  it('tells the pull a record a v2 page marks is_deleted as deleted, never as a record', async () => {
    const adapter = await start();
    const kept = fake!.add('organizations', { name: 'Kept', website: 'kept.example' });
    await adapter.readByIds('company', [], []); // reads the organization fields first
    // Then: users/me, users, and a page of "Get all organizations" as an account may answer it.
    fake!.queue(
      { body: { success: true, data: [{ id: 9, name: 'Me' }] } },
      { body: { success: true, data: [] } },
      {
        body: {
          success: true,
          data: [
            { id: kept, name: 'Kept', is_deleted: false, custom_fields: {} },
            { id: 4242, name: 'Gone', is_deleted: true, custom_fields: {} },
          ],
          additional_data: { next_cursor: null },
        },
      },
    );
    const pages = [];
    for await (const page of adapter.pull('company', new Date('2026-01-01T00:00:00Z'))) pages.push(...page);
    expect(pages.map((p) => p.name)).toEqual(['Kept']);
    expect(await adapter.deletedSince('company', new Date('2026-01-01T00:00:00Z'))).toContain('4242');
  });
});
