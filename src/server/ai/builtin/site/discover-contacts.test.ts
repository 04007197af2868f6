import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteSnapshot } from '#server/ai/engine';
import { discoverContactsFromSite } from './discover-contacts';
import { inlineSite, ORG, pathOf, readFixtureSite, SELLER } from './fixture-sites.test-data';

describe('discoverContactsFromSite', () => {
  let site: SiteSnapshot;
  beforeAll(async () => {
    site = (await readFixtureSite('brightpath')).site;
  });

  it('returns the site people, verified with web provenance, best fit first', () => {
    const contacts = discoverContactsFromSite(ORG, SELLER, { site, people: [] });
    expect(contacts.map((c) => [c.name, c.fitScore, c.fitCategory, c.seniorityLevel, c.department])).toEqual(
      [
        ['Daniel Okafor', 100, 'perfect', 'executive', 'Engineering'],
        ['Tomás Silva', 90, 'perfect', 'director', 'Engineering'],
        ['Hannah Berg', 55, 'good', 'senior', 'Design'],
        ['Maria Costa', 60, 'good', 'executive', 'Executive'],
        ['Priya Raman', 50, 'poor', 'director', 'Sales'],
        ['Lucas Moreau', 40, 'poor', 'senior', 'Customer Success'],
        ['Nora Lind', 40, 'poor', 'senior', 'Marketing'],
      ].sort((a, b) => (b[1] as number) - (a[1] as number) || String(a[0]).localeCompare(String(b[0]))),
    );
    const daniel = contacts[0]!;
    expect(daniel).toMatchObject({
      verified: true,
      mobilePhone: null,
      location: null,
      recentActivity: null,
      provenance: { source: 'web', fetchedAt: '2025-01-15T09:00:00.000Z' },
    });
    expect(pathOf(daniel.provenance.url!)).toBe('/team/');
    expect(daniel.reasoning).toBe(
      'CTO & Co-founder (executive level). The title matches "CTOs" in your key decision makers. Engineering is named in your target market or decision makers.',
    );
    expect(daniel.bestApproach).toMatch(
      /^Open with the business case: how Docsmith helps Engineering teams \(cite "40% fewer support tickets"\); keep it brief and reference their profile on 127\.0\.0\.1:\d+\/team\/\.$/,
    );
  });

  it('adds imported people (verified, import provenance) and merges duplicates by e-mail or name', () => {
    const imported = [
      { name: 'Maria Costa', title: null, email: null, phone: null, linkedinUrl: null, location: 'Lisbon, Portugal' },
      {
        name: 'M. Costa',
        title: 'CEO',
        email: 'MARIA@brightpath.example',
        phone: null,
        linkedinUrl: null,
        location: null,
      },
      {
        name: 'Rui Almeida',
        title: 'Director of Product',
        email: 'rui@brightpath.example',
        phone: '+351 1',
        linkedinUrl: 'linkedin.com/in/rui-almeida',
        location: 'Porto',
      },
      { name: '  ', title: 'Nobody', email: null, phone: null, linkedinUrl: null, location: null },
    ];
    const contacts = discoverContactsFromSite(
      ORG,
      SELLER,
      { site, people: imported },
      { id: 's1', product: 'Docs analytics', reasoning: '', priority: 'High', opportunity: '' },
    );
    expect(
      contacts.filter((c) => c.name.includes('Costa')).map((c) => [c.name, c.email, c.location, c.provenance.source]),
    ).toEqual([['Maria Costa', 'maria@brightpath.example', 'Lisbon, Portugal', 'web']]);
    const rui = contacts.find((c) => c.name === 'Rui Almeida')!;
    expect(rui).toMatchObject({
      verified: true,
      provenance: { source: 'import' },
      linkedinUrl: 'https://linkedin.com/in/rui-almeida',
      seniorityLevel: 'director',
      department: 'Product',
    });
    expect(rui.bestApproach).toContain('Tie it to Docs analytics.');
    expect(contacts).toHaveLength(8);
  });

  it('works from an import alone, and never adds anyone else', () => {
    const contacts = discoverContactsFromSite(ORG, SELLER, {
      site: null,
      people: [{ name: 'Ava Stone', title: 'CTO', email: null, phone: null, linkedinUrl: null, location: null }],
    });
    expect(contacts.map((c) => c.name)).toEqual(['Ava Stone']);
    expect(contacts[0]!.bestApproach).toContain('reference what your records already show about them');
  });

  it('reads a heading name with a smaller heading as the title', () => {
    const small = inlineSite([
      {
        path: '/team/',
        html: '<title>Acme</title><ul class="team"><li><h3>Kim Park</h3><h4>Head of Engineering</h4><p>Kim builds things.</p></li></ul>',
      },
    ]);
    expect(
      discoverContactsFromSite(ORG, SELLER, { site: small, people: [] }).map((c) => [c.name, c.title, c.fitScore]),
    ).toEqual([['Kim Park', 'Head of Engineering', 90]]);
  });
});
