import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteSnapshot } from '#server/ai/engine';
import { findContactPoints, findPeople, type FoundPerson } from './find-people';
import { inlineSite, pathOf, readFixtureSite } from './fixture-sites.test-data';
import { isPersonName } from './person-name';

const brief = (people: FoundPerson[]) =>
  people.map((p) => ({
    name: p.name,
    title: p.title,
    email: p.email,
    phone: p.phone,
    linkedinUrl: p.linkedinUrl,
    page: pathOf(p.sourceUrl),
  }));

describe('findPeople on the Brightpath fixture', () => {
  let site: SiteSnapshot;
  beforeAll(async () => {
    site = (await readFixtureSite('brightpath')).site;
  });

  it('finds exactly the people the pages name, with the titles, e-mails, phones and LinkedIn links shown next to them', () => {
    expect(brief(findPeople(site))).toEqual([
      {
        name: 'Maria Costa',
        title: 'CEO & Co-founder',
        email: 'maria@brightpath.example',
        phone: '+351 210 000 100',
        linkedinUrl: 'https://www.linkedin.com/in/maria-costa-example',
        page: '/team/',
      },
      {
        name: 'Daniel Okafor',
        title: 'CTO & Co-founder',
        email: null,
        phone: '+351210000111',
        linkedinUrl: null,
        page: '/team/',
      },
      {
        name: 'Priya Raman',
        title: 'VP of Sales',
        email: 'priya.raman@brightpath.example',
        phone: null,
        linkedinUrl: null,
        page: '/team/',
      },
      {
        name: 'Tomás Silva',
        title: 'Head of Engineering',
        email: null,
        phone: null,
        linkedinUrl: null,
        page: '/team/',
      },
      {
        name: 'Hannah Berg',
        title: 'Senior Product Designer',
        email: null,
        phone: null,
        linkedinUrl: null,
        page: '/team/',
      },
      {
        name: 'Lucas Moreau',
        title: 'Customer Success Manager',
        email: null,
        phone: null,
        linkedinUrl: null,
        page: '/team/',
      },
      {
        name: 'Nora Lind',
        title: 'Communications Lead',
        email: 'nora.lind@brightpath.example',
        phone: null,
        linkedinUrl: null,
        page: '/contact/',
      },
    ]);
  });

  it('never returns testimonial authors, reviewers, customers, robots-excluded staff or invented people', () => {
    const names = findPeople(site).map((p) => p.name);
    for (const outsider of [
      'Elena Vasquez',
      'Omar Haddad',
      'Rita Fernandes',
      'Oliver Grant',
      'Sam Writer',
      'Open Positions',
    ])
      expect(names).not.toContain(outsider);
    const allText = site.pages.map((p) => p.html).join('\n');
    for (const person of findPeople(site)) {
      expect(allText).toContain(person.name);
      if (person.email) expect(allText).toContain(person.email);
    }
  });

  it('keeps shared mailboxes as contact points, not people', () => {
    expect(findContactPoints(site).map((c) => c.email)).toEqual([
      'hello@brightpath.example',
      'jobs@brightpath.example',
      'info@brightpath.example',
      'sales@brightpath.example',
      'support@brightpath.example',
    ]);
    expect(findPeople(site).some((p) => /^(info|sales|support|hello|jobs)@/.test(p.email ?? ''))).toBe(false);
  });
});

describe('findPeople on the Tallyworks fixture', () => {
  it('reads schema.org microdata and ignores info@, support@ and hello@', async () => {
    const { site } = await readFixtureSite('tallyworks');
    expect(brief(findPeople(site))).toEqual([
      {
        name: 'Samuel Adeyemi',
        title: 'Founder & Managing Director',
        email: null,
        phone: '+44 113 000 0000',
        linkedinUrl: null,
        page: '/about/',
      },
    ]);
    expect(findContactPoints(site).map((c) => c.email)).toEqual([
      'hello@tallyworks.example',
      'info@tallyworks.example',
      'support@tallyworks.example',
    ]);
  });
});

describe('findPeople patterns', () => {
  it('reads "Name, Title" headings and names without titles only inside a team section', () => {
    const site = inlineSite([
      { path: '/', html: '<title>Acme</title><h2>Grace Lee</h2><p>Our favourite customer.</p>' },
      {
        path: '/about/',
        html: '<title>About Acme</title><h3>Ana Ruiz, Chief Financial Officer</h3><section id="team"><div class="name">Ben Ito</div></section><h4>Acme Labs</h4><p>Research Director</p>',
      },
    ]);
    expect(brief(findPeople(site)).map((p) => [p.name, p.title])).toEqual([
      ['Ana Ruiz', 'Chief Financial Officer'],
      ['Ben Ito', null],
    ]);
  });

  it('takes a mailto name from the link text, and never derives a name from an address', () => {
    const site = inlineSite([
      {
        path: '/contact/',
        html: '<title>Acme</title><p><a href="mailto:j.doe@acme.example">Jane Doe</a></p><p><a href="mailto:xk7@acme.example">xk7@acme.example</a></p>',
      },
    ]);
    expect(brief(findPeople(site)).map((p) => [p.name, p.email])).toEqual([['Jane Doe', 'j.doe@acme.example']]);
    expect(findContactPoints(site).map((c) => c.email)).toEqual(['xk7@acme.example']);
  });

  it('ignores JSON-LD that is broken or names a non-person', () => {
    const site = inlineSite([
      {
        path: '/team/',
        html: '<title>Acme</title><script type="application/ld+json">{ broken</script><script type="application/ld+json">{"@type":"Person","name":"Acme Support"}</script><script type="application/ld+json">{"@graph":[{"@type":"Person","name":"Li Wei","jobTitle":"Head of Product"}]}</script>',
      },
    ]);
    expect(brief(findPeople(site)).map((p) => [p.name, p.title])).toEqual([['Li Wei', 'Head of Product']]);
  });
});

describe('isPersonName', () => {
  it.each([
    'Maria Costa',
    'Jan Willem van Diermen',
    "Zooko Wilcox-O'Hearn",
    'Mark S. Miller',
    'Tomás Silva',
    'Mary McGlohon',
  ])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each([
    'Garply',
    'Product Manager',
    'Chief Entropy Officer',
    'Meet The Team',
    'IBM Research',
    'Open Positions',
    'Contact Us',
    'Jane Doe 2',
    'Anna Maria Lena Sofia Berg',
    'maria costa',
  ])('refuses %s', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('refuses the brand', () => {
    expect(isPersonName('Brightpath Analytics', new Set(['brightpath']))).toBe(false);
  });
});
