import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';
import { suppressionEntries } from '../../db/schema/people';
import { subjectHash } from '../privacy/subject-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberOf, seedAnalysis, seedContacts, walkTable, type Owner } from './tables.test-support';

describe('GET /api/tables/organizations and /api/tables/contacts', () => {
  let t: TestApp;
  let owner: Owner;
  let first: Awaited<ReturnType<typeof seedAnalysis>>;
  let second: Awaited<ReturnType<typeof seedAnalysis>>;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('orgs-owner@acme.io', 'Orgs Co', 'orgs-co');
    first = await seedAnalysis(
      t,
      owner,
      [
        { name: 'Northwind', fitScore: 90, industry: 'Software', employeeCount: 120, source: 'directory' },
        { name: 'Globex', fitScore: 60, industry: 'Banking', employeeCount: 5000, source: 'apollo' },
        { name: 'Initech', fitScore: 40, industry: 'Software', source: 'import' },
      ],
      new Date('2026-01-01T00:00:00Z'),
    );
    // A later analysis finds Northwind again (lower) and one new name.
    second = await seedAnalysis(
      t,
      owner,
      [
        { name: 'northwind ', fitScore: 70, industry: 'Software' },
        { name: 'Umbrella', fitScore: 80, industry: 'Health', employeeCount: 800 },
      ],
      new Date('2026-02-01T00:00:00Z'),
    );
    await seedContacts(
      t,
      owner,
      first.ids.get('Northwind')!,
      Array.from({ length: 60 }, (_, i) => ({
        name: `Person ${String(i).padStart(2, '0')}`,
        title: i % 2 ? 'VP Sales' : 'Engineer',
        email: `p${i}@${i === 3 ? 'blocked.example' : 'northwind.example'}`,
        emailStatus: i % 3 === 0 ? 'verified' : i % 3 === 1 ? 'risky' : 'invalid',
        seniorityLevel: i % 4 === 0 ? 'executive' : 'other',
        fitScore: i % 5 === 0 ? null : 50 + (i % 40),
        phone: '+1 555 0100',
      })),
    );
    await t.database.db.insert(suppressionEntries).values({
      companyId: owner.companyId,
      kind: 'domain',
      value: 'blocked.example',
      valueHash: subjectHash(owner.companyId, { kind: 'domain', value: 'blocked.example' }),
      reason: 'manual',
    });
  });
  afterAll(() => t.close());

  it('lists one analysis best fit first, filtered by fit and score on the server', async () => {
    const all = await walkTable(t, owner.cookie, `/api/tables/organizations?session=${first.sessionId}`, 2);
    expect(all.rows.map((r: { name: string }) => r.name)).toEqual(['Northwind', 'Globex', 'Initech']);
    expect(all.rows[0]).toMatchObject({ fitCategory: 'great', contactCount: 60, source: 'directory' });
    const good = await walkTable(
      t,
      owner.cookie,
      `/api/tables/organizations?session=${first.sessionId}&fit=good&fit=okay&score=50..`,
      5,
    );
    expect(good.rows.map((r: { name: string }) => r.name)).toEqual(['Globex']);
    const withContacts = await walkTable(t, owner.cookie, '/api/tables/organizations?hasContacts=yes', 5);
    expect(withContacts.rows.map((r: { name: string }) => r.name)).toEqual(['Northwind']);
  });

  it('across analyses keeps one row per name (the best fit) and marks names new since a date', async () => {
    const all = await walkTable(t, owner.cookie, '/api/tables/organizations?sort=name.asc', 2);
    expect(all.rows.map((r: { name: string }) => r.name)).toEqual(['Globex', 'Initech', 'Northwind', 'Umbrella']);
    const since = encodeURIComponent('2026-01-15T00:00:00Z');
    const marked = await t.call('GET', `/api/tables/organizations?since=${since}`, undefined, owner.cookie);
    expect(marked.json.newCount).toBe(1);
    const isNew = Object.fromEntries(marked.json.rows.map((r: { name: string; isNew: boolean }) => [r.name, r.isNew]));
    expect(isNew).toEqual({ Northwind: false, Umbrella: true, Globex: false, Initech: false });
    const industries = await t.call('GET', '/api/tables/organizations/facets/industry', undefined, owner.cookie);
    expect(industries.json.values[0]).toEqual({ value: 'Software', count: 2 });
  });

  it('filters contacts by e-mail status and seniority, sorts by fit with the unscored last', async () => {
    const path = '/api/tables/contacts?emailStatus=verified&seniority=executive&sort=fitScore.desc';
    const { rows, total } = await walkTable(t, owner.cookie, path, 2);
    const expected = Array.from({ length: 60 }, (_, i) => i).filter((i) => i % 3 === 0 && i % 4 === 0);
    expect(total).toBe(expected.length);
    const scores = rows.map((r: { fitScore: number | null }) => r.fitScore);
    const known = scores.filter((s): s is number => s !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(scores.slice(known.length).every((s) => s === null)).toBe(true);
    expect(rows.every((r: { organization: string }) => r.organization === 'Northwind')).toBe(true);
  });

  it('withholds e-mail and phones of do-not-contact people and past the daily view limit, still listing them', async () => {
    const member = await memberOf(t, 'orgs-member@acme.io', owner.companyId, 'member');
    const { rows } = await walkTable(t, member.cookie, '/api/tables/contacts?sort=name.asc', 40);
    expect(rows).toHaveLength(60);
    const blocked = rows.find((r: { name: string }) => r.name === 'Person 03');
    expect(blocked).toMatchObject({ doNotContact: true, email: null, phone: null });
    const invalid = rows.find((r: { name: string }) => r.name === 'Person 02');
    expect(invalid).toMatchObject({ email: null, emailStatus: 'invalid' });
    const shown = rows.filter((r: { withheld: boolean; doNotContact: boolean }) => !r.withheld && !r.doNotContact);
    // The do-not-contact person is not a view; every other row is, up to the limit.
    expect(shown).toHaveLength(DAILY_CONTACT_VIEW_LIMIT);
    expect(rows.filter((r: { withheld: boolean }) => r.withheld)).toHaveLength(60 - 1 - DAILY_CONTACT_VIEW_LIMIT);
    expect(rows.filter((r: { withheld: boolean; email: string | null }) => r.withheld && r.email)).toEqual([]);
    // The rows already viewed today still show on a second read.
    const again = await t.call('GET', '/api/tables/contacts?sort=name.asc&limit=5', undefined, member.cookie);
    expect(again.json.rows[0]).toMatchObject({ name: 'Person 00', withheld: false, email: 'p0@northwind.example' });
  });

  it('keeps the all-contacts table to Contact Discovery’s roles and scopes an organization’s contacts', async () => {
    const viewer = await memberOf(t, 'orgs-viewer@acme.io', owner.companyId, 'viewer');
    const refused = await t.call('GET', '/api/tables/contacts', undefined, viewer.cookie);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Required roles: owner, admin, member/);
    const none = await t.call(
      'GET',
      `/api/tables/contacts?organization=${second.ids.get('Umbrella')}`,
      undefined,
      owner.cookie,
    );
    expect(none.json).toMatchObject({ rows: [], total: 0, nextCursor: null });
    const stranger = await t.ownerWithCompany('orgs-stranger@else.io', 'Else Orgs', 'else-orgs');
    const theirs = await t.call('GET', '/api/tables/organizations', undefined, stranger.cookie);
    expect(theirs.json).toMatchObject({ rows: [], total: 0 });
  });
});
