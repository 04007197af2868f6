import { afterEach, describe, expect, it } from 'vitest';
import type { FakeOpenAiServer } from '../../test/fake-openai-server';
import { CONFIG, FALLBACK, JANE, ORG, SITE, startEngine } from './test-support';

const person = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  title: null,
  department: null,
  seniorityLevel: 'senior',
  email: null,
  phone: null,
  sourceUrl: null,
  fitScore: 70,
  reasoning: `${name} fits.`,
  bestApproach: 'E-mail.',
  ...extra,
});

describe('LLM engine: discoverContacts', () => {
  let server: FakeOpenAiServer;
  afterEach(() => server?.close());

  it('re-scores found people, adds people named on pages, and marks invented ones unverified without contact details', async () => {
    const started = await startEngine();
    server = started.server;
    server.enqueue({
      json: {
        people: [
          person('Jane Doe', { fitScore: 95, reasoning: 'CEO, signs off on sales tools.', title: 'Chairwoman' }),
          person('Raj Patel', {
            title: 'VP of Engineering',
            email: 'raj.patel@acme.test',
            phone: '+1 555 0100',
            sourceUrl: 'https://acme.test/team',
            fitScore: 80,
          }),
          person('John Smith', {
            title: 'Head of Sales',
            email: 'john.smith@acme.test',
            phone: '+1 555 0199',
            sourceUrl: 'https://acme.test/team',
            fitScore: 99,
          }),
        ],
      },
    });
    const people = await started.engine.discoverContacts(ORG, CONFIG, { site: SITE, people: [] });
    const byName = Object.fromEntries(people.map((p) => [p.name, p]));

    expect(people.map((p) => p.name)).toEqual(['Jane Doe', 'Raj Patel', 'John Smith']);
    expect(byName['Jane Doe']).toMatchObject({
      title: JANE.title,
      fitScore: 95,
      fitCategory: 'perfect',
      reasoning: 'CEO, signs off on sales tools.',
      verified: true,
    });
    expect(byName['Raj Patel']).toMatchObject({
      title: 'VP of Engineering',
      email: 'raj.patel@acme.test',
      phone: null, // not on the page
      verified: true,
      provenance: { source: 'web', url: 'https://acme.test/team' },
    });
    expect(byName['John Smith']).toMatchObject({
      verified: false,
      provenance: { source: 'ai' },
      email: null,
      phone: null,
      mobilePhone: null,
      linkedinUrl: null,
    });
  });

  it('asks nothing when there is no page and nobody was found', async () => {
    const started = await startEngine({ fallback: { ...FALLBACK, discoverContacts: async () => [] } });
    server = started.server;
    const people = await started.engine.discoverContacts(ORG, CONFIG, { site: null, people: [] });
    expect(people).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('LLM engine: researchContact', () => {
  let server: FakeOpenAiServer;
  afterEach(() => server?.close());

  it('keeps facts from pages that mention the person and cites them', async () => {
    const started = await startEngine();
    server = started.server;
    server.enqueue({
      json: {
        professionalBackground: 'Chief Executive Officer of Acme Analytics.',
        educationBackground: 'MBA, class of 2004.', // the year is on no page
        skillsExpertise: null,
        recentAchievements: 'Led the $40M Series C.',
        companyContext: 'Acme raised $40 million in March 2024 and is expanding in Europe.',
        personalInterests: null,
        whyThisContact: 'Final say on new tools.',
        bestApproach: 'Reference the European expansion.',
      },
    });
    const profile = await started.engine.researchContact({ ...JANE, id: 'c1' }, ORG, SITE);
    expect(profile).toMatchObject({
      professionalBackground: 'Chief Executive Officer of Acme Analytics.',
      educationBackground: null,
      recentAchievements: null, // $40M is on the news page, which does not mention Jane
      companyContext: null, // neither team page nor home page states the raise
      whyThisContact: 'Final say on new tools.',
    });
    expect(profile.sources.map((s) => s.url)).toEqual(['https://acme.test/team']);
  });
});
