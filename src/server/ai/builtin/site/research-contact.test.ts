import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoveredPerson, SiteSnapshot } from '#server/ai/engine';
import { discoverContactsFromSite } from './discover-contacts';
import { ORG, pathOf, readFixtureSite, SELLER } from './fixture-sites.test-data';
import { researchContactFromSite } from './research-contact';
import { whyThisContact } from './why-contact';

describe('researchContactFromSite', () => {
  let site: SiteSnapshot;
  let contacts: DiscoveredPerson[];
  const contact = (name: string) => contacts.find((c) => c.name === name)!;
  beforeAll(async () => {
    site = (await readFixtureSite('brightpath')).site;
    contacts = discoverContactsFromSite(ORG, SELLER, { site, people: [] });
  });

  it('fills each section only from the bio on the page that names the person', () => {
    const profile = researchContactFromSite(contact('Maria Costa'), ORG, site, SELLER);
    expect(profile.professionalBackground).toBe(
      'Maria Costa founded Brightpath after eight years in product management at Shopwise.',
    );
    expect(profile.educationBackground).toBe(
      'She holds an MBA from INSEAD and a BSc in Computer Science from the University of Porto.',
    );
    expect(profile.recentAchievements).toBe("In 2023 she was named one of Lisbon's top founders by Startup Portugal.");
    expect(profile.personalInterests).toBe('Outside of work she enjoys trail running and sailing.');
    expect(profile.skillsExpertise).toBe('Product management');
    expect(profile.companyContext).toBe(
      'CEO & Co-founder at Brightpath. Brightpath is a product analytics platform that turns raw product events into clear answers for B2B software companies.',
    );
    expect(profile.whyThisContact).toBe('Maria Costa is CEO & Co-founder at Brightpath (executive level).');
    expect(profile.bestApproach).toContain(
      'Their page says: "In 2023 she was named one of Lisbon\'s top founders by Startup Portugal."',
    );
    expect(profile.sources.map((s) => [s.source, pathOf(s.url!)])).toEqual([
      ['web', '/team/'],
      ['web', '/'],
    ]);
  });

  it('leaves a section null when the bio says nothing about it', () => {
    const profile = researchContactFromSite(contact('Daniel Okafor'), ORG, site, SELLER);
    expect(profile.educationBackground).toBe('Daniel studied computer science at Imperial College London.');
    expect(profile.recentAchievements).toBe(
      'He previously built the data platform at Kora Payments and published research on streaming databases and distributed systems.',
    );
    expect(profile.personalInterests).toBeNull();
    expect(profile.skillsExpertise).toBe('Distributed systems, Databases, Research');
    expect(profile.whyThisContact).toBe(
      'Daniel Okafor is CTO & Co-founder at Brightpath (executive level). The title matches "CTOs" in your key decision makers. Engineering is named in your target market or decision makers.',
    );
  });

  it('uses only pages that mention the person', () => {
    const profile = researchContactFromSite(contact('Nora Lind'), ORG, site, SELLER);
    expect(profile.sources.map((s) => pathOf(s.url!))).toEqual(['/contact/', '/']);
    expect(profile.professionalBackground).toBeNull();
    expect(profile.educationBackground).toBeNull();
    expect(profile.skillsExpertise).toBeNull();
    expect(profile.recentAchievements).toBeNull();
    expect(profile.personalInterests).toBeNull();
  });

  it('says why this contact once: the reasoning does not repeat the title and level', () => {
    const hannah = contact('Hannah Berg');
    const why = researchContactFromSite(hannah, ORG, null).whyThisContact;
    expect(why.startsWith('Hannah Berg is Senior Product Designer at Brightpath (senior level).')).toBe(true);
    expect(why.match(/senior level/g)).toHaveLength(1);
    expect(why.match(/Senior Product Designer/g)).toHaveLength(1);
  });

  it('returns only the company context and the contact reasoning when there is no site', () => {
    const hannah = contact('Hannah Berg');
    const profile = researchContactFromSite(hannah, ORG, null);
    expect(profile).toEqual({
      professionalBackground: null,
      educationBackground: null,
      skillsExpertise: null,
      recentAchievements: null,
      companyContext: 'Senior Product Designer at Brightpath.',
      personalInterests: null,
      whyThisContact: whyThisContact('Hannah Berg is Senior Product Designer at Brightpath (senior level).', [
        hannah.reasoning,
      ]),
      bestApproach: hannah.bestApproach,
      sources: [],
    });
  });

  it('finds nothing for a person no page names', () => {
    const stranger = { ...contact('Hannah Berg'), name: 'Quentin Blake', title: null };
    const profile = researchContactFromSite(stranger, ORG, site, SELLER);
    expect(profile.professionalBackground).toBeNull();
    expect(profile.sources.map((s) => pathOf(s.url!))).toEqual(['/']);
  });
});
